import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { ShareLinks } from './ShareLinks.tsx';

const URL = 'https://emotionguru.app/blog/mental-loops';
const ENCODED = encodeURIComponent(URL);

/** The article's socialLinks as the platform may send them: two networks, a plain-http one and a script. */
const LINKS = [
  `https://www.linkedin.com/sharing/share-offsite/?url=${ENCODED}`,
  `https://x.com/intent/post?url=${ENCODED}`,
  `http://www.facebook.com/sharer/sharer.php?u=${ENCODED}`,
  'javascript:alert(1)',
];

/**
 * Runs `act` with `navigator.clipboard.writeText` replaced by `writeText` (the real clipboard needs a
 * permission a test browser does not give), then puts the real one back.
 */
async function withClipboard(writeText: (text: string) => Promise<void>, act: () => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  try {
    await act();
  } finally {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  }
}

const meta = {
  title: 'App/Pages/Blog/ShareLinks',
  component: ShareLinks,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/blog/mental-loops' } },
  args: { links: LINKS, url: URL },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the https links are offered, each in a new tab without opener; "Copy link" copies the address. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Share this article', level: 2 })).toBeVisible();
    const linkedIn = canvas.getByRole('link', { name: 'Share on LinkedIn' });
    await expect(linkedIn).toHaveAttribute('href', LINKS[0]);
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', LINKS[1]);
    // The plain-http and the javascript: links are not shown.
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    const writeText = fn<(text: string) => Promise<void>>(() => Promise.resolve());
    await withClipboard(writeText, async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
      await expect(await canvas.findByText('Link copied.')).toBeVisible();
    });
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(URL);
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied.');
  },
};

/** By keyboard: Enter on the focused button copies too. */
export const CopyByKeyboard: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Copy link' });
    const writeText = fn<(text: string) => Promise<void>>(() => Promise.resolve());
    await withClipboard(writeText, async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(await canvas.findByText('Link copied.')).toBeVisible();
    });
    await expect(writeText).toHaveBeenCalledWith(URL);
  },
};

/** The clipboard refuses: the visitor is told how to copy the address by hand. */
export const CopyFailed: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Copy link' });
    await withClipboard(
      () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      async () => {
        await userEvent.click(button);
        await expect(await canvas.findByRole('status')).toHaveTextContent(
          'The link could not be copied. Select the address bar and copy it from there.',
        );
      },
    );
  },
};

/** No share links: the copy button alone. */
export const CopyOnly: Story = {
  args: { links: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Turkish, dark: the Turkish labels and the copied feedback. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: null, url: '/tr/blog/mental-loops' } },
  args: { url: 'https://emotionguru.app/tr/blog/mental-loops' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bu yazıyı paylaşın' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LinkedIn üzerinde paylaşın' })).toHaveAttribute(
      'href',
      LINKS[0],
    );
    await expect(canvas.getByRole('link', { name: 'X üzerinde paylaşın' })).toBeVisible();
    const writeText = fn<(text: string) => Promise<void>>(() => Promise.resolve());
    await withClipboard(writeText, async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Bağlantıyı kopyala' }));
      await expect(await canvas.findByText('Bağlantı kopyalandı.')).toBeVisible();
    });
    await expect(writeText).toHaveBeenCalledWith('https://emotionguru.app/tr/blog/mental-loops');
  },
};
