import { useLocation } from '@tanstack/react-router';
import { NotFoundPage } from '@/pages/not-found';
import { PublicFrame } from '../layouts/PublicLayout.tsx';

// This module loads on demand (router.tsx), as the pages do: the start-up bundle carries none of the 404's
// code, and the public frame comes with it rather than with every page.

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
    <PublicFrame>
      <RouteNotFound />
    </PublicFrame>
  );
}

/** The 404 of an unknown `/app/...` path, inside the app layout's `<main>` (sidebar and header stay). */
export function AppRouteNotFound() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} landmark={false} />;
}
