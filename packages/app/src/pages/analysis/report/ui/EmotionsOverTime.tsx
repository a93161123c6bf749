import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUADRANTS } from '@/entities/emotion';
import { $language } from '@/shared/i18n';
import type { Report } from '../model/report.ts';
import { localDay } from './mood.ts';
import * as styles from './ReportPage.css.ts';

const WIDTH = 320;
const HEIGHT = 150;
const LEFT = 22;
const BOTTOM = 16;
const TOP = 6;

/**
 * Emotions over time: a bar per week, stacked by the mood map's areas (SVG drawn here: four rectangles a
 * week cost less than a chart library). The picture is summed up in its label; the same numbers are a
 * table one click away, and the areas are named in the legend, not told by colour alone.
 */
export function EmotionsOverTime({ weeks }: { weeks: Report['weeks'] }) {
  const { t } = useTranslation('insights');
  const language = useUnit($language);
  const titleId = useId();
  const summaryId = useId();
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const most = weeks.reduce((best, week) => (week.total > (best?.total ?? -1) ? week : best), weeks[0]);
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const top = Math.max(1, most?.total ?? 0);
  const slot = (WIDTH - LEFT) / Math.max(1, weeks.length);
  const barWidth = Math.max(1, slot * 0.7);
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const labelEvery = Math.max(1, Math.ceil(weeks.length / 6));
  const y = (count: number) => TOP + plotHeight - (count / top) * plotHeight;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.weeks.title')}
      </h2>
      <p className={styles.muted}>{t('report.weeks.description')}</p>
      <svg
        className={styles.weeksChart}
        viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        data-weeks={weeks.length}
      >
        {[0, Math.round(top / 2), top].map((tick) => (
          <g key={tick}>
            <line className={styles.gridLine} x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} />
            <text className={styles.axisText} x={LEFT - 3} y={y(tick) + 2.5} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          let below = 0;
          return (
            <g key={week.start} data-week={week.start}>
              {QUADRANTS.map((quadrant) => {
                const count = week.counts[quadrant];
                if (count === 0) return null;
                const rect = (
                  <rect
                    key={quadrant}
                    className={styles.weekBar[quadrant]}
                    x={x}
                    width={barWidth}
                    y={y(below + count)}
                    height={y(below) - y(below + count)}
                  />
                );
                below += count;
                return rect;
              })}
              {index % labelEvery === 0 && (
                <text className={styles.axisText} x={x + barWidth / 2} y={HEIGHT - 4} textAnchor="middle">
                  {format.format(localDay(week.start))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p id={summaryId} className={styles.muted}>
        {t('report.weeks.summary', {
          count: weeks.length,
          total,
          date: most ? format.format(localDay(most.start)) : '',
          most: most?.total ?? 0,
        })}
      </p>
      <ul className={styles.legend} aria-label={t('report.weeks.legend')}>
        {QUADRANTS.map((quadrant) => (
          <li key={quadrant} className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles.areaSwatch[quadrant]}`} aria-hidden="true" />
            {t(`report.areas.${quadrant}`)}
          </li>
        ))}
      </ul>
      <details className={styles.tableDetails}>
        <summary>{t('report.weeks.showTable')}</summary>
        <div className={styles.pixelsWrap}>
          <table className={styles.weeksTable}>
            <caption className={styles.visuallyHidden}>{t('report.weeks.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.weeks.week')}</th>
                {QUADRANTS.map((quadrant) => (
                  <th key={quadrant} scope="col">
                    {t(`report.areas.${quadrant}`)}
                  </th>
                ))}
                <th scope="col">{t('report.weeks.total')}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.start}>
                  <th scope="row">{format.format(localDay(week.start))}</th>
                  {QUADRANTS.map((quadrant) => (
                    <td key={quadrant}>{week.counts[quadrant]}</td>
                  ))}
                  <td>{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
