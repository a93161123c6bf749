import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $email,
  $problem,
  $status,
  $unsubscribed,
  emailChanged,
  logUnsubscribeFailureFx,
  pageOpened,
  submitted,
  unsubscribeFx,
  validateUnsubscribeEmail,
} from './unsubscribe.ts';

function setup(send: (email: string) => Promise<void>) {
  const sent = vi.fn(send);
  const scope = fork({
    handlers: [
      [unsubscribeFx, sent],
      [logUnsubscribeFailureFx, () => undefined],
    ],
  });
  return { scope, sent };
}

describe('validateUnsubscribeEmail', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ada@', 'invalidEmail'],
    [`${'a'.repeat(320)}@example.com`, 'tooLong'],
    [' ada@example.com ', null],
  ])('%j → %s', (email, problem) => {
    expect(validateUnsubscribeEmail(email)).toBe(problem);
  });
});

describe('unsubscribe model', () => {
  it('takes the address from the link without sending anything until asked', async () => {
    const { scope, sent } = setup(() => Promise.resolve());
    await allSettled(pageOpened, { scope, params: 'ada@example.com' });
    expect(scope.getState($email)).toBe('ada@example.com');
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses an invalid address with an error after the attempt, and sends nothing', async () => {
    const { scope, sent } = setup(() => Promise.resolve());
    await allSettled(pageOpened, { scope, params: undefined });
    await allSettled(emailChanged, { scope, params: 'not-an-address' });
    expect(scope.getState($problem)).toBeNull();
    await allSettled(submitted, { scope });
    expect(scope.getState($problem)).toBe('invalidEmail');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and confirms it', async () => {
    const { scope, sent } = setup(() => Promise.resolve());
    await allSettled(emailChanged, { scope, params: ' ada@example.com ' });
    await allSettled(submitted, { scope });
    expect(sent).toHaveBeenCalledWith('ada@example.com');
    expect(scope.getState($status)).toBe('done');
    expect(scope.getState($unsubscribed)).toBe('ada@example.com');
  });

  it('keeps the address after a failed send, and succeeds on the next try', async () => {
    const { scope, sent } = setup(() => Promise.reject(new Error('503')));
    await allSettled(emailChanged, { scope, params: 'ada@example.com' });
    await allSettled(submitted, { scope });
    expect(scope.getState($status)).toBe('fail');
    expect(scope.getState($email)).toBe('ada@example.com');
    sent.mockImplementation(() => Promise.resolve());
    await allSettled(submitted, { scope });
    expect(scope.getState($status)).toBe('done');
  });
});
