import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceWorkerEnvironment, WorkerClient } from '@/shared/lib/service-worker';
import { $updateWaiting, appUpdateStarted, reloadRequested } from './app-update.ts';

function fakeEnvironment() {
  const listeners = new Map<string, (event: { isUpdate?: boolean }) => void>();
  const client = {
    addEventListener: vi.fn((type: string, listener: (event: { isUpdate?: boolean }) => void) =>
      listeners.set(type, listener),
    ),
    register: vi.fn(() => Promise.resolve(undefined)),
    update: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
  };
  const env: ServiceWorkerEnvironment = {
    createClient: vi.fn(() => client as unknown as WorkerClient),
    isVisible: () => true,
    setInterval: () => undefined,
    reload: vi.fn(),
  };
  return { client, env, fire: (type: string, event = {}) => listeners.get(type)?.(event) };
}

describe('the app update', () => {
  it('offers a waiting version in the app’s scope, and lets it take over only when asked', async () => {
    const scope = fork();
    const { client, env, fire } = fakeEnvironment();
    await allSettled(appUpdateStarted, { scope, params: env });
    await allSettled(reloadRequested, { scope });
    expect(client.messageSkipWaiting).not.toHaveBeenCalled();

    fire('waiting');
    expect(scope.getState($updateWaiting)).toBe(true);
    expect(client.messageSkipWaiting).not.toHaveBeenCalled();
    await allSettled(reloadRequested, { scope });
    expect(client.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('registers the worker once, however often it is started', async () => {
    const scope = fork();
    const { env } = fakeEnvironment();
    await allSettled(appUpdateStarted, { scope, params: env });
    await allSettled(appUpdateStarted, { scope, params: env });
    expect(env.createClient).toHaveBeenCalledTimes(1);
  });
});
