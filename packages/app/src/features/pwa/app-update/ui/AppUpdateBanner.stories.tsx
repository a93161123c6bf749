import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled } from 'effector';
import { expect, userEvent, within } from 'storybook/test';
import { unsavedWorkChanged } from '@/shared/lib/unsaved-work';
import { appLoader, withApp } from '@/shared/storybook';
import type { AppContext } from '@/shared/testing';
import { AppUpdateBanner } from './AppUpdateBanner.tsx';

const meta = {
  title: 'App/Features/AppUpdateBanner',
  component: AppUpdateBanner,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/dashboard' }, layout: 'fullscreen' },
} satisfies Meta<typeof AppUpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountsDown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'App update' });
    await expect(within(banner).getByRole('status')).toHaveTextContent(
      'A new version of Emotion Guru is available.',
    );
    await expect(within(banner).getByText(/^Reloading in \d+ s$/)).toBeVisible();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: 'Reload now' })).toHaveFocus();
  },
};

/** Something typed is not saved yet: the banner waits for the user instead of counting down. */
export const WaitsForUnsavedChanges: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { scope } = loaded['app'] as AppContext;
    await allSettled(unsavedWorkChanged, { scope, params: { key: 'journal-editor', unsaved: true } });
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have unsaved changes, so the app waits: reload when you are ready.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Reloading in/)).toBeNull();
    await allSettled(unsavedWorkChanged, { scope, params: { key: 'journal-editor', unsaved: false } });
    await expect(await canvas.findByText('Reloading in 30 s')).toBeVisible();
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/dashboard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Uygulama güncellemesi' });
    await expect(within(banner).getByRole('button', { name: 'Şimdi yenileyin' })).toBeVisible();
    await expect(within(banner).getByText(/^\d+ sn içinde yenilenecek$/)).toBeVisible();
  },
};
