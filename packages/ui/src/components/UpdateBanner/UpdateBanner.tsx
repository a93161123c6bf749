import { Button } from '../Button/index.ts';
import * as styles from './UpdateBanner.css.ts';
import { useCountdown } from './useCountdown.ts';

/** Spec section 9: the update banner counts down 30 s before reloading. */
export const UPDATE_COUNTDOWN_SECONDS = 30;

export interface UpdateBannerProps {
  /** Reloads the page into the new version; called at 0 or on "Reload now". */
  onReload: () => void;
  seconds?: number;
  message?: string;
  reloadNowText?: string;
  /** The countdown line, e.g. `(s) => \`Reloading in ${s} s\``. */
  countdownText?: (secondsLeft: number) => string;
  /** Accessible name of the banner region. */
  label?: string;
  /**
   * When set, the automatic reload is held (e.g. while the user has unsaved input) and this line replaces
   * the countdown; "Reload now" still reloads. Cleared, the countdown starts again from `seconds`.
   */
  heldText?: string | undefined;
}

/**
 * Announces a new version of the app and reloads into it after a countdown (unless held). The message is announced
 * once (role status); the ticking number is not live, so a screen reader is not interrupted every second.
 */
export function UpdateBanner({
  onReload,
  seconds = UPDATE_COUNTDOWN_SECONDS,
  message = 'A new version of the app is available.',
  reloadNowText = 'Reload now',
  countdownText = (left) => `Reloading in ${String(left)} s`,
  label = 'App update',
  heldText,
}: UpdateBannerProps) {
  const held = heldText !== undefined;
  const left = useCountdown(seconds, onReload, !held);
  return (
    <section className={styles.banner} aria-label={label}>
      <p role="status" className={styles.message}>
        {message}
      </p>
      <span className={styles.countdown}>{held ? heldText : countdownText(left)}</span>
      <Button size="sm" className={styles.reload} onClick={onReload}>
        {reloadNowText}
      </Button>
    </section>
  );
}
