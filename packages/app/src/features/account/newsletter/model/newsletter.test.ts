import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $session, logoutFx } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import {
  $newsletter,
  $newsletterFailed,
  newsletterOpened,
  newsletterToggled,
  readNewsletterFx,
  setNewsletterFx,
} from './newsletter.ts';

const { signInAs } = emulatorForModelTests();

function setup(handlers: [typeof readNewsletterFx | typeof setNewsletterFx, () => Promise<never>][] = []) {
  const notify = vi.fn();
  const scope = fork({
    values: [[$session, signInAs('pro@example.com')]],
    handlers: [
      ...handlers,
      [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
    ],
  });
  return { scope, notify };
}

describe('newsletter setting', () => {
  it('reads the account’s place on the list, subscribes and unsubscribes it, and says so', async () => {
    const { scope, notify } = setup();
    await allSettled(newsletterOpened, { scope });
    expect(scope.getState($newsletter)).toEqual({ subscribed: false, since: null });

    await allSettled(newsletterToggled, { scope, params: true });
    expect(scope.getState($newsletter)?.subscribed).toBe(true);
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'success', title: 'settings.newsletter.subscribed' }),
    );
    // The platform kept it: read again, still subscribed.
    await expect(getPlatform().auth.newsletter()).resolves.toMatchObject({ subscribed: true });

    // Asking for what it already is sends nothing.
    notify.mockClear();
    await allSettled(newsletterToggled, { scope, params: true });
    expect(notify).not.toHaveBeenCalled();

    await allSettled(newsletterToggled, { scope, params: false });
    expect(scope.getState($newsletter)?.subscribed).toBe(false);
    expect(scope.getState($newsletter)?.since).toEqual(expect.any(String));
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'settings.newsletter.unsubscribed' }),
    );

    await allSettled(logoutFx, { scope, params: undefined });
    expect(scope.getState($newsletter)).toBeNull();
  });

  it('says when the setting cannot be read, and when a change failed it keeps the last known one', async () => {
    const offline = () => Promise.reject(new Error('offline'));
    const unread = setup([[readNewsletterFx, offline]]);
    await allSettled(newsletterOpened, { scope: unread.scope });
    expect(unread.scope.getState($newsletterFailed)).toBe(true);
    expect(unread.scope.getState($newsletter)).toBeNull();

    const { scope, notify } = setup([[setNewsletterFx, offline]]);
    await allSettled(newsletterOpened, { scope });
    await allSettled(newsletterToggled, { scope, params: true });
    expect(scope.getState($newsletter)).toEqual({ subscribed: false, since: null });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'settings.newsletter.changeFailed' }),
    );
  });
});
