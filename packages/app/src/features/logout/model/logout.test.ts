import { allSettled, fork } from 'effector';
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { authChanged, logoutFx } from '@/entities/session';
import { i18nAttached } from '@/shared/i18n';
import { notifyFx } from '@/shared/lib/notify';
import enAppTerms from '../../../../public/locales/en-US/app_terms.json';
import { logoutRequested } from './logout.ts';

/** A scope with English toasts; the toast and the SDK's sign-out are replaced by spies. */
async function setup() {
  const i18n = createInstance();
  await i18n.init({ lng: 'en-US', resources: { 'en-US': { app_terms: enAppTerms } } });
  const notify = vi.fn();
  const logout = vi.fn();
  const scope = fork({
    handlers: [
      [notifyFx, notify],
      [logoutFx, logout],
    ],
  });
  await allSettled(i18nAttached, { scope, params: i18n });
  return { scope, notify, logout };
}

describe('logout', () => {
  it('signs out and confirms with the spec toast', async () => {
    const { scope, notify, logout } = await setup();
    await allSettled(logoutRequested, { scope });
    expect(logout).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Logged Out',
      description: 'You have been successfully logged out.',
    });
  });

  it('says nothing when the session ends because the account was deleted (that feature says so)', async () => {
    const { scope, notify } = await setup();
    await allSettled(logoutFx, { scope, params: undefined });
    expect(notify).toHaveBeenCalledOnce();
    await allSettled(logoutFx, { scope, params: 'accountDeleted' });
    expect(notify).toHaveBeenCalledOnce();
  });

  it('tells a person whose session ended elsewhere that they were signed out', async () => {
    const { scope, notify } = await setup();
    await allSettled(authChanged, { scope, params: { type: 'expired', auth: null } });
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'default',
      title: 'You have been signed out',
      description:
        'Your session on this device has ended: it expired, or it was signed out from another device. Sign in again to go on.',
    });
  });
});
