import { useUnit } from 'effector-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayMood } from '@/entities/emotion';
import { $language } from '@/shared/i18n';
import { $chosenDay, dayChosen, type Report } from '../model/report.ts';
import { DayDetails } from './DayDetails.tsx';
import { localDay, MOOD_STEPS, moodStep } from './mood.ts';
import * as styles from './ReportPage.css.ts';

/**
 * A year in pixels: a row per month, a square per day coloured by the day's mean pleasantness (and named
 * in words for screen readers). One tab stop: the arrow keys move a day (left, right) or a month (up,
 * down), Enter or a click shows the day's feelings below.
 */
export function YearInPixels({ days, points }: { days: Report['days']; points: Report['points'] }) {
  const { t } = useTranslation('insights');
  const [language, chosen, choose] = useUnit([$language, $chosenDay, dayChosen]);
  const titleId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const longDate = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  const monthName = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' });
  const current = chosen ?? days.at(-1)?.day ?? null;

  const months: { key: string; label: string; cells: (DayMood | null)[] }[] = [];
  for (const day of days) {
    const key = day.day.slice(0, 7);
    let month = months.at(-1);
    if (!month || month.key !== key) {
      month = {
        key,
        label: monthName.format(localDay(day.day)),
        cells: Array<DayMood | null>(31).fill(null),
      };
      months.push(month);
    }
    month.cells[Number(day.day.slice(8)) - 1] = day;
  }

  const focusDay = (day: string) => {
    choose(day);
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!current) return;
    const index = days.findIndex((day) => day.day === current);
    const date = localDay(current);
    const moves: Record<string, () => Date | undefined> = {
      ArrowLeft: () => new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1),
      ArrowRight: () => new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1),
      ArrowUp: () => new Date(date.getFullYear(), date.getMonth() - 1, date.getDate()),
      ArrowDown: () => new Date(date.getFullYear(), date.getMonth() + 1, date.getDate()),
      Home: () => (days[0] ? localDay(days[0].day) : undefined),
      End: () => (days.at(-1) ? localDay(days.at(-1)?.day ?? '') : undefined),
    };
    const move = moves[event.key];
    if (!move || index < 0) return;
    event.preventDefault();
    const target = move();
    if (!target) return;
    const first = days[0]?.day ?? '';
    const last = days.at(-1)?.day ?? '';
    const iso = `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}-${String(target.getDate()).padStart(2, '0')}`;
    focusDay(iso < first ? first : iso > last ? last : iso);
  }

  const label = (day: DayMood) => {
    const date = longDate.format(localDay(day.day));
    return day.average === null
      ? t('report.pixels.dayEmpty', { date })
      : t('report.pixels.day', {
          date,
          mood: t(`report.pixels.moods.${moodStep(day.average)}`),
          count: day.count,
        });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.pixels.title')}
      </h2>
      <p className={styles.muted}>{t('report.pixels.description')}</p>
      <div className={styles.pixelsWrap}>
        <table ref={tableRef} className={styles.pixels}>
          <caption className={styles.visuallyHidden}>{t('report.pixels.label')}</caption>
          <thead>
            <tr>
              <td />
              {Array.from({ length: 31 }, (_, i) => (
                <th key={i} scope="col" className={styles.dayNumber}>
                  {i + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.key}>
                <th scope="row" className={styles.monthLabel}>
                  {month.label}
                </th>
                {month.cells.map((day, i) =>
                  day ? (
                    <td key={i}>
                      <button
                        type="button"
                        data-day={day.day}
                        className={`${styles.pixel} ${day.average === null ? styles.noMood : styles.mood[moodStep(day.average)]}`}
                        aria-label={label(day)}
                        aria-pressed={chosen === day.day}
                        tabIndex={day.day === current ? 0 : -1}
                        onClick={() => choose(chosen === day.day ? null : day.day)}
                        onKeyDown={onKeyDown}
                      />
                    </td>
                  ) : (
                    <td key={i} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.legend} aria-label={t('report.pixels.legend')}>
        {MOOD_STEPS.map((step) => (
          <li key={step} className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles.mood[step]}`} aria-hidden="true" />
            {t(`report.pixels.moods.${step}`)}
          </li>
        ))}
        <li className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.noMood}`} aria-hidden="true" />
          {t('report.pixels.nothing')}
        </li>
      </ul>
      <DayDetails day={chosen} points={points} onClose={() => choose(null)} />
    </section>
  );
}
