import { useTranslation } from 'react-i18next';
import type { GeneratedCounts } from '../lib/generate.ts';
import * as styles from './DummyDataPage.css.ts';

const KINDS = [
  'checkIns',
  'reflections',
  'loops',
  'journal',
] as const satisfies readonly (keyof GeneratedCounts)[];

/** Check-ins, reflections, loops and journal entries, each with its number. */
export function GeneratedCountsList({ counts, label }: { counts: GeneratedCounts; label?: string }) {
  const { t, i18n } = useTranslation('app_content');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ul className={styles.counts} aria-label={label}>
      {KINDS.map((kind) => (
        <li key={kind}>
          {t('admin.dummyData.count', {
            kind: t(`admin.dummyData.kinds.${kind}`),
            number: number.format(counts[kind]),
          })}
        </li>
      ))}
    </ul>
  );
}
