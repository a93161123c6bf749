/**
 * The public site's origin (canonical URLs, hreflang alternates, share cards, the sitemap and robots.txt).
 * A build-time constant: `VITE_SITE_URL`, else the product's own domain. Plain TypeScript with no Vite
 * globals, so the build's sitemap plugin reads the same default.
 */
export const DEFAULT_SITE_URL = 'https://emotionguru.app';

/** The origin from `VITE_SITE_URL` (or the default), without a trailing slash; rejects anything not http(s). */
export function readSiteUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VITE_SITE_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_SITE_URL must be an http(s) URL, got "${raw}"`);
  }
  return url.origin;
}
