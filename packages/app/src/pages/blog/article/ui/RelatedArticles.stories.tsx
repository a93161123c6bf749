import type { BlogArticleSummary } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { RelatedArticles } from './RelatedArticles.tsx';

/** A cover drawn inline (no request): the platform's covers are 1200 × 630. */
const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#0ea5e9"/></svg>',
  );

const NAMING: BlogArticleSummary = {
  id: 'b2',
  slug: 'naming-feelings',
  title: 'Naming a feeling makes it smaller',
  imageUrl: COVER,
  author: 'Emotion Guru Team',
  publishDate: '2026-09-29T09:00:00.000Z',
  readingTime: 5,
  viewCount: 1210,
  description: 'Why putting a word on an emotion calms it.',
  categories: [{ id: 'c1', slug: 'emotional-health', title: 'Emotional health' }],
  tags: [],
};

const JOURNALING: BlogArticleSummary = {
  id: 'b3',
  slug: 'journaling-habit',
  title: 'A journaling habit that lasts',
  imageUrl: null,
  author: 'Emotion Guru Team',
  publishDate: '2026-09-15T09:00:00.000Z',
  readingTime: 3,
  viewCount: 840,
  description: 'Two minutes a day, the same time, one question.',
  categories: [{ id: 'c2', slug: 'guides', title: 'Guides' }],
  tags: [],
};

const RELATED = [NAMING, JOURNALING];

const meta = {
  title: 'App/Pages/Blog/RelatedArticles',
  component: RelatedArticles,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/blog/mental-loops' } },
  args: { articles: RELATED },
} satisfies Meta<typeof RelatedArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two articles to read next, their titles one level under the section's heading and linking to them. */
export const Some: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Read next', level: 2 });
    const section = within(heading.closest('section') ?? document.body);
    await expect(section.getAllByRole('article')).toHaveLength(2);
    await expect(section.getByRole('heading', { name: NAMING.title, level: 3 })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Naming a feeling makes it smaller' })).toHaveAttribute(
      'href',
      '/blog/naming-feelings',
    );
    await expect(section.getByRole('link', { name: 'A journaling habit that lasts' })).toHaveAttribute(
      'href',
      '/blog/journaling-habit',
    );
  },
};

/** Nothing related: no section and no empty heading. */
export const Empty: Story = {
  args: { articles: [] },
  render: (args) => (
    <>
      <p>The end of the article.</p>
      <RelatedArticles {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The end of the article.')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Turkish, dark: the Turkish heading and the /tr addresses. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: null, url: '/tr/blog/mental-loops' } },
  args: {
    articles: [
      { ...NAMING, title: 'Bir duyguya ad vermek onu küçültür' },
      { ...JOURNALING, title: 'Kalıcı bir günlük alışkanlığı' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sıradaki yazılar', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bir duyguya ad vermek onu küçültür' })).toHaveAttribute(
      'href',
      '/tr/blog/naming-feelings',
    );
    await expect(canvas.getByText('3 dk okuma')).toBeVisible();
  },
};
