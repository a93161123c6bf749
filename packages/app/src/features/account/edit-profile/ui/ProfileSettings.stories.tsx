import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import type { AppContext } from '@/shared/testing';
import { ProfileSettings } from './ProfileSettings.tsx';

const meta = {
  title: 'App/Features/ProfileSettings',
  component: ProfileSettings,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'pro', url: '/app/settings' } },
} satisfies Meta<typeof ProfileSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide photo (600 × 300): the left third blue, the middle green, the right third red. */
async function widePhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 300;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  for (const [x, colour] of [
    [0, '#0000ff'],
    [150, '#00ff00'],
    [450, '#ff0000'],
  ] as const) {
    context.fillStyle = colour;
    context.fillRect(x, 0, 600 - x, 300);
  }
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
  if (!blob) throw new Error('no picture');
  return new File([blob], 'holiday.png', { type: 'image/png' });
}

/** The picture inside an avatar once it has loaded (until then the avatar shows the generated one). */
async function loadedPicture(avatar: HTMLElement): Promise<HTMLImageElement> {
  return waitFor(() => {
    const image = avatar.querySelector('img');
    if (!image) throw new Error('the picture has not loaded yet');
    return image;
  });
}

/** The colour at the picture's left edge, middle height, once it is drawn at its own size. */
async function leftEdgeColour(image: HTMLImageElement): Promise<string> {
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, 0, 0);
  const [r, g, b] = context.getImageData(2, image.naturalHeight / 2, 1, 1).data;
  return `${String(r)},${String(g)},${String(b)}`;
}

/** A wide photo is cropped to its centred square (the green middle), previewed at 256 px, then saved. */
export const CropsPreviewsAndSaves: Story = {
  play: async ({ canvas, loaded }) => {
    const { emulator } = loaded['app'] as AppContext;
    await userEvent.upload(await canvas.findByLabelText('Choose a picture'), await widePhoto());
    const preview = await loadedPicture(
      await canvas.findByRole('img', { name: 'Your new profile picture, not saved yet' }),
    );
    await expect(preview.naturalWidth).toBe(256);
    await expect(preview.naturalHeight).toBe(256);
    await expect(await leftEdgeColour(preview)).toBe('0,255,0');
    await expect(canvas.getByRole('status')).toHaveTextContent('This is how your picture will look.');

    await userEvent.click(canvas.getByRole('button', { name: 'Save picture' }));
    const saved = await loadedPicture(await canvas.findByRole('img', { name: 'Your profile picture' }));
    await expect(saved.getAttribute('src')).toMatch(/\/avatar\.png$/);
    const tenant = emulator.db.tenant('emotion');
    const user = emulator.db.rows(tenant, 'GsbUser').find((row) => row.email === 'pro@example.com');
    await expect(user?.pictureUrl).toMatch(/\/avatar\.png$/);
    await expect(canvas.getByLabelText('Choose a picture')).toBeEnabled();
  },
};

/** A GIF is refused with the reason; the generated picture stays. */
export const RefusesAGif: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Choose a picture');
    await userEvent.upload(input, new File(['GIF89a'], 'funny.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This is not a JPEG, PNG or WebP picture.',
    );
    await expect(input).toHaveAccessibleDescription('This is not a JPEG, PNG or WebP picture.');
  },
};

/** The name is saved; the email is read-only, and says why. In Turkish, dark. */
export const NameAndEmailInTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas, loaded }) => {
    const { emulator } = loaded['app'] as AppContext;
    const email = await canvas.findByLabelText('E-posta');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription(/E-postanız giriş yapmanızı sağlar/);
    const name = canvas.getByLabelText('Ad');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Adı kaydet' }));
    await expect(name).toHaveAccessibleDescription(/Size hangi adla seslenilmesini/);
    await userEvent.type(name, 'Selin Aydın Kaya');
    await userEvent.click(canvas.getByRole('button', { name: 'Adı kaydet' }));
    const tenant = emulator.db.tenant('emotion');
    await waitFor(() =>
      expect(emulator.db.rows(tenant, 'GsbUser').find((row) => row.email === 'pro@example.com')?.name).toBe(
        'Selin Aydın Kaya',
      ),
    );
  },
};
