import { useId } from 'react';
import { button } from '../Button/Button.css.ts';
import { defaultRenderLink, type LinkRenderer } from './link.tsx';
import * as styles from './NotFound.css.ts';

export interface NotFoundProps {
  title?: string;
  description?: string;
  homeText?: string;
  homeHref?: string;
  /** Shows a second button to the dashboard when given (signed-in users). */
  dashboardHref?: string;
  dashboardText?: string;
  /** Renders the links, e.g. with the app's router Link. */
  renderLink?: LinkRenderer;
}

/** The "page not found" block: links home and, for signed-in users, to the dashboard. */
export function NotFound({
  title = 'Page not found',
  description = 'The page you are looking for does not exist or has moved.',
  homeText = 'Go home',
  homeHref = '/',
  dashboardHref,
  dashboardText = 'Go to dashboard',
  renderLink = defaultRenderLink,
}: NotFoundProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.actions}>
        {renderLink({
          href: homeHref,
          className: `${button({ variant: dashboardHref ? 'secondary' : 'primary' })} ${styles.link}`,
          children: homeText,
        })}
        {dashboardHref &&
          renderLink({
            href: dashboardHref,
            className: `${button({ variant: 'primary' })} ${styles.link}`,
            children: dashboardText,
          })}
      </div>
    </section>
  );
}
