import type { ReactNode } from 'react';
import * as styles from './landing.css.ts';

export interface LandingSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  eyebrow: string;
  title: string;
  /** Under the title, in the heading block: a lead, a note, actions. */
  intro?: ReactNode;
  /** The section's own id, for links to it. */
  id?: string;
  /** On the alternate (surface) band. */
  band?: boolean;
  /** The heading block centred. */
  centered?: boolean;
  /** Added to the inner column's class. */
  innerClassName?: string;
  children: ReactNode;
}

/** One section of the landing page: an eyebrow and a title (with an optional intro) over its content. */
export function LandingSection({
  titleId,
  eyebrow,
  title,
  intro,
  id,
  band = false,
  centered = false,
  innerClassName,
  children,
}: LandingSectionProps) {
  return (
    <section
      id={id}
      className={band ? `${styles.section} ${styles.band}` : styles.section}
      aria-labelledby={titleId}
    >
      <div className={innerClassName === undefined ? styles.inner : `${styles.inner} ${innerClassName}`}>
        <div className={centered ? `${styles.heading} ${styles.centered}` : styles.heading}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={titleId} className={styles.h2}>
            {title}
          </h2>
          {intro}
        </div>
        {children}
      </div>
    </section>
  );
}
