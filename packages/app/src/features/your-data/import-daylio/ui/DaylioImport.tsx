import { Button } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { FileField } from '@/shared/files';
import {
  $blocked,
  $daysBeyondPlan,
  $failed,
  $fileName,
  $importing,
  $moodMapping,
  $ownMoods,
  $preview,
  $problem,
  $reading,
  $result,
  fileChosen,
  importConfirmed,
  ownMoodMapped,
  startedOver,
} from '../model/import.ts';
import * as styles from './DaylioImport.css.ts';
import { DaylioPreview } from './DaylioPreview.tsx';
import { useProblemText } from './use-problem-text.ts';

/**
 * Settings → Your data: a Daylio CSV export becomes check-ins (one a day, the mood as a word and level)
 * and journal entries (the days with a note or activities, activities as tags). The file is read and
 * checked on the device, shown as a preview, and written only when the user says so, all or nothing.
 */
export function DaylioImport() {
  const { t } = useTranslation('app_content');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [language, fileName, reading, problem, preview, importing, blocked, failed, result, beyondPlan] =
    useUnit([
      $language,
      $fileName,
      $reading,
      $problem,
      $preview,
      $importing,
      $blocked,
      $failed,
      $result,
      $daysBeyondPlan,
    ]);
  const [choose, confirm, startOver] = useUnit([fileChosen, importConfirmed, startedOver]);
  const [ownMoods, mapping, map] = useUnit([$ownMoods, $moodMapping, ownMoodMapped]);
  const problemText = useProblemText();

  useEffect(() => {
    if (result) doneRef.current?.focus();
  }, [result]);

  if (result) {
    return (
      <div className={styles.root}>
        <h3 className={styles.text}>{t('yourData.daylio.title')}</h3>
        <p ref={doneRef} tabIndex={-1} role="status" className={styles.text}>
          {t('yourData.daylio.done', { checkIns: result.checkIns, entries: result.entries })}
        </p>
        <div className={styles.actions}>
          <Link to={localizePath('/app/journal', language)}>{t('yourData.daylio.openJournal')}</Link>
          <Link to={localizePath('/app/report', language)}>{t('yourData.daylio.openReport')}</Link>
          <Button type="button" variant="secondary" onClick={startOver}>
            {t('yourData.daylio.again')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <h3 className={styles.text}>{t('yourData.daylio.title')}</h3>
      <p className={styles.muted}>{t('yourData.daylio.intro')}</p>
      {preview ? (
        <DaylioPreview
          fileName={fileName ?? ''}
          preview={preview}
          ownMoods={ownMoods}
          mapping={mapping}
          onMap={(label, mood) => map({ label, mood })}
          daysBeyondPlan={beyondPlan}
          importing={importing}
          blocked={blocked}
          failed={failed}
          onImport={confirm}
          onCancel={startOver}
        />
      ) : (
        <FileField
          label={t('yourData.daylio.choose')}
          accept=".csv,text/csv"
          disabled={reading}
          problem={problem ? problemText(problem) : null}
          onFile={choose}
        />
      )}
      <p role="status" className={styles.muted}>
        {reading && fileName ? t('yourData.daylio.reading', { name: fileName }) : null}
      </p>
    </div>
  );
}
