/**
 * Whether the page runs as an installed app (home-screen PWA, trusted web activity) or inside the
 * native wrapper, where the marketing landing page makes no sense and the app starts at sign-in.
 */
export const NATIVE_SHELL_USER_AGENT_TOKEN = 'EmotionGuruApp';

export interface DisplayEnvironment {
  matchesDisplayMode: (mode: 'standalone' | 'fullscreen' | 'minimal-ui') => boolean;
  iosStandalone: boolean;
  userAgent: string;
  referrer: string;
}

export function browserDisplayEnvironment(): DisplayEnvironment | undefined {
  if (typeof window === 'undefined') return undefined;
  return {
    matchesDisplayMode: (mode) => window.matchMedia(`(display-mode: ${mode})`).matches,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
  };
}

export function isAppShell(env: DisplayEnvironment | undefined = browserDisplayEnvironment()): boolean {
  if (!env) return false;
  return isInstalledApp(env) || isNativeShell(env);
}

/** Installed from the browser: a home-screen web app (display mode, iOS standalone) or an Android TWA. */
export function isInstalledApp(env: DisplayEnvironment): boolean {
  return (
    env.matchesDisplayMode('standalone') ||
    env.matchesDisplayMode('fullscreen') ||
    env.iosStandalone ||
    env.referrer.startsWith('android-app://')
  );
}

/** Inside the native wrapper (its user agent carries the app's token). */
export function isNativeShell(env: DisplayEnvironment): boolean {
  return env.userAgent.includes(NATIVE_SHELL_USER_AGENT_TOKEN);
}
