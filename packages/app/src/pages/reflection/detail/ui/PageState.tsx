import type { ReactNode } from 'react';
import * as styles from './ReflectionDetailPage.css.ts';

/** The page in place of a reflection (not found, failed): its own level-one heading, what happened, a way on. */
export function PageState({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <section className={styles.state} aria-labelledby="reflection-state-title">
      <h1 id="reflection-state-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.muted}>{description}</p>
      <div className={styles.actions}>{action}</div>
    </section>
  );
}
