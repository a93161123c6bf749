import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'App/Widgets/SiteFooter',
  component: SiteFooter,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/' }, layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Join the mailing list' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: null, url: '/tr' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'E-posta listesine katılın' })).toBeVisible();
  },
};
