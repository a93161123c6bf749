import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { readNewsletterFx } from '../model/newsletter.ts';
import { NewsletterSettings } from './NewsletterSettings.tsx';

const meta = {
  title: 'App/Features/NewsletterSettings',
  component: NewsletterSettings,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'pro', url: '/app/settings' } },
} satisfies Meta<typeof NewsletterSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not on the list: the switch subscribes the account's own email, and turning it off unsubscribes it. */
export const SubscribeAndUnsubscribe: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Email newsletter' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/sent to pro@example\.com/);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(await canvas.findByText(/^Subscribed since /)).toBeVisible();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(await canvas.findByText(/^Unsubscribed on /)).toBeVisible();
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'pro', url: '/tr/app/settings' } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'E-posta bülteni' });
    await userEvent.click(toggle);
    await expect(await canvas.findByText(/tarihinden beri abonesiniz\.$/)).toBeVisible();
  },
};

export const CannotBeRead: Story = {
  parameters: {
    app: {
      user: 'pro',
      url: '/app/settings',
      handlers: [[readNewsletterFx, () => Promise.reject(new Error('offline'))]],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your newsletter setting could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
