import { blogService } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { platformService } from '@/shared/api';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import { loadBuildData, sitemapWithBlog } from './prerender.tsx';

// The build reads the platform it is configured for (here the emulator behind VITE_PLATFORM_URL, as a
// production build reads the real one): what an editor published is in the next build.
const { signInAs } = emulatorForModelTests();

describe('the next build after an article is published', () => {
  it('prerenders the article, lists it in the sitemap in both languages, and leaves a draft out', async () => {
    signInAs('admin@example.com');
    const article = {
      title: { 'en-US': 'Breathing before a hard talk', 'tr-TR': 'Zor bir konuşmadan önce nefes' },
      description: { 'en-US': 'Three slow breaths.', 'tr-TR': 'Üç yavaş nefes.' },
      content: { 'en-US': '<p>Breathe out slowly.</p>', 'tr-TR': '<p>Yavaşça nefes verin.</p>' },
      imageId: null,
      author: 'Ada Admin',
      publishDate: '2026-11-27T12:00:00.000Z',
      readingTime: 1,
      categoryIds: [],
      tagIds: [],
    };
    await platformService(blogService).saveArticle({
      ...article,
      slug: 'breathing-before-a-hard-talk',
      isPublished: true,
    });
    await platformService(blogService).saveArticle({ ...article, slug: 'not-yet', isPublished: false });

    const data = await loadBuildData(['en-US', 'tr-TR']);
    const english = data['en-US'];
    const turkish = data['tr-TR'];
    expect(english?.articles?.map((summary) => summary.slug)).toContain('breathing-before-a-hard-talk');
    expect(english?.articles?.map((summary) => summary.slug)).not.toContain('not-yet');
    expect(Object.keys(english?.blogPages ?? {})).toContain('/blog/breathing-before-a-hard-talk');
    expect(turkish?.articles?.find((summary) => summary.slug === 'breathing-before-a-hard-talk')?.title).toBe(
      'Zor bir konuşmadan önce nefes',
    );

    const sitemap = sitemapWithBlog(english?.articles ?? []);
    expect(sitemap).toContain('/blog/breathing-before-a-hard-talk</loc>');
    expect(sitemap).toContain('/tr/blog/breathing-before-a-hard-talk</loc>');
    expect(sitemap).not.toContain('/blog/not-yet');
  });
});
