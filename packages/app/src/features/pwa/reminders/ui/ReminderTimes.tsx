import { MAX_REMINDERS } from '@emotion-guru/platform-sdk';
import { Button, Field, Input, Skeleton } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { formatReminderTime } from '../lib/format-time.ts';
import {
  $adding,
  $atLimit,
  $refusal,
  $reminders,
  $remindersFailed,
  $removing,
  $time,
  deviceTimeZone,
  reminderAddRequested,
  reminderRemoved,
  reminderTimeChanged,
  remindersOpened,
} from '../model/reminders.ts';
import * as styles from './ReminderTimes.css.ts';

/**
 * Daily check-in reminders (Settings → Notifications, and the onboarding's reminders step): the times of
 * day the platform sends a notification to each device where notifications are on, several a day (up to
 * six). A time is added in the device's time zone; a reminder made elsewhere shows its zone.
 */
export function ReminderTimes() {
  const { t } = useTranslation('app_content');
  const headingId = useId();
  const [reminders, failed, adding, removing, atLimit, time, refusal, language] = useUnit([
    $reminders,
    $remindersFailed,
    $adding,
    $removing,
    $atLimit,
    $time,
    $refusal,
    $language,
  ]);
  const [open, change, add, remove] = useUnit([
    remindersOpened,
    reminderTimeChanged,
    reminderAddRequested,
    reminderRemoved,
  ]);
  useEffect(() => open(), [open]);
  const zone = deviceTimeZone();

  const heading = (
    <h3 id={headingId} className={styles.title}>
      {t('settings.reminders.title')}
    </h3>
  );
  if (reminders === null && failed)
    return (
      <div className={styles.root}>
        {heading}
        <p role="alert" className={styles.muted}>
          {t('settings.reminders.loadFailed')}
        </p>
        <div>
          <Button type="button" variant="secondary" onClick={() => open()}>
            {t('settings.reminders.retry')}
          </Button>
        </div>
      </div>
    );
  if (reminders === null)
    return (
      <div className={styles.root}>
        {heading}
        <div role="status" aria-busy="true" aria-label={t('settings.reminders.loading')}>
          <Skeleton height="5rem" />
        </div>
      </div>
    );

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    add();
  };
  const error =
    refusal === null
      ? undefined
      : t(`settings.reminders.errors.${refusal}`, {
          time: formatReminderTime(time, language),
          max: MAX_REMINDERS,
        });
  return (
    <div className={styles.root}>
      {heading}
      <p className={styles.muted}>{t('settings.reminders.hint', { zone })}</p>
      {reminders.length === 0 ? (
        <p className={styles.muted}>{t('settings.reminders.empty')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {reminders.map((reminder) => {
            const shown = formatReminderTime(reminder.time, language);
            return (
              <li key={reminder.id} className={styles.item}>
                <span>
                  <span className={styles.time}>{shown}</span>
                  {reminder.timeZone !== zone && <span className={styles.muted}> ({reminder.timeZone})</span>}
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  loading={removing === reminder.id}
                  disabled={removing !== null && removing !== reminder.id}
                  aria-label={t('settings.reminders.removeOne', { time: shown })}
                  onClick={() => remove(reminder.id)}
                >
                  {t('settings.reminders.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          className={styles.field}
          label={t('settings.reminders.time')}
          hint={atLimit ? t('settings.reminders.atLimit', { max: MAX_REMINDERS }) : undefined}
          error={error}
        >
          <Input type="time" value={time} onChange={(event) => change(event.target.value)} />
        </Field>
        <Button type="submit" loading={adding} disabled={atLimit}>
          {t('settings.reminders.add')}
        </Button>
      </form>
    </div>
  );
}
