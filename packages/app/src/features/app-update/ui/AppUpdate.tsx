import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $updateWaiting } from '../model/app-update.ts';

// Loaded only when a new version is waiting: most visits never download it.
const AppUpdateBanner = lazy(() =>
  import('./AppUpdateBanner.tsx').then((module) => ({ default: module.AppUpdateBanner })),
);

/** Shows the update banner once a new version of the app is waiting (on every page). */
export function AppUpdate() {
  const waiting = useUnit($updateWaiting);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateBanner />
    </Suspense>
  );
}
