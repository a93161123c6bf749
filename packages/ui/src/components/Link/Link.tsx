import { Slot, VisuallyHidden } from 'radix-ui';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { link } from './Link.css.ts';

type LinkTone = 'primary' | 'neutral' | 'muted';
type LinkUnderline = 'always' | 'hover';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  tone?: LinkTone;
  /** `hover` for links in navigation, where position already says they are links. */
  underline?: LinkUnderline;
  /**
   * Style the single child instead of rendering an <a>, e.g. a router's link:
   * `<Link asChild><RouterLink to="/journal">Journal</RouterLink></Link>`.
   */
  asChild?: boolean;
  /** Opens in a new tab, safely (`rel="noopener noreferrer"`), and says so to screen readers. */
  external?: boolean;
  /** Read after an external link's text. */
  externalLabel?: string;
}

/** The class names of the link style, for link components the design system does not render. */
export function linkClass(options: { tone?: LinkTone; underline?: LinkUnderline } = {}): string {
  return link(options);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    tone,
    underline,
    asChild = false,
    external = false,
    externalLabel = '(opens in a new tab)',
    className,
    children,
    ...rest
  },
  ref,
) {
  const classes = cx(link({ tone, underline }), className);
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <a
      ref={ref}
      className={classes}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
      {external && <VisuallyHidden.Root> {externalLabel}</VisuallyHidden.Root>}
    </a>
  );
});
