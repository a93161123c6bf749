export { ChunkLoadError, RouteConfigurationError, lazyPage } from './lazy-page.ts';
export { safeCallbackPath } from './safe-callback.ts';
export { renderRouterLink } from './router-link.tsx';
export { stringParams } from './search-params.ts';
export { useOpenedById } from './use-opened-by-id.ts';
export { useScrollToHash } from './use-scroll-to-hash.ts';
