import { Button } from '@emotion-guru/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { PagedList, type PagedListProps } from './paged-list.tsx';

interface Note {
  id: string;
  title: string;
}

const notes: Note[] = Array.from({ length: 3 }, (_, index) => ({
  id: `note-${index + 1}`,
  title: `Note ${index + 1}`,
}));

type DemoProps = Omit<PagedListProps<Note>, 'messages' | 'itemKey' | 'renderItem' | 'emptyAction'>;

/** The list with the journal's texts, in the toolbar's language. */
function JournalTextsList(props: DemoProps) {
  const { t } = useTranslation('app_content', { keyPrefix: 'journal' });
  return (
    <PagedList
      {...props}
      messages={(key, options) => t(key, options)}
      itemKey={(note) => note.id}
      renderItem={(note) => <article>{note.title}</article>}
      emptyAction={<Button type="button">{t('newEntry')}</Button>}
    />
  );
}

const meta = {
  title: 'App/Shared/PagedList',
  component: JournalTextsList,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/journal' } },
  args: {
    status: 'done',
    ready: true,
    items: notes,
    total: 3,
    page: 1,
    pageSize: 10,
    filtered: false,
    skeletonHeight: '4rem',
    onRetry: fn(),
    onPageSelect: fn(),
  },
} satisfies Meta<typeof JournalTextsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page: the count, the records, and no pager. */
export const OnePage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 entries')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** 25 records, 10 a page, on the second: both ways are open and say where they lead. */
export const SecondOfThreePages: Story = {
  args: { total: 25, page: 2 },
  play: async ({ args, canvas }) => {
    const pager = await canvas.findByRole('navigation', { name: 'Pages' });
    await expect(within(pager).getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(args.onPageSelect).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await expect(args.onPageSelect).toHaveBeenLastCalledWith(1);
  },
};

/** The last page: there is no next one. */
export const LastPage: Story = {
  args: { total: 25, page: 3 },
  play: async ({ canvas }) => {
    const pager = await canvas.findByRole('navigation', { name: 'Pages' });
    await expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

/** Before the first answer, or while the owner of the records is not known: placeholders, announced as busy. */
export const Loading: Story = {
  args: { status: 'pending', items: [], total: 0 },
  play: async ({ canvas }) => {
    const loading = await canvas.findByRole('status');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading entries…');
  },
};

/** Turning a page keeps the records on screen, marked busy, until the next page is there. */
export const LoadingNextPage: Story = {
  args: { status: 'pending', total: 25 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A failed load says so and offers to try again. */
export const Failed: Story = {
  args: { status: 'fail', items: [], total: 0 },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Your entries could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing yet: the way to write the first record. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No entries yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New entry' })).toBeVisible();
  },
};

/** Nothing matches the filters: it says so, and offers no "new" button. */
export const NothingMatches: Story = {
  args: { items: [], total: 0, filtered: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No entries match')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New entry' })).toBeNull();
  },
};
