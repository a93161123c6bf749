import type { SyntheticEvent } from 'react';

/** Calls the element's own handler, then ours unless the element's prevented the default. */
export function composeHandlers<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** Calls the element's own handler, then ours in any case (ours only keeps track). */
export function chainHandlers<E>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    ours(event);
  };
}
