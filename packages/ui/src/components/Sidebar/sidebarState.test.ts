import { describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  parseSidebarCookie,
  readCookieFrom,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
} from './sidebarState.ts';

const key = (overrides: Partial<Parameters<typeof isSidebarShortcut>[0]>) => ({
  key: 'b',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: null,
  ...overrides,
});

describe('sidebar state', () => {
  it('keeps the cookie for 7 days', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
  });

  it('reads a cookie from a header string', () => {
    expect(readCookieFrom('a=1; sidebar_state=false; b=2', 'sidebar_state')).toBe('false');
    expect(readCookieFrom('a=1', 'sidebar_state')).toBeUndefined();
    expect(readCookieFrom('x=a%3Db', 'x')).toBe('a=b');
  });

  it('parses only true and false', () => {
    expect(parseSidebarCookie('true')).toBe(true);
    expect(parseSidebarCookie('false')).toBe(false);
    expect(parseSidebarCookie('yes')).toBeUndefined();
    expect(parseSidebarCookie(undefined)).toBeUndefined();
  });

  it('recognises Ctrl+B and Cmd+B, not B alone or with other modifiers', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: 'B' }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'c' }))).toBe(false);
  });
});
