import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { button, type ButtonVariants } from '../Button/Button.css.ts';
import { cx } from '../private/cx.ts';
import { iconButton } from './IconButton.css.ts';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** The accessible name: an icon alone says nothing to a screen reader, so it is required. */
  label: string;
  /** The icon, usually an inline SVG; it is hidden from assistive technology. */
  icon: ReactNode;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
}

/** A square button showing only an icon. Forwards its ref, so it can be a Radix trigger (`asChild`). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cx(button({ variant, size }), iconButton({ size }), className)}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
});
