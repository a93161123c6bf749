import { useHydrated } from '@emotion-guru/ui';
import { lazy, Suspense } from 'react';

const Analytics = lazy(() => import('./Analytics.tsx'));

/**
 * The public site's analytics consent banner and page views, loaded once the page is live: they show and
 * send nothing before (nothing before consent at all), so they stay out of a page's start-up JavaScript.
 */
export function LazyAnalytics() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Analytics />
    </Suspense>
  );
}
