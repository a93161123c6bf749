import { Skeleton } from '@emotion-guru/ui';
import * as styles from './ReportPage.css.ts';

/** A part of the report still loading: what it is waiting for, in words, over a placeholder of its size. */
export function SectionLoading({ label, height }: { label: string; height: string }) {
  return (
    <div className={styles.state} role="status">
      <span className={styles.muted}>{label}</span>
      <Skeleton width="100%" height={height} />
    </div>
  );
}
