import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  useLocation,
  type RouterHistory,
} from '@tanstack/react-router';
import { LandingPage } from '@/pages/landing';
import { NotFoundPage } from '@/pages/not-found';

function RouteNotFound() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}

const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: RouteNotFound,
});

const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LandingPage });

/** The route table: one readable place to add the spec's routes. */
export const routeTree = rootRoute.addChildren([landingRoute]);

export function createAppRouter(history?: RouterHistory) {
  return createRouter({ routeTree, ...(history ? { history } : {}), scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
