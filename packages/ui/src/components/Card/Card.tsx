import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { card, type CardVariants } from './Card.css.ts';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  variant?: CardVariants['variant'];
  padding?: CardVariants['padding'];
  /** `section` or `article` when the card is a self-contained unit (name it with aria-labelledby). */
  as?: 'div' | 'section' | 'article' | 'li';
}

/** A surface that groups related content. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { variant, padding, as = 'div', className, ...rest },
  ref,
) {
  // The element differs, the DOM API used through the ref (HTMLElement's) does not.
  const Tag = as as 'div';
  return <Tag ref={ref} className={cx(card({ variant, padding }), className)} {...rest} />;
});
