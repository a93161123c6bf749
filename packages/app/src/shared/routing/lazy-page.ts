import { lazyRouteComponent, type AsyncRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { importWithRetry, isChunkLoadError } from '../lib/chunk-recovery/index.ts';

/** A page's code could not be loaded even after retries: the app must reload with fresh caches. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(page: string, options?: { cause?: unknown }) {
    // Deliberately not "Failed to fetch dynamically imported module…": TanStack Router would then do a
    // plain reload of its own, skipping the cache clean-up that actually fixes a stale deployment.
    super(`Loading chunk for ${page} failed`, options);
  }
}

/** A route points at a module that has no such page: a programming error, shown as such. */
export class RouteConfigurationError extends Error {
  override name = 'RouteConfigurationError';
}

/**
 * A lazily loaded page for the route table: retried twice on failure (1 s, then 2 s), then reported as a
 * ChunkLoadError for the route's error component to recover from. Supports the router's `preload`.
 */
export function lazyPage<TModule extends Record<string, unknown>>(
  importer: () => Promise<TModule>,
  exportName: keyof TModule & string,
): AsyncRouteComponent<object> {
  const load = async () => {
    let module: TModule;
    try {
      module = await importWithRetry(importer);
    } catch (error) {
      throw isChunkLoadError(error) ? new ChunkLoadError(exportName, { cause: error }) : error;
    }
    const page = module[exportName];
    if (typeof page !== 'function' && (typeof page !== 'object' || page === null)) {
      throw new RouteConfigurationError(`The route's module has no component named "${exportName}".`);
    }
    return { page: page as ComponentType };
  };
  return lazyRouteComponent(load, 'page');
}
