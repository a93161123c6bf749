import type { ReactNode } from 'react';
import * as styles from './ReflectionDetailPage.css.ts';

/** One part of a reflection's page, named by its heading. */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
