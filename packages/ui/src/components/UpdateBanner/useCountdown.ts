import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` to 0 while `running`, then calls `onDone` once. The latest
 * `onDone` is used, so callers may pass an inline function. To restart it, remount (a new `key`).
 */
export function useCountdown(seconds: number, onDone: () => void, running = true): number {
  const [left, setLeft] = useState(seconds);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!running) return;
    // One deadline instead of counting ticks, so a throttled background tab does not stretch it.
    const deadline = Date.now() + seconds * 1000;
    let done = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !done) {
        done = true;
        clearInterval(timer);
        onDoneRef.current();
      }
    };
    const timer = setInterval(tick, 250);
    return () => {
      clearInterval(timer);
    };
  }, [seconds, running]);

  return left;
}
