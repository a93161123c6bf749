/** Joins class names, skipping empty ones, so components can merge their class with a caller's. */
export function cx(...classNames: (string | false | null | undefined)[]): string {
  return classNames.filter(Boolean).join(' ');
}
