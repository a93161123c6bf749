import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { OfflineBanner } from './OfflineBanner.tsx';

const meta = {
  title: 'App/Features/OfflineBanner',
  component: OfflineBanner,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/dashboard' }, layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  args: { online: false },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(
      'You are offline. What this device last loaded stays readable; new entries, check-ins and reflections are kept here and sent once you are back online.',
    );
    await expect(status).toBeVisible();
  },
};

/** Online: the status region stays in the page, empty and out of sight, ready to announce. */
export const Online: Story = {
  args: { online: true },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(status.getBoundingClientRect().height).toBe(0);
  },
};

export const OfflineTurkishDark: Story = {
  args: { online: false },
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/dashboard' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^Çevrimdışısınız\./);
  },
};
