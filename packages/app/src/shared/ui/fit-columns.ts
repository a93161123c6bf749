/**
 * A grid's `gridTemplateColumns`: as many columns as fit, each at least `min` wide, or one column of the
 * whole width on a screen narrower than `min`.
 */
export function fitColumns(min: string): string {
  return `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`;
}
