import { createMemoryHistory } from '@tanstack/react-router';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { PARAMETRIC_PUBLIC_PATHS, SITEMAP_PAGES, UNLISTED_PUBLIC_PATHS } from '@/shared/lib/page-meta';
import { createAppRouter } from './router.tsx';

/** Every route under the public layout (the 404 catch-all aside), by its full path. */
function publicRoutes(): string[] {
  const router = createAppRouter({ scope: fork(), history: createMemoryHistory() });
  const routes = Object.values(router.routesById) as { id: string; fullPath: string }[];
  const layout = routes.find((route) => route.id.endsWith('/public'));
  if (!layout) throw new Error('the router has no public layout route');
  return routes
    .filter((route) => route.id.startsWith(`${layout.id}/`) && !route.fullPath.endsWith('$'))
    .map((route) => route.fullPath);
}

describe('the sitemap and the router', () => {
  it('offer every public page in both languages: under the optional locale segment', () => {
    const paths = publicRoutes();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path.startsWith('/{-$locale}')).toBe(true);
  });

  it('agree: each public route is in the sitemap or deliberately unlisted, and nothing else is listed', () => {
    const routed = publicRoutes()
      .map((path) => path.replace('/{-$locale}', '').replace(/\/$/, '') || '/')
      .sort();
    const known = [
      ...SITEMAP_PAGES.map((page) => page.path),
      ...UNLISTED_PUBLIC_PATHS,
      ...PARAMETRIC_PUBLIC_PATHS,
    ].sort();
    expect(routed).toEqual(known);
  });
});
