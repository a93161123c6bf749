import { allSettled, fork } from 'effector';
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18nAttached } from '@/shared/i18n';
import { notifyFx } from '@/shared/lib/notify';
import enLanding from '../../../../../public/locales/en-US/landing.json';
import {
  $canSubmit,
  $email,
  $name,
  emailChanged,
  logSubscribeFailureFx,
  nameChanged,
  submitted,
  subscribeFx,
} from './newsletter.ts';

async function setup(subscribe: (subscriber: { name: string; email: string }) => Promise<void>) {
  const i18n = createInstance();
  await i18n.init({ lng: 'en-US', resources: { 'en-US': { landing: enLanding } } });
  const notify = vi.fn();
  const scope = fork({
    handlers: [
      [notifyFx, notify],
      [subscribeFx, subscribe],
      [logSubscribeFailureFx, () => undefined],
    ],
  });
  await allSettled(i18nAttached, { scope, params: i18n });
  return { scope, notify };
}

describe('mailing-list form', () => {
  it('refuses empty or blank fields with the fillAllFields error and sends nothing', async () => {
    const subscribe = vi.fn(() => Promise.resolve());
    const { scope, notify } = await setup(subscribe);
    await allSettled(nameChanged, { scope, params: '   ' });
    await allSettled(emailChanged, { scope, params: 'ada@example.com' });
    expect(scope.getState($canSubmit)).toBe(false);
    await allSettled(submitted, { scope });
    expect(subscribe).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: enLanding.newsletter.error,
      description: enLanding.newsletter.fillAllFields,
    });
    expect(scope.getState($email)).toBe('ada@example.com');
  });

  it('sends trimmed values, then clears the fields and thanks the subscriber', async () => {
    const subscribe = vi.fn(() => Promise.resolve());
    const { scope, notify } = await setup(subscribe);
    await allSettled(nameChanged, { scope, params: '  Ada ' });
    await allSettled(emailChanged, { scope, params: ' ada@example.com ' });
    expect(scope.getState($canSubmit)).toBe(true);
    await allSettled(submitted, { scope });
    expect(subscribe).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    expect(scope.getState($name)).toBe('');
    expect(scope.getState($email)).toBe('');
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: enLanding.newsletter.thankYou,
      description: enLanding.newsletter.subscribed,
    });
  });

  it('keeps what was typed and reports the failure when saving fails', async () => {
    const { scope, notify } = await setup(() => Promise.reject(new Error('offline')));
    await allSettled(nameChanged, { scope, params: 'Ada' });
    await allSettled(emailChanged, { scope, params: 'ada@example.com' });
    await allSettled(submitted, { scope });
    expect(scope.getState($name)).toBe('Ada');
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: enLanding.newsletter.error,
      description: enLanding.newsletter.subscribeFailed,
    });
  });

  it('disables submitting while a request is in flight', async () => {
    let finish: () => void = () => undefined;
    const { scope } = await setup(() => new Promise<void>((resolve) => (finish = resolve)));
    await allSettled(nameChanged, { scope, params: 'Ada' });
    await allSettled(emailChanged, { scope, params: 'ada@example.com' });
    const settled = allSettled(submitted, { scope });
    await Promise.resolve();
    expect(scope.getState($canSubmit)).toBe(false);
    finish();
    await settled;
  });
});
