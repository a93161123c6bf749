import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouterState } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'App/Pages/Blog/Pagination',
  component: Pagination,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/blog' } },
  args: { path: '/blog', page: 1, pageCount: 3 },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: every page is a real link (page 1 is the listing's own address), no "Previous". */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Pages' });
    const pager = within(nav);
    await expect(pager.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
    await expect(pager.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog?page=3');
    const next = pager.getByRole('link', { name: 'Next page' });
    await expect(next).toHaveAttribute('href', '/blog?page=2');
    await expect(next).toHaveAttribute('rel', 'next');
  },
};

/** A middle page: "Previous" leads to page 1's plain address, "Next" to page 3. */
export const MiddlePage: Story = {
  parameters: { app: { user: null, url: '/blog?page=2' } },
  args: { page: 2 },
  play: async ({ canvas }) => {
    const previous = await canvas.findByRole('link', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('href', '/blog');
    await expect(previous).toHaveAttribute('rel', 'prev');
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/blog?page=3');
  },
};

/** The last page: "Previous" but no "Next". */
export const LastPage: Story = {
  parameters: { app: { user: null, url: '/blog?page=3' } },
  args: { page: 3 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/blog?page=2',
    );
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Next page' })).toBeNull();
  },
};

/** One page only: no pager at all. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  render: (args) => (
    <>
      <p>The listing’s articles.</p>
      <Pagination {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The listing’s articles.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The router's current path and page, shown under the pager so a story sees where a link led. */
function CurrentAddress() {
  const address = useRouterState({
    select: ({ location }) => {
      // The test router reads every search value as a string ("2"); the page is the same either way.
      const search: Record<string, unknown> = location.search;
      const page = search['page'];
      return `${location.pathname}, page ${typeof page === 'string' || typeof page === 'number' ? page : 1}`;
    },
  });
  return <output aria-label="Current address">{address}</output>;
}

/** By keyboard: Tab walks Previous, the pages and Next in order; Enter on a page opens its address. */
export const Keyboard: Story = {
  parameters: { app: { user: null, url: '/blog?page=2' } },
  args: { page: 2 },
  render: (args) => (
    <>
      <Pagination {...args} />
      <CurrentAddress />
    </>
  ),
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Pages' });
    const pager = within(nav);
    const address = canvas.getByRole('status', { name: 'Current address' });
    await expect(address).toHaveTextContent('/blog, page 2');
    const order = ['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page'];
    pager.getByRole('link', { name: order[0] }).focus();
    for (const name of order.slice(1)) {
      await userEvent.tab();
      await expect(pager.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The router followed the link to page 3.
    await waitFor(() => expect(address).toHaveTextContent('/blog, page 3'));
  },
};

/** Turkish, dark, on a tag's listing: the Turkish addresses and labels. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: null, url: '/tr/blog/tag/ai?page=2' } },
  args: { path: '/blog/tag/ai', page: 2, pageCount: 3 },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Sayfalar' });
    const pager = within(nav);
    await expect(pager.getByRole('link', { name: 'Önceki sayfa' })).toHaveAttribute(
      'href',
      '/tr/blog/tag/ai',
    );
    await expect(pager.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Sayfa 3' })).toHaveAttribute(
      'href',
      '/tr/blog/tag/ai?page=3',
    );
    await expect(pager.getByRole('link', { name: 'Sonraki sayfa' })).toHaveAttribute(
      'href',
      '/tr/blog/tag/ai?page=3',
    );
  },
};
