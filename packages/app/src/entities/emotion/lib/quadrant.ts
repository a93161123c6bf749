import type { Quadrant } from '../model/types.ts';

/** The quadrants in reading order of the Mood Meter grid: top row (high energy), then bottom row. */
export const QUADRANTS: readonly Quadrant[] = ['red', 'yellow', 'blue', 'green'];

/**
 * The quadrant of a point: energy above 0 is the top row (red, yellow), pleasantness above 0 the right
 * column (yellow, green). A point on an axis goes to the lower or unpleasant side (the catalogue has none).
 */
export function quadrantOf(pleasantness: number, energy: number): Quadrant {
  if (energy > 0) return pleasantness > 0 ? 'yellow' : 'red';
  return pleasantness > 0 ? 'green' : 'blue';
}
