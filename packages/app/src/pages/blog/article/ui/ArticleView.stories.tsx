import type { BlogArticle } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { ArticleView } from './ArticleView.tsx';

const ARTICLE: BlogArticle = {
  id: 'b1',
  slug: 'mental-loops',
  title: 'Mental loops: why the same thought keeps coming back',
  imageUrl: null,
  author: 'Emotion Guru Team',
  publishDate: '2026-10-13T09:00:00.000Z',
  readingTime: 4,
  viewCount: 1990,
  description: 'Why a worry returns, and how noticing the loop loosens it.',
  categories: [{ id: 'c1', slug: 'emotional-health', title: 'Emotional health' }],
  tags: [{ id: 't1', slug: 'patterns', title: 'Patterns' }],
  // Untrusted HTML as an author might send it: the script, the handler and the javascript: link go.
  content:
    '<h2>A loop</h2><p onclick="alert(1)">The same thought, again.<script>alert(1)</script></p>' +
    '<p><a href="javascript:alert(1)">Unsafe</a> and <a href="https://example.com/loops">a source</a>.</p>' +
    '<blockquote>Notice it, name it.</blockquote>',
  socialLinks: [
    'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Femotionguru.app%2Fblog%2Fmental-loops',
  ],
  language: 'en-US',
  inRequestedLanguage: true,
};

const meta = {
  title: 'App/Pages/Blog/ArticleView',
  component: ArticleView,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/blog/mental-loops' } },
  args: { article: ARTICLE, related: [], url: 'https://emotionguru.app/blog/mental-loops' },
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The article, its text sanitized: no script, handler or javascript: link; the external link leaves safely. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: ARTICLE.title, level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick], a[href^="javascript"]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'a source' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: '#Patterns' })).toHaveAttribute(
      'href',
      '/blog/tag/patterns',
    );
  },
};

/** Turkish, dark, for an article without Turkish text: the note and its link to the English page. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: null, url: '/tr/blog/mental-loops' } },
  args: { article: { ...ARTICLE, inRequestedLanguage: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Bu yazı henüz Türkçe yazılmadı/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'İngilizce sitede okuyun' })).toHaveAttribute(
      'href',
      '/blog/mental-loops',
    );
    await expect(canvas.getByRole('button', { name: 'Bağlantıyı kopyala' })).toBeVisible();
  },
};
