import { describe, expect, it } from 'vitest';
import {
  buildHeadTags,
  limitKeywords,
  STRUCTURED_DATA_ID,
  type HeadInput,
  type HeadTag,
} from './head-tags.ts';

const base: HeadInput = {
  origin: 'https://emotionguru.app',
  path: '/about',
  language: 'tr-TR',
  title: 'Hakkımızda – Emotion Guru',
  description: 'Biz kimiz',
  keywords: 'a, b',
  siteName: 'Emotion Guru',
  appDescription: 'An emotional-wellbeing app',
  imageAlt: 'The share card',
  indexed: true,
};

const metaContent = (tags: HeadTag[], key: string) =>
  tags.flatMap((tag) => (tag.tag === 'meta' && tag.key === key ? [tag.content] : []));
const links = (tags: HeadTag[]) =>
  tags.flatMap((tag) => (tag.tag === 'link' ? [[tag.rel, tag.hreflang ?? '', tag.href]] : []));

describe('limitKeywords', () => {
  it('keeps at most ten, trimmed, without blanks or repeats (case-insensitive)', () => {
    const words = Array.from({ length: 14 }, (_, index) => `word${String(index)}`);
    expect(limitKeywords(words.join(','))).toBe(words.slice(0, 10).join(', '));
    expect(limitKeywords(' mood ,, Mood, journal ,')).toBe('mood, journal');
    expect(limitKeywords('')).toBe('');
  });
});

