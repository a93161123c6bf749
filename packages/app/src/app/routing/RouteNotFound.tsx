import { useLocation } from '@tanstack/react-router';
import { NotFoundPage } from '@/pages/not-found';

export function RouteNotFound() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}
