import { PlatformHttpError } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery, linearDelay, retry, type Query } from '@farfetched/core';
import type { Effect, Event } from 'effector';

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

/**
 * A read with the app's rules (README, "reference slice"): a farfetched query around `effect`, where a
 * newer start aborts an older one and `abortAll` (the session's `logoutFx.finally`) drops whatever is on
 * its way (`TAKE_LATEST`), with `retryTransientFailures`. Resets and starts stay with the slice.
 */
export function createRemoteQuery<Params, Data, Failure = Error>({
  name,
  effect,
  abortAll,
}: {
  /** `'<slice>/<thing>'`: a slash, so the name is not mistaken for a translation key. */
  name: string;
  effect: Effect<Params, Data, Failure>;
  abortAll: Event<unknown>;
}): Query<Params, Data, Failure> {
  const query = createQuery({ name, effect });
  concurrency(query, { strategy: 'TAKE_LATEST', abortAll });
  retryTransientFailures(query);
  return query;
}
