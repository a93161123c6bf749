/**
 * The Sidebar's persistence and shortcut, without React: the cookie (spec: 7 days) and the Ctrl/Cmd+B
 * key test. Readers and writers are injectable so that a server can read the request's cookie header
 * and render the right state before hydration.
 */

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Spec section 9: the sidebar state is kept for 7 days. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
/** Below this width (px) the sidebar is a drawer (spec: small screens are under 768). */
export const SIDEBAR_MOBILE_BREAKPOINT = 768;

export type CookieReader = (name: string) => string | undefined;
export type CookieWriter = (name: string, value: string, maxAgeSeconds: number) => void;

/** Reads a cookie from a `Cookie` header or `document.cookie` string. */
export function readCookieFrom(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export const documentCookieReader: CookieReader = (name) =>
  typeof document === 'undefined' ? undefined : readCookieFrom(document.cookie, name);

export const documentCookieWriter: CookieWriter = (name, value, maxAgeSeconds) => {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${String(maxAgeSeconds)}; samesite=lax`;
};

/** The stored state: `true` expanded, `false` collapsed, `undefined` when nothing valid is stored. */
export function parseSidebarCookie(value: string | undefined): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

function isEditable(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return false;
}

/**
 * Ctrl+B (or Cmd+B) toggles the sidebar, except while typing in a field or an editor: there Ctrl+B
 * means bold (the journal's rich text), and stealing it would break that editor.
 */
export function isSidebarShortcut(event: ShortcutEvent): boolean {
  if (event.key.toLowerCase() !== 'b') return false;
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return !isEditable(event.target);
}
