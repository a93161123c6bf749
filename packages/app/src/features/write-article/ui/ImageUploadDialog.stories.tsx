import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { ImageUploadDialog, type UploadedImage } from './ImageUploadDialog.tsx';

const onDone = fn<(image: UploadedImage | null) => void>();

// A 1 × 1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const meta = {
  title: 'App/Features/ImageUploadDialog',
  component: ImageUploadDialog,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'admin', url: '/blog/create' } },
  args: { open: true, purpose: 'text', onDone },
} satisfies Meta<typeof ImageUploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image for the text: an SVG is refused, a description is required, then it uploads. */
export const ImageInTheText: Story = {
  play: async ({ canvasElement }) => {
    onDone.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add an image' });
    await waitFor(() => expect(dialog).toBeVisible());
    const input = within(dialog).getByLabelText(/Image file/);
    await userEvent.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }), {
      applyAccept: false,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(
      await within(dialog).findByText('Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF).'),
    ).toBeVisible();
    await userEvent.upload(input, new File([PNG], 'dot.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(
      await within(dialog).findByText('Describe the image for people who cannot see it.'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'A dot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ alt: 'A dot' })));
    const [uploaded] = onDone.mock.calls[0] ?? [];
    await expect(uploaded?.url).toMatch(/dot\.png$/);
  },
};

/** The cover, in Turkish and the dark theme: no description asked (the article's title names it). */
export const CoverInTurkishDark: Story = {
  args: { purpose: 'cover' },
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'admin', url: '/tr/blog/create' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Kapak görseli seçin' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('textbox', { name: /Açıklama/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    await expect(await within(dialog).findByText('Bir görsel dosyası seçin.')).toBeVisible();
  },
};
