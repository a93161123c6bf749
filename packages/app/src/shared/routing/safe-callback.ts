/**
 * The `callback` query of the login page holds where to return after signing in. Only same-site paths
 * are accepted, so a crafted link cannot send a freshly signed-in user to another site.
 */
export function safeCallbackPath(callback: unknown): string | undefined {
  if (typeof callback !== 'string' || !callback.startsWith('/') || callback.startsWith('//'))
    return undefined;
  if (callback.includes('\\') || /^\/[a-z][a-z0-9+.-]*:/i.test(callback)) return undefined;
  return callback;
}
