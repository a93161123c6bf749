import { Avatar as RadixAvatar } from 'radix-ui';
import { useMemo } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Avatar.css.ts';
import { avatarSeed, type AvatarSeed } from './avatarSeed.ts';

export interface AvatarProps {
  /** Picture URL; while it loads, or if it fails, the generated default shows. */
  src?: string | null;
  /** Seeds the generated default: the same email always gives the same initials and colour. */
  email?: string | null;
  /** Used for the initials and, by default, the accessible name. */
  name?: string | null;
  /**
   * Accessible name; defaults to the name or email. Pass `""` when the name is printed next to the
   * avatar, so that screen readers do not hear it twice.
   */
  alt?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** What the generated default shows: initials on a colour, or a symmetric identicon. */
  fallback?: 'initials' | 'identicon';
  className?: string;
}

function Identicon({ seed }: { seed: AvatarSeed }) {
  return (
    <svg
      viewBox="0 0 5 5"
      width="60%"
      height="60%"
      aria-hidden="true"
      focusable="false"
      shapeRendering="crispEdges"
    >
      {seed.cells.map((filled, index) =>
        filled ? (
          <rect key={index} x={index % 5} y={Math.floor(index / 5)} width={1} height={1} fill="#ffffff" />
        ) : null,
      )}
    </svg>
  );
}

/** A person's picture, or a deterministic generated default seeded by their email. */
export function Avatar({ src, email, name, alt, size, fallback = 'initials', className }: AvatarProps) {
  const seed = useMemo(() => avatarSeed(email ?? undefined, name ?? undefined), [email, name]);
  const label = alt ?? name ?? email ?? 'Avatar';
  const decorative = label === '';
  return (
    <RadixAvatar.Root
      className={cx(styles.root({ size }), className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {src && <RadixAvatar.Image className={styles.image} src={src} alt="" />}
      <RadixAvatar.Fallback className={styles.fallback} style={{ background: seed.background }}>
        {fallback === 'identicon' ? (
          <Identicon seed={seed} />
        ) : (
          <span aria-hidden="true">{seed.initials}</span>
        )}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
