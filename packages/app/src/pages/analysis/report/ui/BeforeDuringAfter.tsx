import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STEADY_SHIFT } from '@/entities/emotion';
import { timingKey } from '@/entities/reflection';
import type { Report } from '../model/report.ts';
import { moodStep } from './mood.ts';
import * as styles from './ReportPage.css.ts';

/**
 * Before, during, after: for the loops reflected on at more than one moment, the feelings at each timing
 * (their mean pleasantness in words and on a scale, the word named most), and the shift from the first
 * timing to the last in one sentence.
 */
export function BeforeDuringAfter({ shift }: { shift: Report['shift'] }) {
  const { t } = useTranslation(['insights', 'reflection']);
  const titleId = useId();
  const first = shift.timings[0];
  const last = shift.timings.at(-1);
  const timingName = (timing: number) => {
    const key = timingKey(timing);
    return key === null ? '' : t(key, { ns: 'reflection' });
  };
  let change: 'more' | 'less' | 'same' = 'same';
  if (first && last && last.average - first.average > STEADY_SHIFT) change = 'more';
  if (first && last && first.average - last.average > STEADY_SHIFT) change = 'less';
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.shift.title')}
      </h2>
      {shift.loops === 0 || !first || !last ? (
        <p className={styles.muted}>{t('report.shift.none')}</p>
      ) : (
        <>
          <p className={styles.text}>
            {t('report.shift.intro', { count: shift.loops })}{' '}
            {t(`report.shift.change.${change}`, {
              first: timingName(first.timing),
              last: timingName(last.timing),
            })}
          </p>
          <ol className={styles.shiftList}>
            {shift.timings.map(({ timing, count, average, top }) => (
              <li key={timing} className={styles.shiftRow} data-timing={timing}>
                <strong>{timingName(timing)}</strong>
                <span className={styles.scale} aria-hidden="true">
                  <span
                    className={`${styles.scaleMark} ${styles.mood[moodStep(average)]}`}
                    style={{ insetInlineStart: `${String(((average + 1) / 2) * 100)}%` }}
                  />
                </span>
                <span>
                  {t('report.shift.timing', {
                    mood: t(`report.pixels.moods.${moodStep(average)}`),
                    word: top.name,
                    count,
                  })}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
