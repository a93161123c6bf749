import { PlatformHttpError } from '@emotion-guru/platform-sdk';
import { linearDelay, retry } from '@farfetched/core';

/**
 * A failure worth one more try: the platform was down or busy (5xx, 429) or the network dropped (fetch
 * throws a TypeError). A 4xx or a rule the platform refused is answered the same way the second time.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof PlatformHttpError) return error.status >= 500 || error.status === 429;
  return error instanceof TypeError;
}

/** A query or mutation of `@farfetched/core`. */
type RemoteOperation = Parameters<typeof retry>[0];

/**
 * The app's retry rule for reads: twice more after a transient failure (0.3 s, then 0.6 s), and the
 * operation stays pending meanwhile (no error state, no toast, for a failure the retry hides).
 */
export function retryTransientFailures(operation: RemoteOperation): void {
  retry(operation, {
    times: 2,
    delay: linearDelay(300),
    filter: ({ error }: { error: unknown }) => isTransientFailure(error),
    supressIntermediateErrors: true,
  });
}
