import { useRouterState } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { appConfig } from '@/shared/config';
import { $language } from '@/shared/i18n';
import { createProvider } from '../lib/providers.ts';
import { browserProviderEnvironment } from '../lib/browser-environment.ts';
import { createTracker } from '../lib/tracker.ts';
import { $consent, consentRead } from '../model/consent.ts';

/**
 * Counts the public site's page views once the visitor allows it (the public layout only: never the app
 * area). Nothing is loaded or sent before consent; refusing later stops it at once.
 */
export function AnalyticsTracker() {
  const [consent, read, language] = useUnit([$consent, consentRead, $language]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tracker = useMemo(
    () =>
      createTracker(() =>
        Promise.resolve(createProvider(appConfig().analytics, browserProviderEnvironment())),
      ),
    [],
  );
  useEffect(() => {
    read();
  }, [read]);
  useEffect(() => {
    tracker.pageShown(() => ({ path: pathname, title: document.title, language }));
  }, [tracker, pathname, language]);
  useEffect(() => {
    if (consent === 'granted') tracker.start();
    else tracker.stop();
  }, [tracker, consent]);
  useEffect(() => () => tracker.stop(), [tracker]);
  return null;
}
