import type { ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative illustration or icon. */
  icon?: ReactNode;
  /** What to do next: usually one primary Button. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Shown where a list or view has nothing yet: says why and offers the next step. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.actions}>{action}</div>}
    </div>
  );
}
