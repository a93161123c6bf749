import { Button, Field, Input, RadioGroup } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LOOP_TITLE_MAX, type LoopChoice } from '../lib/draft.ts';
import { $listSource, $loops, $loopsStatus, loopsQuery } from '../model/lists.ts';
import { $draft, $errors, fieldChanged } from '../model/wizard.ts';
import * as styles from './ReflectionWizard.css.ts';

function choiceValue(loop: LoopChoice): string {
  return loop.kind === 'existing' ? `loop:${loop.id}` : loop.kind;
}

/** Step 6: join one of the client's loops, start a new one, or none. */
export function LoopStep() {
  const { t } = useTranslation('reflection-wizard');
  const [draft, errors, loops, status, source, change, reload] = useUnit([
    $draft,
    $errors,
    $loops,
    $loopsStatus,
    $listSource,
    fieldChanged,
    loopsQuery.start,
  ]);
  const newTitle = draft.loop.kind === 'new' ? draft.loop.title : '';
  return (
    <div className={styles.fields}>
      <RadioGroup
        label={t('loop.label')}
        value={choiceValue(draft.loop)}
        options={[
          { value: 'none', label: t('loop.none') },
          { value: 'new', label: t('loop.new') },
          ...loops.map((loop) => ({
            value: `loop:${loop.id}`,
            label: loop.title === null ? t('loop.locked') : loop.title || t('loop.untitled'),
          })),
        ]}
        onValueChange={(value) => {
          if (value === 'none') change({ loop: { kind: 'none' } });
          else if (value === 'new') change({ loop: { kind: 'new', title: newTitle } });
          else change({ loop: { kind: 'existing', id: value.slice('loop:'.length) } });
        }}
      />
      {status === 'pending' && (
        <p role="status" className={styles.muted}>
          {t('loop.loading')}
        </p>
      )}
      {status === 'fail' && (
        <div role="alert" className={styles.notice}>
          <p className={styles.muted}>{t('loop.failed')}</p>
          <div className={styles.noticeActions}>
            <Button type="button" size="sm" variant="secondary" onClick={() => reload(source)}>
              {t('loop.retry')}
            </Button>
          </div>
        </div>
      )}
      {draft.loop.kind === 'new' && (
        <Field
          label={t('loop.newTitle')}
          hint={t('loop.newTitleHint')}
          required
          error={errors.loop && t(`errors.${errors.loop}`)}
        >
          <Input
            value={newTitle}
            maxLength={LOOP_TITLE_MAX + 20}
            autoComplete="off"
            onChange={(event) => change({ loop: { kind: 'new', title: event.target.value } })}
          />
        </Field>
      )}
    </div>
  );
}
