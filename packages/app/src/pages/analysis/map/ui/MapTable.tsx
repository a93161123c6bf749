import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUADRANTS, type MapPoint } from '@/entities/emotion';
import { timingKey } from '@/entities/reflection';
import { $language } from '@/shared/i18n';
import * as styles from './MapPage.css.ts';
import { formatPointDate } from './format.ts';

type Column = 'date' | 'word' | 'quadrant';
interface Sort {
  column: Column;
  direction: 'ascending' | 'descending';
}

/** "Show as table": the map's points as rows, newest first, sortable by date, word or area of the map. */
export function MapTable({ points }: { points: readonly MapPoint[] }) {
  const { t, i18n } = useTranslation(['insights', 'reflection', 'app_terms']);
  const language = useUnit($language);
  const [sort, setSort] = useState<Sort>({ column: 'date', direction: 'descending' });
  const collator = new Intl.Collator(i18n.language);
  const compare: Record<Column, (a: MapPoint, b: MapPoint) => number> = {
    date: (a, b) => a.date.localeCompare(b.date),
    word: (a, b) => collator.compare(a.emotion.name, b.emotion.name) || a.date.localeCompare(b.date),
    quadrant: (a, b) =>
      QUADRANTS.indexOf(a.emotion.quadrant) - QUADRANTS.indexOf(b.emotion.quadrant) ||
      a.date.localeCompare(b.date),
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const rows = [...points].sort((a, b) => sign * compare[sort.column](a, b));

  const header = (column: Column, label: string) => (
    <th className={styles.cell} scope="col" aria-sort={sort.column === column ? sort.direction : 'none'}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() =>
          setSort((current) => ({
            column,
            direction:
              current.column === column && current.direction === 'descending' ? 'ascending' : 'descending',
          }))
        }
      >
        {label}
        <span aria-hidden="true">
          {sort.column === column ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
        </span>
      </button>
    </th>
  );

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('map.table.caption')}</caption>
        <thead>
          <tr>
            {header('date', t('map.table.date'))}
            {header('word', t('map.table.word'))}
            {header('quadrant', t('map.table.quadrant'))}
            <th className={styles.cell} scope="col">
              {t('map.table.timing')}
            </th>
            <th className={styles.cell} scope="col">
              {t('map.table.source')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((point) => {
            const timing = timingKey(point.timing);
            return (
              <tr key={point.key}>
                <td className={styles.cell}>{formatPointDate(point.date, language)}</td>
                <th className={styles.cell} scope="row">
                  {point.emotion.name}
                </th>
                <td className={styles.cell}>
                  <span className={styles.swatch[point.emotion.quadrant]} aria-hidden="true" />
                  {t(`emotionPicker.quadrants.${point.emotion.quadrant}.hint`, { ns: 'app_terms' })}
                </td>
                <td className={styles.cell}>
                  {timing ? t(timing, { ns: 'reflection' }) : t('map.table.noTiming')}
                </td>
                <td className={styles.cell}>
                  {t(point.source === 'reflection' ? 'map.point.reflection' : 'map.point.checkIn')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
