/**
 * Local-storage keys read before the app has started too: the prerendered pages' boot script (app/boot.ts)
 * checks them to decide whether to start the app at once; index.html's inline script reads the consent's.
 */

/** The session (shared/api's token storage). */
export const SESSION_STORAGE_KEY = 'eg_session';

/** The visitor's answer to the analytics consent banner: `granted` or `denied`. */
export const ANALYTICS_CONSENT_KEY = 'eg_analytics_consent';
