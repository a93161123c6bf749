import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { BlogCategoryPage } from './BlogCategoryPage.tsx';
import { BlogIndexPage } from './BlogIndexPage.tsx';
import { BlogPopularPage } from './BlogPopularPage.tsx';
import { BlogTagPage } from './BlogTagPage.tsx';
import { Pagination } from './Pagination.tsx';

type Screen = Awaited<ReturnType<typeof renderInApp>>['screen'];

/** The page opened by a click, so a test can change the emulator before the articles are asked for. */
function OpenLater({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return open ? (
    children
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

const articleTitles = (screen: Screen) =>
  screen
    .getByRole('heading', { level: 2 })
    .elements()
    .map((heading) => heading.textContent);

describe('blog list pages', () => {
  it('/blog lists the published articles newest first, with their details and links', async () => {
    const { screen } = await renderInApp(<BlogIndexPage />, { url: '/blog', user: null });
    await expect
      .element(screen.getByRole('heading', { name: 'Public notice about fraud', level: 2 }))
      .toBeVisible();
    expect(articleTitles(screen)).toHaveLength(8);
    expect(articleTitles(screen)[1]).toBe('Emotion Guru and the future of mental wellness');
    await expect
      .element(screen.getByRole('link', { name: 'Public notice about fraud' }))
      .toHaveAttribute('href', '/blog/public-notice-about-fraud');
    const card = screen.getByRole('article').first();
    await expect.element(card.getByText('By Emotion Guru Team')).toBeVisible();
    await expect.element(card.getByText(/min read$/)).toBeVisible();
    const cover = card.element().querySelector('img');
    expect([cover?.getAttribute('width'), cover?.getAttribute('height'), cover?.getAttribute('alt')]).toEqual(
      ['1200', '630', ''],
    );
    await expect
      .element(card.getByRole('link', { name: 'Announcements' }))
      .toHaveAttribute('href', '/blog/category/announcements');
    await expect.element(screen.getByText('8 articles')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'All articles' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.poll(() => document.title).toBe('Blog – Emotion Guru');
  });

  it('speaks Turkish at /tr/blog, with the articles’ Turkish texts and Turkish links', async () => {
    const { screen } = await renderInApp(<BlogIndexPage />, { url: '/tr/blog', user: null });
    await expect
      .element(screen.getByRole('heading', { name: 'Dolandırıcılığa karşı kamuoyu duyurusu', level: 2 }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('article').first().getByRole('link', { name: 'Duyurular' }))
      .toHaveAttribute('href', '/tr/blog/category/announcements');
    await expect.element(screen.getByText('8 yazı')).toBeVisible();
    await expect.poll(() => document.title).toBe('Blog – Emotion Guru');
    await expect
      .element(screen.getByRole('link', { name: 'En çok okunanlar' }))
      .toHaveAttribute('href', '/tr/blog/popular');
  });

  it('a category page lists its articles under the category’s name', async () => {
    const { screen } = await renderInApp(<BlogCategoryPage category="guides" />, {
      url: '/blog/category/guides',
      user: null,
    });
    await expect.element(screen.getByRole('heading', { name: 'Guides', level: 1 })).toBeVisible();
    await expect.element(screen.getByText('3 articles')).toBeVisible();
    expect(articleTitles(screen)).toHaveLength(3);
    await expect.poll(() => document.title).toBe('Guides – Emotion Guru blog');
  });

  it('a tag page in Turkish, and an unknown tag’s empty state with a way back', async () => {
    const turkish = await renderInApp(<BlogTagPage tag="patterns" />, {
      url: '/tr/blog/tag/patterns',
      user: null,
    });
    await expect.element(turkish.screen.getByRole('heading', { name: '#Örüntüler', level: 1 })).toBeVisible();
    await expect.element(turkish.screen.getByText('3 yazı')).toBeVisible();
    const { screen } = await renderInApp(<BlogTagPage tag="nothing" />, {
      url: '/blog/tag/nothing',
      user: null,
    });
    await expect.element(screen.getByText('No articles here yet')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'See all articles' }))
      .toHaveAttribute('href', '/blog');
  });

  it('the popular page orders by views', async () => {
    const { screen } = await renderInApp(<BlogPopularPage />, { url: '/blog/popular', user: null });
    await expect
      .element(
        screen.getByRole('heading', { name: 'The ultimate guide to emotional intelligence', level: 2 }),
      )
      .toBeVisible();
    expect(articleTitles(screen)[0]).toBe('The ultimate guide to emotional intelligence');
    await expect.poll(() => document.title).toBe('Most read – Emotion Guru blog');
  });

  it('says when the articles cannot be loaded, and loads them on retry', async () => {
    const { screen, emulator } = await renderInApp(
      <OpenLater>
        <BlogIndexPage />
      </OpenLater>,
      { url: '/blog', user: null },
    );
    emulator.configure({ offline: true });
    await screen.getByRole('button', { name: 'Open' }).click();
    await expect.element(screen.getByText('The articles could not be loaded')).toBeVisible();
    emulator.configure({ offline: false });
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByText('8 articles')).toBeVisible();
  });
});

describe('Pagination', () => {
  it('links every page with ?page=, the first without, and marks the current one', async () => {
    const { screen } = await renderInApp(<Pagination path="/blog/tag/ai" page={2} pageCount={3} />, {
      url: '/tr/blog/tag/ai?page=2',
      user: null,
    });
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    await expect
      .element(nav.getByRole('link', { name: 'Önceki sayfa' }))
      .toHaveAttribute('href', '/tr/blog/tag/ai');
    await expect
      .element(nav.getByRole('link', { name: 'Sonraki sayfa' }))
      .toHaveAttribute('href', '/tr/blog/tag/ai?page=3');
    await expect.element(nav.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: 'Sayfa 1' })).not.toHaveAttribute('aria-current');
  });
});
