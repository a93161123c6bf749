/**
 * Errors that mean "the script this page needs is gone or is not a script": a deployment replaced the
 * hashed chunk files, or a stale service worker served HTML where JavaScript was expected. Reloading
 * with fresh caches fixes them; retrying the same import does not fix the last kind.
 */
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /unable to preload css/i,
  /unexpected token '?</i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}
