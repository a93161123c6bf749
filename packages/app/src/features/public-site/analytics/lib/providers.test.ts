import { describe, expect, it, vi } from 'vitest';
import { createProvider, type ProviderEnvironment } from './providers.ts';

function environment(hostname = 'emotionguru.app') {
  const scripts: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  const global: ProviderEnvironment['global'] = {};
  const env: ProviderEnvironment = {
    hostname,
    clientId: () => 'client-1',
    fetch,
    addScript: (src) => void scripts.push(src),
    global,
  };
  return { env, scripts, fetch, global };
}

const view = { name: 'page_view', params: { page_path: '/about', page_title: 'About', language: 'en-US' } };

describe('createProvider', () => {
  it('posts each event to the emulator’s collector with the browser’s id, on localhost too', () => {
    const { env, fetch } = environment('localhost');
    createProvider(
      { provider: 'emulator', collectUrl: 'http://localhost:4010/analytics/collect' },
      env,
    )?.send(view);
    expect(fetch).toHaveBeenCalledWith('http://localhost:4010/analytics/collect', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'page_view', clientId: 'client-1', params: view.params }),
    });
  });

  it('never bothers the visitor with a failed send', async () => {
    const { env, fetch } = environment();
    fetch.mockRejectedValueOnce(new TypeError('offline'));
    createProvider({ provider: 'emulator', collectUrl: '/analytics/collect' }, env)?.send(view);
    await expect(fetch.mock.results[0]?.value).rejects.toThrow('offline');
  });

  it('loads Google’s tag with IP anonymization, no ad personalization and no automatic page view', () => {
    const { env, scripts, global } = environment();
    const provider = createProvider({ provider: 'ga4', measurementId: 'G-AB12CD' }, env);
    provider?.send(view);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-AB12CD']);
    const queue = (global.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(queue[1]).toEqual([
      'config',
      'G-AB12CD',
      {
        anonymize_ip: true,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
        send_page_view: false,
      },
    ]);
    expect(queue[2]).toEqual(['event', 'page_view', view.params]);
    provider?.stop?.();
    expect(global['ga-disable-G-AB12CD']).toBe(true);
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('counts nothing with a real provider on %s', (hostname) => {
    const { env, scripts } = environment(hostname);
    expect(createProvider({ provider: 'ga4', measurementId: 'G-AB12CD' }, env)).toBeNull();
    expect(scripts).toEqual([]);
  });

  it('has none when none is configured', () => {
    expect(createProvider({ provider: 'none' }, environment().env)).toBeNull();
  });
});
