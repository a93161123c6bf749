export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending call, e.g. when a component unmounts. */
  cancel: () => void;
}

/** Calls `fn` once calls have stopped for `waitMs`, with the last arguments. */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
