import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { ArticleCard } from './ArticleCard.tsx';

/** A cover drawn inline (no request): the platform's covers are 1200 × 630. */
const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#6366f1"/></svg>',
  );

const ARTICLE: BlogArticleSummary = {
  id: 'b1',
  slug: 'mental-loops',
  title: 'Mental loops: why the same thought keeps coming back',
  imageUrl: COVER,
  author: 'Emotion Guru Team',
  publishDate: '2026-10-13T09:00:00.000Z',
  readingTime: 4,
  viewCount: 1990,
  description: 'Why a worry returns, and how noticing the loop loosens it.',
  categories: [
    { id: 'c1', slug: 'emotional-health', title: 'Emotional health' },
    { id: 'c2', slug: 'guides', title: 'Guides' },
  ],
  tags: [],
};

const meta = {
  title: 'App/Entities/Blog/ArticleCard',
  component: ArticleCard,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/blog' } },
  args: { article: ARTICLE },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cover, title as the link to the article, byline, description and the categories as links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: ARTICLE.title })).toHaveAttribute(
      'href',
      '/blog/mental-loops',
    );
    await expect(canvas.getByText('By Emotion Guru Team')).toBeVisible();
    await expect(canvas.getByText('4 min read')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Guides' })).toHaveAttribute(
      'href',
      '/blog/category/guides',
    );
  },
};

/** Without a cover or description. */
export const Plain: Story = {
  args: { article: { ...ARTICLE, imageUrl: null, description: '', categories: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: ARTICLE.title })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: null, url: '/tr/blog' } },
  args: {
    article: {
      ...ARTICLE,
      title: 'Zihinsel döngüler',
      categories: [{ id: 'c2', slug: 'guides', title: 'Rehberler' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 dk okuma')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rehberler' })).toHaveAttribute(
      'href',
      '/tr/blog/category/guides',
    );
    await expect(canvas.getByRole('link', { name: 'Zihinsel döngüler' })).toHaveAttribute(
      'href',
      '/tr/blog/mental-loops',
    );
  },
};
