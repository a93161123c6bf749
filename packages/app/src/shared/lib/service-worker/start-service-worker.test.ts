import { describe, expect, it, vi } from 'vitest';
import {
  startServiceWorker,
  UPDATE_CHECK_MS,
  VISIBLE_UPDATE_CHECK_MS,
  type ServiceWorkerEnvironment,
  type WorkerClient,
} from './start-service-worker.ts';

type Listener = (event: { isUpdate?: boolean }) => void;

function fakeEnvironment({ registers = true } = {}) {
  const listeners = new Map<string, Listener>();
  const intervals: { callback: () => void; ms: number }[] = [];
  const client = {
    addEventListener: vi.fn((type: string, listener: Listener) => listeners.set(type, listener)),
    register: vi.fn(() => (registers ? Promise.resolve(undefined) : Promise.reject(new Error('blocked')))),
    update: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
  };
  let visible = true;
  const env: ServiceWorkerEnvironment = {
    createClient: () => client as unknown as WorkerClient,
    isVisible: () => visible,
    setInterval: (callback, ms) => intervals.push({ callback, ms }),
    reload: vi.fn(),
  };
  const fire = (type: string, event: { isUpdate?: boolean } = {}) => listeners.get(type)?.(event);
  return { client, env, intervals, fire, hide: () => (visible = false) };
}

describe('the service worker registration', () => {
  it('tells about a waiting version, lets it take over on request and reloads once it controls', async () => {
    const { client, env, fire } = fakeEnvironment();
    const waiting = vi.fn();
    const handle = startServiceWorker(waiting, env);
    await expect.poll(() => client.register).toHaveBeenCalled();

    fire('waiting');
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(client.messageSkipWaiting).not.toHaveBeenCalled();
    handle.activateUpdate();
    expect(client.messageSkipWaiting).toHaveBeenCalledTimes(1);
    fire('controlling', { isUpdate: true });
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when the first version takes control', () => {
    const { env, fire } = fakeEnvironment();
    startServiceWorker(vi.fn(), env);
    fire('controlling', { isUpdate: false });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('checks for updates every 30 minutes, and every minute only while the page is visible', async () => {
    const { client, env, intervals, hide } = fakeEnvironment();
    startServiceWorker(vi.fn(), env);
    await expect.poll(() => intervals).toHaveLength(2);
    expect(intervals.map((interval) => interval.ms).sort((a, b) => a - b)).toEqual([
      VISIBLE_UPDATE_CHECK_MS,
      UPDATE_CHECK_MS,
    ]);
    const everyMinute = intervals.find((interval) => interval.ms === VISIBLE_UPDATE_CHECK_MS);
    const everyHalfHour = intervals.find((interval) => interval.ms === UPDATE_CHECK_MS);
    everyMinute?.callback();
    expect(client.update).toHaveBeenCalledTimes(1);
    hide();
    everyMinute?.callback();
    expect(client.update).toHaveBeenCalledTimes(1);
    everyHalfHour?.callback();
    expect(client.update).toHaveBeenCalledTimes(2);
  });

  it('only logs a failed registration, and then checks nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { env, intervals } = fakeEnvironment({ registers: false });
    startServiceWorker(vi.fn(), env);
    await expect
      .poll(() => warn)
      .toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
    expect(intervals).toHaveLength(0);
    warn.mockRestore();
  });
});
