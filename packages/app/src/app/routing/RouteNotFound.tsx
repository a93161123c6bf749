import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFoundPage } from '@/pages/not-found';

// Loaded with the 404 itself, as the public pages load it: the start-up bundle stays as it was.
const PublicFrame = lazy(() =>
  import('../layouts/PublicLayout.tsx').then((module) => ({ default: module.PublicFrame })),
);

/** The 404 of a public path, inside the public layout (which already surrounds it). */
export function RouteNotFound() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}

/**
 * The 404 for a path no route takes (an unknown first segment is not a language): the public site's
 * header and footer around it, so nobody is stranded.
 */
export function RootRouteNotFound() {
  return (
    <Suspense fallback={null}>
      <PublicFrame>
        <RouteNotFound />
      </PublicFrame>
    </Suspense>
  );
}

/** The 404 of an unknown `/app/...` path, inside the app layout's `<main>` (sidebar and header stay). */
export function AppRouteNotFound() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} landmark={false} />;
}
