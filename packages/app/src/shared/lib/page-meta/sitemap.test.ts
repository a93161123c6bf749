import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { blogSitemapPages, buildRobots, buildSitemap } from './sitemap.ts';
import { SITEMAP_PAGES } from './site-pages.ts';

const origin = 'https://emotionguru.app';

/** Each `<url>` as { loc, changefreq, priority, alternates }. */
function entries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1],
    changefreq: /<changefreq>(.*?)<\/changefreq>/.exec(body)?.[1],
    priority: /<priority>(.*?)<\/priority>/.exec(body)?.[1],
    alternates: [...body.matchAll(/hreflang="(.*?)" href="(.*?)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    ),
  }));
}

describe('buildSitemap', () => {
  const xml = buildSitemap(origin);
  const urls = entries(xml);

  it('is a sitemaps.org urlset with xhtml alternates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('lists every page in both languages with the spec’s priorities and frequencies', () => {
    const table: Record<string, string> = Object.fromEntries(
      urls.map((url): [string, string] => [url.loc ?? '', `${url.priority ?? ''} ${url.changefreq ?? ''}`]),
    );
    expect(table).toEqual({
      'https://emotionguru.app/': '1.0 daily',
      'https://emotionguru.app/tr': '1.0 daily',
      'https://emotionguru.app/about': '0.8 weekly',
      'https://emotionguru.app/tr/about': '0.8 weekly',
      'https://emotionguru.app/product': '0.8 weekly',
      'https://emotionguru.app/tr/product': '0.8 weekly',
      'https://emotionguru.app/pricing': '0.8 weekly',
      'https://emotionguru.app/tr/pricing': '0.8 weekly',
      'https://emotionguru.app/contact': '0.7 weekly',
      'https://emotionguru.app/tr/contact': '0.7 weekly',
      'https://emotionguru.app/faq': '0.7 weekly',
      'https://emotionguru.app/tr/faq': '0.7 weekly',
      'https://emotionguru.app/legal/terms': '0.3 monthly',
      'https://emotionguru.app/tr/legal/terms': '0.3 monthly',
      'https://emotionguru.app/legal/privacy': '0.3 monthly',
      'https://emotionguru.app/tr/legal/privacy': '0.3 monthly',
      'https://emotionguru.app/legal/cookies': '0.3 monthly',
      'https://emotionguru.app/tr/legal/cookies': '0.3 monthly',
      'https://emotionguru.app/docs/local-encryption': '0.6 monthly',
      'https://emotionguru.app/tr/docs/local-encryption': '0.6 monthly',
      'https://emotionguru.app/blog': '0.7 daily',
      'https://emotionguru.app/tr/blog': '0.7 daily',
      'https://emotionguru.app/blog/popular': '0.5 weekly',
      'https://emotionguru.app/tr/blog/popular': '0.5 weekly',
    });
    expect(urls).toHaveLength(SITEMAP_PAGES.length * 2);
  });

  it('never lists sign-in, app or error-demo pages', () => {
    expect(xml).not.toMatch(/\/(auth|app|error-demo|unsubscribe)\b/);
  });

  it('gives each URL the en-US, tr-TR and x-default alternates of its page', () => {
    const turkishFaq = urls.find((url) => url.loc === 'https://emotionguru.app/tr/faq');
    expect(turkishFaq?.alternates).toEqual([
      'en-US https://emotionguru.app/faq',
      'tr-TR https://emotionguru.app/tr/faq',
      'x-default https://emotionguru.app/faq',
    ]);
  });

  it('escapes an origin with XML characters', () => {
    expect(
      buildSitemap('https://a.test?x=1&y=2', [{ path: '/', priority: 1, changefreq: 'daily' }]),
    ).toContain('<loc>https://a.test?x=1&amp;y=2/</loc>');
  });
});

describe('blogSitemapPages', () => {
  const term = (slug: string) => ({ id: slug, slug, title: slug });
  const article = (slug: string, categories: string[], tags: string[]): BlogArticleSummary => ({
    id: slug,
    slug,
    title: slug,
    imageUrl: null,
    author: 'Emotion Guru Team',
    publishDate: '2026-11-01T00:00:00.000Z',
    readingTime: 3,
    viewCount: 0,
    description: slug,
    categories: categories.map(term),
    tags: tags.map(term),
  });

  it('lists each article, and each category and tag they use once, by slug', () => {
    const pages = blogSitemapPages([
      article('mental-loops', ['guides'], ['patterns', 'journaling']),
      article('new-map', ['product', 'guides'], ['visualization', 'patterns']),
    ]);
    expect(pages.map((page) => `${page.path} ${page.priority} ${page.changefreq}`)).toEqual([
      '/blog/mental-loops 0.6 monthly',
      '/blog/new-map 0.6 monthly',
      '/blog/category/guides 0.5 weekly',
      '/blog/category/product 0.5 weekly',
      '/blog/tag/patterns 0.4 weekly',
      '/blog/tag/journaling 0.4 weekly',
      '/blog/tag/visualization 0.4 weekly',
    ]);
  });

  it('puts them in the sitemap in both languages, a tag with a space encoded', () => {
    const xml = buildSitemap('https://emotion.guru', blogSitemapPages([article('a', [], ['self care'])]));
    expect(xml).toContain('<loc>https://emotion.guru/tr/blog/a</loc>');
    expect(xml).toContain('<loc>https://emotion.guru/blog/tag/self%20care</loc>');
    expect(xml).toContain('<loc>https://emotion.guru/tr/blog/tag/self%20care</loc>');
  });
});

describe('buildRobots', () => {
  it('keeps crawlers out of the app, sign-in and blog authoring pages in both languages and names the sitemap', () => {
    expect(buildRobots(origin)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /app',
        'Disallow: /auth',
        'Disallow: /blog/create',
        'Disallow: /blog/edit/',
        'Disallow: /tr/app',
        'Disallow: /tr/auth',
        'Disallow: /tr/blog/create',
        'Disallow: /tr/blog/edit/',
        '',
        'Sitemap: https://emotionguru.app/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
