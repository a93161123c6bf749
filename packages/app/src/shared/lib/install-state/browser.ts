import { browserDisplayEnvironment } from '../display-mode/index.ts';
import type { InstallEnvironment } from './install-state.ts';

type RelatedAppsNavigator = Navigator & { getInstalledRelatedApps?: () => Promise<unknown[]> };

/** The install environment of this browser; undefined outside one (prerendering, tests in Node). */
export async function browserInstallEnvironment(): Promise<InstallEnvironment | undefined> {
  const display = browserDisplayEnvironment();
  if (!display) return undefined;
  const nav = navigator as RelatedAppsNavigator;
  let relatedAppInstalled: boolean | null = null;
  if (typeof nav.getInstalledRelatedApps === 'function') {
    try {
      relatedAppInstalled = (await nav.getInstalledRelatedApps()).length > 0;
    } catch {
      relatedAppInstalled = null;
    }
  }
  return { ...display, serviceWorkerSupported: 'serviceWorker' in navigator, relatedAppInstalled };
}
