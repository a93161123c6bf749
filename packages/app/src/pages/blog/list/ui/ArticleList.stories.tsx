import type { BlogArticleSummary, BlogPage } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { ArticleList } from './ArticleList.tsx';

/** A cover drawn inline (no request): the platform's covers are 1200 × 630. */
const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#6366f1"/></svg>',
  );

const LOOPS: BlogArticleSummary = {
  id: 'b1',
  slug: 'mental-loops',
  title: 'Mental loops: why the same thought keeps coming back',
  imageUrl: COVER,
  author: 'Emotion Guru Team',
  publishDate: '2026-10-13T09:00:00.000Z',
  readingTime: 4,
  viewCount: 1990,
  description: 'Why a worry returns, and how noticing the loop loosens it.',
  categories: [{ id: 'c1', slug: 'emotional-health', title: 'Emotional health' }],
  tags: [],
};

const NAMING: BlogArticleSummary = {
  id: 'b2',
  slug: 'naming-feelings',
  title: 'Naming a feeling makes it smaller',
  imageUrl: null,
  author: 'Emotion Guru Team',
  publishDate: '2026-09-29T09:00:00.000Z',
  readingTime: 5,
  viewCount: 1210,
  description: 'Why putting a word on an emotion calms it.',
  categories: [{ id: 'c2', slug: 'guides', title: 'Guides' }],
  tags: [],
};

/** Page 1 of 2 of a listing of 14. */
const PAGE: BlogPage = { articles: [LOOPS, NAMING], totalCount: 14, page: 1, pageCount: 2 };

const meta = {
  title: 'App/Pages/Blog/ArticleList',
  component: ArticleList,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/blog' } },
  args: { data: PAGE, status: 'done', onRetry: fn(), path: '/blog', isAll: true },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards (title linking to the article), the count with the page, and the pager. */
export const Articles: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('14 articles · Page 1 of 2')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: LOOPS.title, level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: NAMING.title })).toHaveAttribute(
      'href',
      '/blog/naming-feelings',
    );
    const pager = within(canvas.getByRole('navigation', { name: 'Pages' }));
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/blog?page=2');
  },
};

/** A single page: the count alone, without a page number or pager. */
export const OnePage: Story = {
  args: { data: { articles: [LOOPS], totalCount: 1, page: 1, pageCount: 1 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 article')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: LOOPS.title })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Loading: placeholders, announced as busy. */
export const Loading: Story = {
  args: { data: null, status: 'pending' },
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading articles…');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** Failed: the reason and "Try again", which asks for the page once more. */
export const Failed: Story = {
  args: { data: null, status: 'fail' },
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The articles could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByText('Check your connection and try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An empty category: the empty state offers the way back to every article. */
export const EmptyCategory: Story = {
  parameters: { app: { user: null, url: '/blog/category/guides' } },
  args: {
    data: { articles: [], totalCount: 0, page: 1, pageCount: 1 },
    path: '/blog/category/guides',
    isAll: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No articles here yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/blog');
  },
};

/** The whole blog empty: no link back to itself. */
export const EmptyBlog: Story = {
  args: { data: { articles: [], totalCount: 0, page: 1, pageCount: 1 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No articles here yet' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Turkish, dark: the Turkish count, /tr addresses and pager. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: null, url: '/tr/blog' } },
  args: {
    data: {
      ...PAGE,
      articles: [
        { ...LOOPS, title: 'Zihinsel döngüler' },
        { ...NAMING, title: 'Bir duyguya ad vermek onu küçültür' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('14 yazı · Sayfa 1 / 2')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zihinsel döngüler' })).toHaveAttribute(
      'href',
      '/tr/blog/mental-loops',
    );
    await expect(canvas.getByRole('link', { name: 'Sonraki sayfa' })).toHaveAttribute(
      'href',
      '/tr/blog?page=2',
    );
  },
};

/** Turkish, dark, an empty tag: the way back to every article. */
export const TurkishDarkEmptyTag: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: null, url: '/tr/blog/tag/ai' } },
  args: { data: { articles: [], totalCount: 0, page: 1, pageCount: 1 }, path: '/blog/tag/ai', isAll: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Burada henüz yazı yok' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tüm yazıları görün' })).toHaveAttribute(
      'href',
      '/tr/blog',
    );
  },
};

/** Turkish, dark, failed: the Turkish message and retry. */
export const TurkishDarkFailed: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: null, url: '/tr/blog' } },
  args: { data: null, status: 'fail' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Yazılar yüklenemedi' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yeniden dene' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
