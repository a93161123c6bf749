import { describe, expect, it } from 'vitest';
import { navigationTarget, parseNotification } from './notification.ts';

describe('navigationTarget', () => {
  it('takes data.path first, then click_action, then url', () => {
    expect(navigationTarget({ data: { path: '/app/journal', click_action: '/a', url: '/b' } })).toEqual({
      kind: 'internal',
      path: '/app/journal',
    });
    expect(navigationTarget({ data: { click_action: '/app/settings', url: '/b' } })).toEqual({
      kind: 'internal',
      path: '/app/settings',
    });
    expect(navigationTarget({ data: { path: '  ', url: '/app/dashboard' } })).toEqual({
      kind: 'internal',
      path: '/app/dashboard',
    });
    expect(navigationTarget({})).toBeNull();
    expect(navigationTarget({ data: {} })).toBeNull();
  });

  it('follows http(s) URLs directly and treats anything else as a path inside the app', () => {
    expect(navigationTarget({ data: { url: 'https://example.com/news?a=1' } })).toEqual({
      kind: 'external',
      url: 'https://example.com/news?a=1',
    });
    expect(navigationTarget({ data: { path: 'HTTP://example.com' } })).toEqual({
      kind: 'external',
      url: 'HTTP://example.com',
    });
    expect(navigationTarget({ data: { path: 'app/journal?tag=calm' } })).toEqual({
      kind: 'internal',
      path: '/app/journal?tag=calm',
    });
    // A protocol-relative link would leave the app: it stays a path of its own.
    expect(navigationTarget({ data: { path: '//evil.example/x' } })).toEqual({
      kind: 'internal',
      path: '/evil.example/x',
    });
  });
});

describe('parseNotification', () => {
  it('reads a full item and fills in what push payloads leave out', () => {
    expect(
      parseNotification({
        id: 'n1',
        title: 'Hello',
        body: 'There',
        timestamp: '2026-01-01T00:00:00.000Z',
        read: true,
        data: { path: '/app/journal' },
      }),
    ).toEqual({
      id: 'n1',
      title: 'Hello',
      body: 'There',
      timestamp: Date.parse('2026-01-01T00:00:00.000Z'),
      read: true,
      data: { path: '/app/journal' },
    });
    expect(
      parseNotification({ id: 'n2', title: 'Hi', timestamp: '1700000000000', url: 'https://x.test' }, 7),
    ).toEqual({
      id: 'n2',
      title: 'Hi',
      timestamp: 1_700_000_000_000,
      read: false,
      data: { url: 'https://x.test' },
    });
    expect(parseNotification({ id: 'n3', title: 'No time', click_action: '/app' }, 42)).toMatchObject({
      timestamp: 42,
      data: { click_action: '/app' },
    });
  });

  it('rejects what has no id or title', () => {
    expect(parseNotification(null)).toBeNull();
    expect(parseNotification('n1')).toBeNull();
    expect(parseNotification([{ id: 'n1', title: 'x' }])).toBeNull();
    expect(parseNotification({ id: 'n1' })).toBeNull();
    expect(parseNotification({ title: 'x' })).toBeNull();
    expect(parseNotification({ id: 1, title: 'x' })).toBeNull();
  });
});
