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
export const slideInFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});
export const slideOutToLeft = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateX(-100%)' },
});
export const slideInFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
export const slideOutToRight = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateX(100%)' },
});
export const slideInFromBottom = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'none' },
});
export const slideOutToBottom = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateY(100%)' },
});
export const slideInFromTop = keyframes({
  from: { transform: 'translateY(-100%)' },
  to: { transform: 'none' },
});
export const slideOutToTop = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateY(-100%)' },
});
export const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
