import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { useCountdown } from '../UpdateBanner/useCountdown.ts';
import * as styles from './PageLoadError.css.ts';

/** Spec section 9: the error page counts down 10 s before refreshing. */
export const PAGE_ERROR_COUNTDOWN_SECONDS = 10;

export interface PageLoadErrorProps {
  /** Reloads the page; called at 0 or on the button. */
  onRefresh: () => void;
  seconds?: number;
  title?: string;
  description?: string;
  refreshText?: string;
  countdownText?: (secondsLeft: number) => string;
}

/** The screen shown when a page fails to load: it refreshes itself after a countdown. */
export function PageLoadError({
  onRefresh,
  seconds = PAGE_ERROR_COUNTDOWN_SECONDS,
  title = 'This page could not be loaded',
  description = 'Something went wrong while loading the page. It usually helps to try again.',
  refreshText = 'Refresh',
  countdownText = (left) => `Refreshing automatically in ${String(left)} s`,
}: PageLoadErrorProps) {
  const left = useCountdown(seconds, onRefresh);
  const titleId = useId();
  // Not a live region: the ticking number would be read out every second.
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      <Button onClick={onRefresh}>{refreshText}</Button>
      <p className={styles.countdown}>{countdownText(left)}</p>
    </section>
  );
}
