/**
 * The server side of prerendering (built by the Vite plugin in scripts/prerender-pages.ts into a
 * Node module after the browser build): one public page rendered to HTML, as the browser would first
 * render it for a signed-out visitor. Each page runs in its own app: its own effector scope, i18next
 * instance and router on a memory history.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import type { Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { NAMESPACES } from '@/shared/i18n';
import { HeadCollectorContext, type CollectedHead } from '@/shared/lib/page-meta';
import { startApp } from './start.tsx';

export { withHead } from '@/shared/lib/page-meta';

export interface PrerenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What the page puts in the head (title, description, canonical, alternates, structured data). */
  head: CollectedHead | null;
  /** The page's language, for `<html lang>`. */
  language: string;
  /** The translation namespaces the page used: the browser loads them before it hydrates. */
  namespaces: string[];
}

export async function prerenderPage(pathname: string, resources: Resource): Promise<PrerenderedPage> {
  const history = createMemoryHistory({ initialEntries: [pathname] });
  const { router, element, i18n } = await startApp({ pathname, history, resources });
  // Nothing may suspend while rendering (a suspended part would be written as its fallback): every
  // namespace is ready, and the router has loaded the page's code.
  await i18n.loadNamespaces([...NAMESPACES]);
  // Scroll restoration would write an inline script (forbidden by the CSP); the browser restores scroll itself.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  let head: CollectedHead | null = null;
  const collect = (collected: CollectedHead) => {
    head = collected;
  };
  // renderToString, not react-dom/static's prerender: that one writes parts as out-of-order segments with an
  // inline script to swap them in, which the CSP forbids and a browser without JavaScript never runs.
  const html = renderToString(
    <HeadCollectorContext.Provider value={collect}>{element}</HeadCollectorContext.Provider>,
  );
  const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  return { html, head, language: i18n.language, namespaces };
}
