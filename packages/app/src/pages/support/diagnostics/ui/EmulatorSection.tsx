import { Button, Field, Input, Skeleton, Switch, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $emulatorErrors,
  $emulatorForm,
  $emulatorSaveFailed,
  emulatorFieldChanged,
  emulatorMutation,
  emulatorQuery,
  emulatorReloadRequested,
  emulatorSubmitted,
  MAX_LATENCY_MS,
} from '../model/emulator.ts';
import * as styles from './DiagnosticsPage.css.ts';

/**
 * The built-in emulator's switches (when the app runs on it): a delay on every answer, a share of failed
 * calls, or no network at all, to show support staff and testers what a slow or failing platform does.
 */
export function EmulatorSection() {
  const { t } = useTranslation('app_content');
  const [switches, readFailed, form, errors, saveFailed, saving, change, submit, reload] = useUnit([
    emulatorQuery.$data,
    emulatorQuery.$failed,
    $emulatorForm,
    $emulatorErrors,
    $emulatorSaveFailed,
    emulatorMutation.$pending,
    emulatorFieldChanged,
    emulatorSubmitted,
    emulatorReloadRequested,
  ]);
  return (
    <section className={styles.section} aria-labelledby="diagnostics-emulator">
      <h2 id="diagnostics-emulator">{t('diagnostics.emulator.title')}</h2>
      <p>{t('diagnostics.emulator.intro')}</p>
      {switches === null && readFailed ? (
        <div className={styles.actions}>
          <p role="alert">{t('diagnostics.emulator.readFailed')}</p>
          <Button type="button" variant="secondary" size="sm" onClick={() => reload()}>
            {t('diagnostics.retry')}
          </Button>
        </div>
      ) : switches === null ? (
        <div role="status" aria-busy="true">
          <VisuallyHidden>{t('diagnostics.loading')}</VisuallyHidden>
          <Skeleton height="8rem" />
        </div>
      ) : (
        <form
          className={styles.emulatorForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field
            label={t('diagnostics.emulator.latency')}
            hint={t('diagnostics.emulator.latencyHint', { max: MAX_LATENCY_MS })}
            error={
              errors.latency ? t('diagnostics.emulator.latencyInvalid', { max: MAX_LATENCY_MS }) : undefined
            }
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={form.latency}
              onChange={(event) => change({ latency: event.target.value })}
            />
          </Field>
          <Field
            label={t('diagnostics.emulator.errorRate')}
            hint={t('diagnostics.emulator.errorRateHint')}
            error={errors.errorRate ? t('diagnostics.emulator.errorRateInvalid') : undefined}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={form.errorRate}
              onChange={(event) => change({ errorRate: event.target.value })}
            />
          </Field>
          <Switch
            label={t('diagnostics.emulator.offline')}
            hint={t('diagnostics.emulator.offlineHint')}
            checked={form.offline}
            onCheckedChange={(offline) => change({ offline })}
          />
          {saveFailed ? <p role="alert">{t('diagnostics.emulator.saveFailed')}</p> : null}
          <div className={styles.actions}>
            <Button type="submit" loading={saving}>
              {t('diagnostics.emulator.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
