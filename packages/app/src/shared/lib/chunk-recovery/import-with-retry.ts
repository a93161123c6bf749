export interface RetryOptions {
  /** How many times to retry after the first failure (spec: 2). */
  retries?: number;
  /** Delay before a retry, given the attempts left after it; spec: 1 s × (3 − attempts left). */
  delayMs?: (attemptsLeft: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries a dynamic import: a flaky network often loses one chunk request, and a second try is far
 * cheaper for the user than a full reload. The last error is rethrown for the caller to recover from.
 */
export async function importWithRetry<T>(importer: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    retries = 2,
    delayMs = (attemptsLeft) => 1000 * (3 - attemptsLeft),
    sleep = defaultSleep,
  } = options;
  let attemptsLeft = retries;
  for (;;) {
    try {
      return await importer();
    } catch (error) {
      if (attemptsLeft <= 0) throw error;
      attemptsLeft -= 1;
      await sleep(delayMs(attemptsLeft + 1));
    }
  }
}
