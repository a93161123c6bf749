/** Which `landing:seo.keywords.*` entry a public path (without locale prefix) uses. */
export const PAGE_KEYWORDS = {
  '/': 'home',
  '/about': 'about',
  '/product': 'product',
  '/pricing': 'pricing',
  '/contact': 'contact',
  '/faq': 'faq',
  '/legal/terms': 'terms',
  '/legal/privacy': 'privacy',
  '/legal/cookies': 'cookies',
  '/docs/local-encryption': 'docs',
  '/unsubscribe': 'unsubscribe',
  '/error-demo': 'errorDemo',
} as const;

export type KeywordsKey = (typeof PAGE_KEYWORDS)[keyof typeof PAGE_KEYWORDS];

export function keywordsKeyOf(path: string): KeywordsKey {
  return (PAGE_KEYWORDS as Record<string, KeywordsKey | undefined>)[path] ?? 'home';
}
