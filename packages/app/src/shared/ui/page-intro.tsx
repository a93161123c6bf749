import type { ReactNode } from 'react';
import * as pageStyles from './page.css.ts';

export interface PageIntroProps {
  /** The small line above the title (what kind of page this is). */
  eyebrow?: ReactNode;
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** Shown between the title and the lead, as given (e.g. when a document was last updated). */
  byline?: ReactNode;
  lead: ReactNode;
  /** Added to the lead's own class. */
  leadClassName?: string;
}

/** The header a public content page opens with: eyebrow, title and lead. */
export function PageIntro({ eyebrow, title, byline, lead, leadClassName }: PageIntroProps) {
  return (
    <header className={pageStyles.header}>
      {eyebrow === undefined ? null : <p className={pageStyles.eyebrow}>{eyebrow}</p>}
      <h1 className={pageStyles.title}>{title}</h1>
      {byline}
      <p className={leadClassName === undefined ? pageStyles.lead : `${pageStyles.lead} ${leadClassName}`}>
        {lead}
      </p>
    </header>
  );
}
