import type { ReactNode } from 'react';
import * as pageStyles from './page.css.ts';

export interface PageSectionProps {
  /** The heading's id, which names the section (`aria-labelledby`). */
  titleId: string;
  title: ReactNode;
  /** The section's class; the page's section rhythm by default. */
  className?: string;
  /** The heading's class; the page's section title by default. */
  titleClassName?: string;
  /** The section's own id, for links to it. */
  id?: string;
  children?: ReactNode;
}

/** A section of a content page, named by its `<h2>`. */
export function PageSection({
  titleId,
  title,
  className = pageStyles.section,
  titleClassName = pageStyles.sectionTitle,
  id,
  children,
}: PageSectionProps) {
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
