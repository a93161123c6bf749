import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap.ts';
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

describe('buildRobots', () => {
  it('keeps crawlers out of the app and sign-in pages in both languages and names the sitemap', () => {
    expect(buildRobots(origin)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /app',
        'Disallow: /auth',
        'Disallow: /tr/app',
        'Disallow: /tr/auth',
        '',
        'Sitemap: https://emotionguru.app/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
