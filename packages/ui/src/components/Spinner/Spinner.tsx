import { VisuallyHidden } from 'radix-ui';
import { cx } from '../private/cx.ts';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; the spinner itself is only drawn. */
  label?: string;
  className?: string;
}

/** An indeterminate progress indicator with a polite status announcement. */
export function Spinner({ size, label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={className}>
      <span className={styles.spinner({ size })} aria-hidden="true" />
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}

export interface PageSpinnerProps {
  /** The visible loading text under the spinner. */
  label?: string;
  /** Fill the whole viewport instead of half of it (first load, route changes). */
  fullScreen?: boolean;
  className?: string;
}

/** A spinner centred in the page with visible loading text, for pages and lazy routes. */
export function PageSpinner({ label = 'Loading…', fullScreen = false, className }: PageSpinnerProps) {
  return (
    <div role="status" className={cx(styles.pageSpinner, fullScreen && styles.fullScreen, className)}>
      <span className={styles.spinner({ size: 'lg' })} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
