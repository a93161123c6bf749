import type { CSSProperties } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Skeleton.css.ts';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** `full` for round placeholders (avatars). */
  radius?: 'sm' | 'md' | 'full';
  className?: string;
}

const radiusValue = { sm: '4px', md: '8px', full: '9999px' } as const;

/**
 * A placeholder shape shown while content loads. Hidden from assistive technology: announce loading
 * once on the container instead (e.g. aria-busy, or a Spinner's status).
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, className)}
      style={{ width, height, borderRadius: radiusValue[radius] }}
    />
  );
}

/** Several text-line placeholders; the last one is shorter, like a paragraph's last line. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx(styles.lines, className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
