import type { Language } from '../../locale/languages.ts';
import { alternateUrls, pageUrl } from './sitemap.ts';

/** Search engines read at most this many keywords (spec section 9: "meta keywords truncated to 10"). */
export const MAX_KEYWORDS = 10;

/** The share card every page uses: a static PNG in public/, 1200 × 630 (Open Graph's large card). */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

/** The site's logo for structured data (the web app manifest's large icon). */
export const LOGO_PATH = '/icons/icon-512.png';

/** The id of the one JSON-LD script page-meta manages (the FAQ page adds its own FAQPage script). */
export const STRUCTURED_DATA_ID = 'eg-structured-data';

export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical' | 'alternate'; hreflang?: string; href: string }
  | { tag: 'script'; id: string; json: string };

export interface HeadInput {
  /** The site's origin, `https://emotionguru.app`. */
  origin: string;
  /** The page's path without its locale prefix (`/about`). */
  path: string;
  language: Language;
  title: string;
  description: string;
  /** Comma-separated; at most {@link MAX_KEYWORDS} are kept. */
  keywords: string;
  siteName: string;
  /** What the product is, for the SoftwareApplication entry (the same on every page). */
  appDescription: string;
  imageAlt: string;
  /** False for public pages kept out of search results (they get `noindex` and no canonical). */
  indexed: boolean;
  /** A blog article's facts: the page is then an Open Graph article and a schema.org BlogPosting. */
  article?: ArticleMeta | undefined;
}

/** What a blog article page tells search engines and link previews about the article. */
export interface ArticleMeta {
  /** The article's own title (the document title adds the site's name). */
  headline: string;
  /** ISO date and time. */
  datePublished: string;
  author: string;
  /** The cover image's absolute URL; without one, the site's share card is the image. */
  imageUrl: string | null;
  /** Its (first) category's title. */
  section: string | undefined;
  /** Its tags' titles. */
  tags: string[];
}

/** "a, b, , c" → "a, b, c", trimmed, duplicates dropped, at most ten. */
export function limitKeywords(keywords: string, max = MAX_KEYWORDS): string {
  const kept: string[] = [];
  const lower = new Set<string>();
  for (const word of keywords.split(',')) {
    const trimmed = word.trim();
    const key = trimmed.toLocaleLowerCase();
    if (!trimmed || lower.has(key)) continue;
    lower.add(key);
    kept.push(trimmed);
    if (kept.length === max) break;
  }
  return kept.join(', ');
}

const OG_LOCALE: Record<Language, string> = { 'en-US': 'en_US', 'tr-TR': 'tr_TR' };

/**
 * Organization, WebSite and SoftwareApplication (with the 0 USD offer, spec section 1) in one graph; on
 * an article's page its BlogPosting first.
 */
export function structuredData(
  {
    origin,
    language,
    siteName,
    appDescription,
  }: Pick<HeadInput, 'origin' | 'language' | 'siteName' | 'appDescription'>,
  /** A blog article's BlogPosting, published by the organisation. */
  posting?: object,
): object {
  const home = `${origin}/`;
  const organization = `${origin}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      ...(posting ? [{ ...posting, publisher: { '@id': organization } }] : []),
      {
        '@type': 'Organization',
        '@id': organization,
        name: siteName,
        url: home,
        logo: `${origin}${LOGO_PATH}`,
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: siteName,
        url: home,
        inLanguage: language,
        publisher: { '@id': organization },
      },
      {
        '@type': 'SoftwareApplication',
        '@id': `${origin}/#app`,
        name: siteName,
        description: appDescription,
        url: home,
        applicationCategory: 'HealthApplication',
        operatingSystem: 'Web',
        inLanguage: language,
        publisher: { '@id': organization },
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      },
    ],
  };
}

/**
 * Every head tag a public page gets besides its title and description: keywords, canonical URL,
 * hreflang alternates (en-US, tr-TR, x-default), Open Graph and Twitter cards, and the JSON-LD graph.
 */
export function buildHeadTags(input: HeadInput): HeadTag[] {
  const { origin, path, language, title, description, siteName, appDescription, imageAlt, indexed, article } =
    input;
  const url = pageUrl(origin, path, language);
  const cover = article?.imageUrl && /^https?:\/\//.test(article.imageUrl) ? article.imageUrl : null;
  const image = cover ?? `${origin}${SHARE_IMAGE.path}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    attribute,
    key,
    content,
  });
  const keywords = limitKeywords(input.keywords);
  return [
    ...(keywords ? [meta('name', 'keywords', keywords)] : []),
    meta('name', 'robots', indexed ? 'index, follow' : 'noindex, follow'),
    ...(indexed
      ? [
          { tag: 'link', rel: 'canonical', href: url } as const,
          ...alternateUrls(origin, path).map(
            ({ hreflang, href }) => ({ tag: 'link', rel: 'alternate', hreflang, href }) as const,
          ),
        ]
      : []),
    meta('property', 'og:type', article ? 'article' : 'website'),
    ...(article
      ? [
          meta('property', 'article:published_time', article.datePublished),
          meta('property', 'article:author', article.author),
          ...(article.section ? [meta('property', 'article:section', article.section)] : []),
          ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...Object.entries(OG_LOCALE)
      .filter(([other]) => other !== language)
      .map(([, locale]) => meta('property', 'og:locale:alternate', locale)),
    meta('property', 'og:image', image),
    // The share card's size and type are known; a cover image's are not.
    ...(cover
      ? []
      : [
          meta('property', 'og:image:type', SHARE_IMAGE.type),
          meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
          meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
        ]),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    {
      tag: 'script',
      id: STRUCTURED_DATA_ID,
      json: JSON.stringify(
        structuredData(
          { origin, language, siteName, appDescription },
          article && {
            '@type': 'BlogPosting',
            '@id': `${url}#article`,
            mainEntityOfPage: url,
            headline: article.headline,
            description,
            datePublished: article.datePublished,
            author: { '@type': 'Person', name: article.author },
            image,
            inLanguage: language,
            ...(article.section ? { articleSection: article.section } : {}),
            ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
          },
        ),
      ),
    },
  ];
}
