import type { ReactNode } from 'react';
import * as styles from './LocalEncryptionDocsPage.css.ts';

/** Section anchors are stable so the app (e.g. the encryption password dialog) can link to one. */
export function DocSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={className ? `${styles.section} ${className}` : styles.section}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
