import { useUnit } from 'effector-react';
import { useId, useMemo } from 'react';
import { JournalTiming } from '@emotion-guru/platform-sdk';
import { unpleasantFocus } from '@/entities/emotion';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import type { Report } from '../model/report.ts';
import * as styles from './ReportPage.css.ts';

const TIMING_KEYS = {
  [JournalTiming.Before]: 'before',
  [JournalTiming.During]: 'during',
  [JournalTiming.After]: 'after',
} as const;

/** The period in plain words: where most feelings fell, the word used most, and the unpleasant word used most with when it came. */
export function ReportSummary({ report }: { report: Report }) {
  const { t } = useTranslation('insights');
  const language = useUnit($language);
  const titleId = useId();
  const top = report.words[0];
  const { current } = report;
  const focus = useMemo(() => unpleasantFocus(current, language), [current, language]);
  if (!report.main || !top) return null;
  const percent = new Intl.NumberFormat(language, { style: 'percent' }).format(report.main.share);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.summary.title')}
      </h2>
      <p className={styles.text}>
        {t('report.summary.text', {
          area: t(`report.areas.${report.main.quadrant}`),
          percent,
          count: report.count,
          word: top.emotion.name,
          times: t('report.words.count', { count: top.count }),
        })}
      </p>
      {focus && (
        <p className={styles.text}>
          {t(
            `report.summary.focus.${focus.timing === null ? 'plain' : 'timing'}${focus.tag === null ? '' : 'Tag'}`,
            {
              word: focus.emotion.name,
              times: t('report.words.count', { count: focus.count }),
              ...(focus.timing === null
                ? {}
                : { timing: t(`report.summary.focus.${TIMING_KEYS[focus.timing]}`) }),
              ...(focus.tag === null ? {} : { tag: focus.tag }),
            },
          )}
        </p>
      )}
    </section>
  );
}
