import { describe, expect, it } from 'vitest';
import {
  clickAction,
  NOTIFICATION_FALLBACK_PATH,
  NOTIFICATION_ICON,
  pushJson,
  readClickData,
  readPushMessage,
} from './push-message.ts';

const NOW = Date.UTC(2026, 10, 28, 9);
const ORIGIN = 'https://emotion.guru';

describe('readPushMessage', () => {
  it('reads a data-only message of the push provider: the notification to show and the bell’s item', () => {
    const read = readPushMessage(
      {
        from: '1234',
        fcmMessageId: 'fcm-1',
        data: {
          id: 'reminder-7',
          title: 'Time for a check-in',
          body: 'How are you feeling?',
          path: '/app/dashboard',
          timestamp: '1767225600000',
          image: 'https://cdn.example/pic.png',
        },
      },
      NOW,
    );
    expect(read?.item).toEqual({
      id: 'reminder-7',
      timestamp: 1767225600000,
      read: false,
      title: 'Time for a check-in',
      body: 'How are you feeling?',
      data: { path: '/app/dashboard' },
    });
    expect(read?.notification).toEqual({
      title: 'Time for a check-in',
      options: {
        body: 'How are you feeling?',
        icon: NOTIFICATION_ICON,
        image: 'https://cdn.example/pic.png',
        badge: NOTIFICATION_ICON,
        tag: 'reminder-7',
        data: { id: 'reminder-7', link: '/app/dashboard' },
      },
    });
  });

  it('reads a notification block and the provider’s link, and names a message without an id by the provider’s id', () => {
    const read = readPushMessage(
      {
        fcmMessageId: 'fcm-2',
        notification: { title: 'New article', body: 'Mental loops', icon: '/x.png' },
        fcmOptions: { link: 'https://emotion.guru/blog/mental-loops' },
      },
      NOW,
    );
    expect(read?.item).toEqual({
      id: 'fcm-2',
      timestamp: NOW,
      read: false,
      title: 'New article',
      body: 'Mental loops',
      data: { url: 'https://emotion.guru/blog/mental-loops' },
    });
    expect(read?.notification.options.icon).toBe('/x.png');
    expect(read?.notification.options.data).toEqual({
      id: 'fcm-2',
      link: 'https://emotion.guru/blog/mental-loops',
    });
  });

  it('prefers the path to click_action and url, and a message with neither id gets one from its time', () => {
    const read = readPushMessage(
      { data: { title: 'Hi', path: '/app/journal', click_action: '/app/report', url: 'https://x.example' } },
      NOW,
    );
    expect(read?.item.id).toBe(`push-${NOW}`);
    expect(read?.item.data).toEqual({
      path: '/app/journal',
      click_action: '/app/report',
      url: 'https://x.example',
    });
    expect(read?.notification.options.data.link).toBe('/app/journal');
    expect(read?.notification.options).not.toHaveProperty('body');
  });

  it('ignores a message with nothing to show', () => {
    for (const message of [null, 'text', [], {}, { data: { body: 'no title' } }, { data: { title: '  ' } }])
      expect(readPushMessage(message, NOW)).toBeNull();
  });

  it('takes an unreadable time as now', () => {
    expect(readPushMessage({ data: { title: 'a', timestamp: 'soon' } }, NOW)?.item.timestamp).toBe(NOW);
    expect(
      readPushMessage({ data: { title: 'a', timestamp: '2026-11-01T10:00:00Z' } }, NOW)?.item.timestamp,
    ).toBe(Date.UTC(2026, 10, 1, 10));
  });
});

describe('pushJson', () => {
  it('parses the body, and gives null for an empty or broken one', () => {
    expect(pushJson(() => '{"data":{"title":"a"}}')).toEqual({ data: { title: 'a' } });
    expect(pushJson(() => '')).toBeNull();
    expect(pushJson(() => '{broken')).toBeNull();
    expect(
      pushJson(() => {
        throw new Error('no text');
      }),
    ).toBeNull();
  });
});

describe('a click on a notification', () => {
  it('reads its data back, refusing data without an id', () => {
    expect(readClickData({ id: 'n1', link: '/app/journal' })).toEqual({ id: 'n1', link: '/app/journal' });
    expect(readClickData({ id: 'n1', link: '' })).toEqual({ id: 'n1' });
    expect(readClickData({ link: '/app' })).toBeNull();
    expect(readClickData(null)).toBeNull();
  });

  it('tells the open page of the app where to go, the first listed (the last focused)', () => {
    expect(
      clickAction(
        { id: 'n1', link: '/app/journal' },
        [
          { id: 'other-site', url: 'https://emotion.guru.evil.example/' },
          { id: 'a', url: `${ORIGIN}/app/dashboard` },
          { id: 'b', url: `${ORIGIN}/blog` },
        ],
        ORIGIN,
      ),
    ).toEqual({
      kind: 'message',
      clientId: 'a',
      message: { type: 'NOTIFICATION_CLICK_NAVIGATE', id: 'n1', path: '/app/journal' },
    });
  });

  it('hands an http link to the page as it is, and leads a notification without a link to the dashboard', () => {
    const pages = [{ id: 'a', url: `${ORIGIN}/` }];
    expect(clickAction({ id: 'n', link: 'https://example.com/a' }, pages, ORIGIN)).toMatchObject({
      message: { path: 'https://example.com/a' },
    });
    expect(clickAction({ id: 'n' }, pages, ORIGIN)).toMatchObject({
      message: { path: NOTIFICATION_FALLBACK_PATH },
    });
  });

  it('opens the app at the link when no page of it is open, never on another host for a path', () => {
    expect(clickAction({ id: 'n', link: '/app/report' }, [], ORIGIN)).toEqual({
      kind: 'open',
      url: `${ORIGIN}/app/report`,
    });
    expect(clickAction({ id: 'n', link: '//evil.example/x' }, [], ORIGIN)).toEqual({
      kind: 'open',
      url: `${ORIGIN}/evil.example/x`,
    });
    expect(clickAction({ id: 'n', link: 'app/journal' }, [], ORIGIN)).toEqual({
      kind: 'open',
      url: `${ORIGIN}/app/journal`,
    });
    expect(clickAction({ id: 'n', link: 'https://example.com/a' }, [], ORIGIN)).toEqual({
      kind: 'open',
      url: 'https://example.com/a',
    });
  });
});
