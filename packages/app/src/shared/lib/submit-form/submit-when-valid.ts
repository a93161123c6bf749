import { sample, type EventCallable, type Store, type StoreWritable, type Unit } from 'effector';

export interface SubmitWhenValid<Value, Payload, Params, Error extends string> {
  /** The form's submit. */
  clock: Unit<Payload>;
  /** What the form holds when it is submitted. */
  source: Store<Value>;
  /** The form's rule: a value it refuses is not sent. */
  valid: (value: Value) => boolean;
  /** What a refused value sets `errorTarget` to: one error, or the error that value has. */
  error: NoInfer<Error> | ((value: Value) => Error);
  errorTarget: StoreWritable<Error | null>;
  /** A request already on its way: a submit meanwhile is ignored. */
  pending: Store<boolean>;
  /** The request's parameters, from a valid value and the submit's payload. */
  fn: (value: Value, payload: Payload) => Params;
  /** Where the request starts (a mutation's `start`). */
  target: EventCallable<Params>;
}

/**
 * A form's submit: a value the rule refuses sets the error and sends nothing; a valid one starts the
 * request with its parameters, unless one is already running.
 */
export function submitWhenValid<Value, Payload, Params, Error extends string>({
  clock,
  source,
  valid,
  error,
  errorTarget,
  pending,
  fn,
  target,
}: SubmitWhenValid<Value, Payload, Params, Error>): void {
  sample({
    clock,
    source,
    filter: (value) => !valid(value),
    fn: (value) => (typeof error === 'function' ? error(value) : error),
    target: errorTarget,
  });
  sample({
    clock,
    source: { value: source, busy: pending },
    filter: ({ value, busy }) => valid(value) && !busy,
    fn: ({ value }, payload) => fn(value, payload),
    target,
  });
}
