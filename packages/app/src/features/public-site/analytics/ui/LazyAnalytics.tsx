import { useHydrated } from '@emotion-guru/ui';
import { lazy, Suspense } from 'react';
import { ConsentBanner } from './ConsentBanner.tsx';

const AnalyticsTracker = lazy(() =>
  import('./AnalyticsTracker.tsx').then(({ AnalyticsTracker }) => ({ default: AnalyticsTracker })),
);

/**
 * The public site's consent banner, and the page views it allows. The banner is part of the page, so that
 * it shows with a prerendered page; the page views (and reading the stored answer) load once the page is
 * live: they send nothing before (nothing before consent at all), so they stay out of its start-up code.
 */
export function LazyAnalytics() {
  const hydrated = useHydrated();
  return (
    <>
      <ConsentBanner />
      {hydrated && (
        <Suspense fallback={null}>
          <AnalyticsTracker />
        </Suspense>
      )}
    </>
  );
}
