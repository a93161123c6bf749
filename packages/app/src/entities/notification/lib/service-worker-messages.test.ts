import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToServiceWorker } from './service-worker-messages.ts';

/** Stands in for navigator.serviceWorker: an event target that can post messages to the page. */
class FakeContainer extends EventTarget {
  startMessages = vi.fn();
  post(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

function handlers() {
  return { received: vi.fn(), chosen: vi.fn(), navigate: vi.fn() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('listenToServiceWorker', () => {
  it('takes pushed notifications and click navigation until stopped', () => {
    const container = new FakeContainer();
    vi.stubGlobal('navigator', { serviceWorker: container });
    const on = handlers();
    const stop = listenToServiceWorker(on);
    expect(container.startMessages).toHaveBeenCalledOnce();

    container.post({ type: 'PUSH_NOTIFICATION', payload: { id: 'n1', title: 'Hi', timestamp: 5 } });
    expect(on.received).toHaveBeenCalledWith({ id: 'n1', title: 'Hi', timestamp: 5, read: false });

    container.post({ type: 'NOTIFICATION_CLICK_NAVIGATE', path: '/app/journal', id: 'n1' });
    expect(on.chosen).toHaveBeenCalledWith('n1');
    expect(on.navigate).toHaveBeenLastCalledWith({ kind: 'internal', path: '/app/journal' });
    container.post({ type: 'NOTIFICATION_CLICK_NAVIGATE', path: 'https://example.com/a' });
    expect(on.navigate).toHaveBeenLastCalledWith({ kind: 'external', url: 'https://example.com/a' });

    stop();
    container.post({ type: 'PUSH_NOTIFICATION', payload: { id: 'n2', title: 'Late' } });
    expect(on.received).toHaveBeenCalledTimes(1);
  });

  it('ignores other messages and broken payloads', () => {
    const container = new FakeContainer();
    vi.stubGlobal('navigator', { serviceWorker: container });
    const on = handlers();
    listenToServiceWorker(on);
    container.post({ type: 'CACHE_UPDATED' });
    container.post({ type: 'PUSH_NOTIFICATION', payload: { title: 'no id' } });
    container.post({ type: 'PUSH_NOTIFICATION' });
    container.post({ type: 'NOTIFICATION_CLICK_NAVIGATE', path: '' });
    container.post('PUSH_NOTIFICATION');
    container.post(null);
    expect(on.received).not.toHaveBeenCalled();
    expect(on.chosen).not.toHaveBeenCalled();
    expect(on.navigate).not.toHaveBeenCalled();
  });

  it('does nothing without service workers', () => {
    vi.stubGlobal('navigator', {});
    const stop = listenToServiceWorker(handlers());
    expect(() => stop()).not.toThrow();
  });
});
