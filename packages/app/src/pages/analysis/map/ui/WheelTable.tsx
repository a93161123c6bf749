import { useTranslation } from 'react-i18next';
import { WHEEL_RINGS, type WheelPetal } from '@/entities/emotion';
import * as styles from './MapPage.css.ts';
import { useFamilyNames } from '@/entities/emotion';

/** Plutchik's wheel as a table: a row per family in the wheel's order, its count per ring and in all. */
export function WheelTable({ petals, unplaced }: { petals: readonly WheelPetal[]; unplaced: number }) {
  const { t } = useTranslation('insights');
  const familyName = useFamilyNames();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('map.wheel.title')}</caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              {t('map.wheel.table.family')}
            </th>
            {WHEEL_RINGS.map((ring) => (
              <th key={ring} className={styles.numberCell} scope="col">
                {t(`map.wheel.table.${ring}`)}
              </th>
            ))}
            <th className={styles.numberCell} scope="col">
              {t('map.wheel.table.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {petals.map((petal) => (
            <tr key={petal.family}>
              <th className={styles.cell} scope="row">
                <span className={styles.familySwatch[petal.family]} aria-hidden="true" />
                {familyName(petal.family)}
              </th>
              {WHEEL_RINGS.map((ring) => (
                <td key={ring} className={styles.numberCell}>
                  {petal.rings[ring]}
                </td>
              ))}
              <td className={styles.numberCell}>{petal.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>
        {t('map.wheel.note')}
        {unplaced > 0 && ` ${t('map.wheel.unplaced', { count: unplaced })}`}
      </p>
    </div>
  );
}
