import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { clearArticleDrafts } from '../api/draft-store.ts';
import { ArticleEditor } from './ArticleEditor.tsx';

const meta = {
  title: 'App/Features/ArticleEditor',
  component: ArticleEditor,
  decorators: [withApp],
  loaders: [appLoader, () => clearArticleDrafts().then(() => ({}))],
  parameters: { app: { user: 'admin', url: '/blog/create' } },
  args: { slug: null, onSaved: () => undefined },
} satisfies Meta<typeof ArticleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new article: the address follows the English title; the tabs say which language has no text yet. */
export const NewArticle: Story = {
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Calm mornings');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue('calm-mornings');
    await expect(canvas.getByRole('tab', { name: 'Türkçe, not written yet' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Text' })).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};

/** Saving with nothing typed: the fields to fix are said, and the first one gets the focus. */
export const NothingTyped: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('2 fields need your attention before saving.')).toBeVisible();
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText('Give the article an address.')).toBeVisible();
  },
};

/** A published article, in Turkish and the dark theme: every language of its texts is there to edit. */
export const EditInTurkishDark: Story = {
  args: { slug: 'mental-loops' },
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'admin', url: '/tr/blog/edit/mental-loops' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Adres' })).toHaveValue('mental-loops');
    await expect(canvas.getByRole('textbox', { name: 'Başlık' })).toHaveValue(
      'Mental loops: why the same thought keeps coming back',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Türkçe' }));
    await expect(canvas.getByRole('textbox', { name: 'Başlık' })).toHaveValue(
      'Zihinsel döngüler: aynı düşünce neden tekrar tekrar gelir?',
    );
    await expect(canvas.getByRole('switch', { name: 'Yayında' })).toBeChecked();
  },
};

/** An address no article has. */
export const NotFound: Story = {
  args: { slug: 'no-such-article' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No article has this address')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Write a new article' })).toBeVisible();
  },
};

/** The preview: the article as readers get it, in the tab's language. */
export const Preview: Story = {
  args: { slug: 'mental-loops' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {
      name: 'Mental loops: why the same thought keeps coming back',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('As readers will see it in English.')).toBeVisible();
  },
};
