import { isAppShell, type DisplayEnvironment } from '../display-mode/index.ts';

/**
 * Whether the app is installed, how we know, and how sure we are (the spec's "install state"):
 * - high: the page itself runs installed (display mode standalone/fullscreen/minimal-ui, iOS standalone,
 *   an Android trusted web activity, or the native wrapper);
 * - medium: the browser's related-apps check says an install exists, while this page is a tab;
 * - low: nothing says it is installed, and the related-apps check could not be asked.
 */
export type InstallConfidence = 'low' | 'medium' | 'high';
export type InstallPlatform = 'ios' | 'android' | 'other';
export type InstalledVia =
  | 'display-mode'
  | 'ios-standalone'
  | 'trusted-web-activity'
  | 'native-shell'
  | 'related-app'
  /** The browser said `appinstalled` while this page was open in a tab. */
  | 'install-event';

export interface InstallEnvironment extends DisplayEnvironment {
  /** `navigator.serviceWorker` exists (Android's install needs it). */
  serviceWorkerSupported: boolean;
  /** `navigator.getInstalledRelatedApps()`'s answer: true when it lists an app, null when it cannot be asked. */
  relatedAppInstalled: boolean | null;
}

export interface InstallState {
  installed: boolean;
  via: InstalledVia | null;
  confidence: InstallConfidence;
  platform: InstallPlatform;
}

export function platformOf(userAgent: string): InstallPlatform {
  // iPadOS 13+ reports itself as a Mac; its standalone flag (iosStandalone) still marks it.
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'other';
}

function installedVia(env: InstallEnvironment): InstalledVia | null {
  if (env.iosStandalone) return 'ios-standalone';
  if (env.referrer.startsWith('android-app://')) return 'trusted-web-activity';
  if (isAppShell({ ...env, iosStandalone: false, referrer: '' })) {
    return env.matchesDisplayMode('standalone') ||
      env.matchesDisplayMode('fullscreen') ||
      env.matchesDisplayMode('minimal-ui')
      ? 'display-mode'
      : 'native-shell';
  }
  if (env.matchesDisplayMode('minimal-ui')) return 'display-mode';
  return env.relatedAppInstalled === true ? 'related-app' : null;
}

export function detectInstallState(env: InstallEnvironment): InstallState {
  const via = installedVia(env);
  const platform = env.iosStandalone ? 'ios' : platformOf(env.userAgent);
  if (via === 'related-app') return { installed: true, via, confidence: 'medium', platform };
  if (via !== null) return { installed: true, via, confidence: 'high', platform };
  return {
    installed: false,
    via,
    confidence: env.relatedAppInstalled === false ? 'medium' : 'low',
    platform,
  };
}

/**
 * The spec's rule: installable when not installed and the browser offered its install prompt, or on iOS
 * (Safari's "Add to Home Screen", by hand), or on Android with service workers (the browser menu's
 * "Install app", by hand, when no prompt was offered).
 */
export function isInstallable(
  state: InstallState,
  { promptOffered, serviceWorkerSupported }: { promptOffered: boolean; serviceWorkerSupported: boolean },
): boolean {
  if (state.installed) return false;
  return (
    promptOffered || state.platform === 'ios' || (state.platform === 'android' && serviceWorkerSupported)
  );
}

/** The install prompt shows 3 s after the app becomes installable, and once shown stays away for an hour. */
export const INSTALL_PROMPT_DELAY_MS = 3_000;
export const INSTALL_PROMPT_MEMORY_MS = 60 * 60 * 1000;
export const INSTALL_PROMPT_STORAGE_KEY = 'emotion-guru:install-prompt';

/** The spec's "install prompt cache", kept in session storage. */
export interface InstallPromptRecord {
  timestamp: number;
  shown: boolean;
}

export function readPromptRecord(storage: Pick<Storage, 'getItem'> | undefined): InstallPromptRecord | null {
  const raw = storage?.getItem(INSTALL_PROMPT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { timestamp, shown } = value as Record<string, unknown>;
    return typeof timestamp === 'number' && typeof shown === 'boolean' ? { timestamp, shown } : null;
  } catch {
    return null;
  }
}

export function writePromptRecord(
  storage: Pick<Storage, 'setItem'> | undefined,
  record: InstallPromptRecord,
) {
  try {
    storage?.setItem(INSTALL_PROMPT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // A full or blocked storage only means the prompt may show again.
  }
}

export function clearPromptRecord(storage: Pick<Storage, 'removeItem'> | undefined) {
  try {
    storage?.removeItem(INSTALL_PROMPT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function promptDue(record: InstallPromptRecord | null, now: number): boolean {
  return record === null || !record.shown || now - record.timestamp >= INSTALL_PROMPT_MEMORY_MS;
}
