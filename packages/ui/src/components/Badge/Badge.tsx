import type { HTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { badge, type BadgeVariants } from './Badge.css.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeVariants['tone'];
}

/** A short status or count label. Colour is never the only signal: the text says it. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...rest} />;
}

/** "9+" above `max`: keeps count badges narrow (spec: notification badge). */
export function formatBadgeCount(count: number, max = 9): string {
  return count > max ? `${max}+` : String(count);
}
