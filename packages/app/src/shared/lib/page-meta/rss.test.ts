import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { buildRssFeed } from './rss.ts';

function article(
  slug: string,
  publishDate: string,
  extra: Partial<BlogArticleSummary> = {},
): BlogArticleSummary {
  return {
    id: slug,
    slug,
    title: `Title of ${slug}`,
    imageUrl: null,
    author: 'Ece Şahin',
    publishDate,
    readingTime: 4,
    viewCount: 10,
    description: `About ${slug}`,
    categories: [{ id: 'c1', slug: 'habits', title: 'Habits' }],
    tags: [{ id: 't1', slug: 'sleep', title: 'sleep' }],
    ...extra,
  };
}

const channel = {
  origin: 'https://emotion.guru',
  title: 'Emotion Guru blog',
  description: 'Notes on feelings',
};

describe('buildRssFeed', () => {
  it('lists the articles newest first, with absolute links in the feed’s language', () => {
    const xml = buildRssFeed({
      ...channel,
      language: 'tr-TR',
      articles: [article('older', '2026-10-01T08:00:00.000Z'), article('newer', '2026-11-01T09:30:00.000Z')],
    });
    expect(xml.indexOf('Title of newer')).toBeLessThan(xml.indexOf('Title of older'));
    expect(xml).toContain('<link>https://emotion.guru/tr/blog/newer</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://emotion.guru/tr/blog/newer</guid>');
    expect(xml).toContain('<link>https://emotion.guru/tr/blog</link>');
    expect(xml).toContain(
      '<atom:link href="https://emotion.guru/tr/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<language>tr-TR</language>');
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 09:30:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Sun, 01 Nov 2026 09:30:00 GMT</lastBuildDate>');
    expect(xml).toContain('<dc:creator>Ece Şahin</dc:creator>');
    expect(xml).toContain('<category>Habits</category>');
    expect(xml).toContain('<category>sleep</category>');
  });

  it('links English articles without a prefix, and escapes what would break the XML', () => {
    const xml = buildRssFeed({
      ...channel,
      title: 'Tom & Jerry’s <blog>',
      language: 'en-US',
      articles: [
        article('a', '2026-11-01T00:00:00.000Z', {
          title: 'Less "stress" & <more> calm',
          description: "It's",
        }),
      ],
    });
    expect(xml).toContain('<title>Tom &amp; Jerry’s &lt;blog&gt;</title>');
    expect(xml).toContain('<title>Less &quot;stress&quot; &amp; &lt;more&gt; calm</title>');
    expect(xml).toContain('<description>It&apos;s</description>');
    expect(xml).toContain('<link>https://emotion.guru/blog/a</link>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
  });

  it('is a valid, empty channel when nothing is published', () => {
    const xml = buildRssFeed({ ...channel, language: 'en-US', articles: [] });
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('</channel>\n</rss>\n');
  });
});
