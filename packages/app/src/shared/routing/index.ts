export { ChunkLoadError, RouteConfigurationError, lazyPage } from './lazy-page.ts';
