import { AnalyticsTracker } from './AnalyticsTracker.tsx';
import { ConsentBanner } from './ConsentBanner.tsx';

/** The consent banner and the page views it allows (loaded on its own: see LazyAnalytics). */
export default function Analytics() {
  return (
    <>
      <ConsentBanner />
      <AnalyticsTracker />
    </>
  );
}