describe('buildHeadTags', () => {
  it('points canonical and og:url at the page in its own language, with en-US, tr-TR and x-default alternates', () => {
    const tags = buildHeadTags(base);
    expect(links(tags)).toEqual([
      ['canonical', '', 'https://emotionguru.app/tr/about'],
      ['alternate', 'en-US', 'https://emotionguru.app/about'],
      ['alternate', 'tr-TR', 'https://emotionguru.app/tr/about'],
      ['alternate', 'x-default', 'https://emotionguru.app/about'],
    ]);
    expect(metaContent(tags, 'og:url')).toEqual(['https://emotionguru.app/tr/about']);
    expect(metaContent(tags, 'og:locale')).toEqual(['tr_TR']);
    expect(metaContent(tags, 'og:locale:alternate')).toEqual(['en_US']);
  });

  it('writes the home page without a trailing path and Turkish home as /tr', () => {
    const tags = buildHeadTags({ ...base, path: '/', language: 'en-US' });
    expect(links(tags)).toEqual([
      ['canonical', '', 'https://emotionguru.app/'],
      ['alternate', 'en-US', 'https://emotionguru.app/'],
      ['alternate', 'tr-TR', 'https://emotionguru.app/tr'],
      ['alternate', 'x-default', 'https://emotionguru.app/'],
    ]);
  });

  it('gives Open Graph and Twitter cards the title, description and the absolute share image', () => {
    const tags = buildHeadTags(base);
    expect(metaContent(tags, 'og:title')).toEqual([base.title]);
    expect(metaContent(tags, 'og:description')).toEqual([base.description]);
    expect(metaContent(tags, 'og:image')).toEqual(['https://emotionguru.app/og-image.png']);
    expect(metaContent(tags, 'og:image:width')).toEqual(['1200']);
    expect(metaContent(tags, 'og:image:height')).toEqual(['630']);
    expect(metaContent(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(tags, 'twitter:title')).toEqual([base.title]);
    expect(metaContent(tags, 'twitter:image')).toEqual(['https://emotionguru.app/og-image.png']);
    expect(metaContent(tags, 'keywords')).toEqual(['a, b']);
    expect(metaContent(tags, 'robots')).toEqual(['index, follow']);
  });

  it('describes the organisation, the website and the app with its 0 USD offer in JSON-LD', () => {
    const script = buildHeadTags(base).find((tag) => tag.tag === 'script');
    expect(script?.tag === 'script' && script.id).toBe(STRUCTURED_DATA_ID);
    const data = JSON.parse(script?.tag === 'script' ? script.json : '{}') as {
      '@context': string;
      '@graph': { '@type': string; offers?: unknown; url?: string; inLanguage?: string }[];
    };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'].map((node) => node['@type'])).toEqual([
      'Organization',
      'WebSite',
      'SoftwareApplication',
    ]);
    const app = data['@graph'][2];
    expect(app?.offers).toEqual({ '@type': 'Offer', price: '0', priceCurrency: 'USD' });
    expect(app?.url).toBe('https://emotionguru.app/');
    expect(app?.inLanguage).toBe('tr-TR');
  });

  it('keeps a page that is not indexed out of search: noindex, no canonical or alternates', () => {
    const tags = buildHeadTags({ ...base, path: '/error-demo', indexed: false });
    expect(metaContent(tags, 'robots')).toEqual(['noindex, follow']);
    expect(links(tags)).toEqual([]);
  });

  it('leaves keywords out when there are none', () => {
    expect(metaContent(buildHeadTags({ ...base, keywords: ' , ' }), 'keywords')).toEqual([]);
  });

  describe('a blog article', () => {
    const article = {
      headline: 'Mental loops',
      datePublished: '2026-11-01T09:00:00.000Z',
      author: 'Ece Şahin',
      imageUrl: null,
      section: 'Guides',
      tags: ['patterns', 'journaling'],
    };
    const articleInput: HeadInput = {
      ...base,
      path: '/blog/mental-loops',
      title: 'Mental loops – Emotion Guru blog',
      article,
    };

    it('is an Open Graph article with its date, author, section and tags', () => {
      const tags = buildHeadTags(articleInput);
      expect(metaContent(tags, 'og:type')).toEqual(['article']);
      expect(metaContent(tags, 'article:published_time')).toEqual(['2026-11-01T09:00:00.000Z']);
      expect(metaContent(tags, 'article:author')).toEqual(['Ece Şahin']);
      expect(metaContent(tags, 'article:section')).toEqual(['Guides']);
      expect(metaContent(tags, 'article:tag')).toEqual(['patterns', 'journaling']);
      // Without a cover image, the site's share card (with its known size).
      expect(metaContent(tags, 'og:image')).toEqual(['https://emotionguru.app/og-image.png']);
      expect(metaContent(tags, 'og:image:width')).toEqual(['1200']);
    });

    it('is a BlogPosting in the JSON-LD, published by the organisation, at its own URL', () => {
      const script = buildHeadTags(articleInput).find((tag) => tag.tag === 'script');
      const graph = (JSON.parse(script?.tag === 'script' ? script.json : '{}') as { '@graph': object[] })[
        '@graph'
      ];
      expect(graph[0]).toEqual({
        '@type': 'BlogPosting',
        '@id': 'https://emotionguru.app/tr/blog/mental-loops#article',
        mainEntityOfPage: 'https://emotionguru.app/tr/blog/mental-loops',
        headline: 'Mental loops',
        description: 'Biz kimiz',
        datePublished: '2026-11-01T09:00:00.000Z',
        author: { '@type': 'Person', name: 'Ece Şahin' },
        image: 'https://emotionguru.app/og-image.png',
        inLanguage: 'tr-TR',
        articleSection: 'Guides',
        keywords: 'patterns, journaling',
        publisher: { '@id': 'https://emotionguru.app/#organization' },
      });
      expect(graph.map((node) => (node as { '@type': string })['@type'])).toEqual([
        'BlogPosting',
        'Organization',
        'WebSite',
        'SoftwareApplication',
      ]);
    });

    it('shows its cover image when it has an absolute one, without the share card’s size', () => {
      const tags = buildHeadTags({
        ...articleInput,
        article: { ...article, imageUrl: 'https://cdn.example.com/cover.jpg' },
      });
      expect(metaContent(tags, 'og:image')).toEqual(['https://cdn.example.com/cover.jpg']);
      expect(metaContent(tags, 'twitter:image')).toEqual(['https://cdn.example.com/cover.jpg']);
      expect(metaContent(tags, 'og:image:width')).toEqual([]);
    });

    it('is a website, not an article, on every other page', () => {
      const tags = buildHeadTags(base);
      expect(metaContent(tags, 'og:type')).toEqual(['website']);
      expect(metaContent(tags, 'article:published_time')).toEqual([]);
    });
  });
});
