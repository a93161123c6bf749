import { keyframes } from '@vanilla-extract/css';

/**
 * Keyframes for layers that Radix mounts and unmounts through `data-state`. Every style that uses one
 * also turns it off under `reducedMotionQuery` (Radix then unmounts at once instead of waiting).
 */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
export const popOut = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});
/** A sheet's way in from an edge and back out: `offset` is where it stands while hidden. */
function slideFrom(offset: string) {
  return [
    keyframes({ from: { transform: offset }, to: { transform: 'none' } }),
    keyframes({ from: { transform: 'none' }, to: { transform: offset } }),
  ] as const;
}

export const [slideInFromLeft, slideOutToLeft] = slideFrom('translateX(-100%)');
export const [slideInFromRight, slideOutToRight] = slideFrom('translateX(100%)');
export const [slideInFromBottom, slideOutToBottom] = slideFrom('translateY(100%)');
export const [slideInFromTop, slideOutToTop] = slideFrom('translateY(-100%)');
export const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
