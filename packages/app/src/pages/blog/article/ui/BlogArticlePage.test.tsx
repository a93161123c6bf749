import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { BlogArticlePage } from './BlogArticlePage.tsx';

/** The page opened by a click, so a test can change the emulator before the article is asked for. */
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

type Emulator = Awaited<ReturnType<typeof renderInApp>>['emulator'];

function stored(emulator: Emulator, slug: string) {
  const row = emulator.db.rows(emulator.db.tenant('emotion'), 'GsbBlog').find((r) => r.slug === slug);
  if (row === undefined) throw new Error(`no article ${slug}`);
  return row;
}

beforeEach(() => sessionStorage.clear());

describe('BlogArticlePage', () => {
  it('shows the article with its details, links and text, and counts one view per session', async () => {
    const { screen, emulator } = await renderInApp(<BlogArticlePage slug="mental-loops" />, {
      url: '/blog/mental-loops',
      user: null,
    });
    const title = 'Mental loops: why the same thought keeps coming back';
    await expect.element(screen.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect.element(screen.getByText('By Selin Aydın').first()).toBeVisible();
    await expect
      .element(
        screen
          .getByRole('list', { name: 'Categories' })
          .first()
          .getByRole('link', { name: 'Emotional health' }),
      )
      .toHaveAttribute('href', '/blog/category/emotional-health');
    await expect
      .element(screen.getByRole('list', { name: 'Tags' }).getByRole('link', { name: '#Patterns' }))
      .toHaveAttribute('href', '/blog/tag/patterns');
    await expect.element(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Read next', level: 2 })).toBeVisible();
    const main = screen.getByRole('main').element();
    expect(main.querySelectorAll('p').length).toBeGreaterThan(3);
    expect(main.querySelector('script')).toBeNull();
    const cover = main.querySelector('article > img');
    expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['1200', '630']);
    expect(screen.getByText(/not available in this language/).elements()).toHaveLength(0);
    await expect.poll(() => document.title).toBe(`${title} – Emotion Guru blog`);
    await expect.poll(() => stored(emulator, 'mental-loops').viewCount).toBe(1991);
    expect(JSON.parse(sessionStorage.getItem('eg_blog_viewed') ?? '[]')).toEqual(['mental-loops']);
  });

  it('speaks Turkish at /tr, and does not count a second view in the same session', async () => {
    sessionStorage.setItem('eg_blog_viewed', JSON.stringify(['mental-loops']));
    const { screen, emulator } = await renderInApp(<BlogArticlePage slug="mental-loops" />, {
      url: '/tr/blog/mental-loops',
      user: null,
    });
    await expect.element(screen.getByRole('button', { name: 'Bağlantıyı kopyala' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Tüm yazılar' }))
      .toHaveAttribute('href', '/tr/blog');
    expect(screen.getByRole('heading', { level: 1 }).element().textContent).not.toContain('Mental loops');
    expect(stored(emulator, 'mental-loops').viewCount).toBe(1990);
  });

  it('says so, with a link, when the article has no text in the visitor’s language', async () => {
    const { screen, emulator } = await renderInApp(
      <OpenLater>
        <BlogArticlePage slug="mental-loops" />
      </OpenLater>,
      { url: '/tr/blog/mental-loops', user: null },
    );
    const row = stored(emulator, 'mental-loops');
    row.content = { 'en-US': (row.content as Record<string, string>)['en-US'] };
    await screen.getByRole('button', { name: 'Open' }).click();
    await expect.element(screen.getByText(/Bu yazı henüz Türkçe yazılmadı/)).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'İngilizce sitede okuyun' }))
      .toHaveAttribute('href', '/blog/mental-loops');
  });

  it('shows the site’s 404 for an unknown slug', async () => {
    const { screen } = await renderInApp(<BlogArticlePage slug="no-such-article" />, {
      url: '/blog/no-such-article',
      user: null,
    });
    await expect.element(screen.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  });
});
