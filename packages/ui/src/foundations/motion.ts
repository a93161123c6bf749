import { durations, easings } from '../tokens/tokens.ts';

/** Media query every animation and transition answers to: people who ask for less motion get none. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export const motion = { durations, easings, reducedMotionQuery } as const;
