import type { SubscriptionInfo } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { CancelSubscriptionButton } from './CancelSubscriptionButton.tsx';

const PREMIUM: SubscriptionInfo = {
  planName: 'Premium',
  planDescription: '',
  subscriptionType: 2,
  currentPrice: 9.99,
  currentCurrency: 'USD',
  billingPeriod: 2,
  lastPaymentDate: '2026-11-17T00:00:00.000Z',
  nextPaymentDate: '2026-12-17T00:00:00.000Z',
  status: 'Active',
  isActive: true,
  provider: 'emulator-card',
  externalSubscriptionId: 'sub_demo',
};

const meta = {
  title: 'App/Features/CancelSubscriptionButton',
  component: CancelSubscriptionButton,
  decorators: [withApp],
  loaders: [appLoader],
  args: { subscription: PREMIUM },
  parameters: { app: { user: 'premium', url: '/app/subscriptions' } },
} satisfies Meta<typeof CancelSubscriptionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation says until when the plan stays; keeping it changes nothing. */
export const AsksFirst: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Cancel Premium?',
    });
    await expect(dialog).toHaveTextContent('Premium stays active until December 17, 2026.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const InTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Planı iptal edin' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Premium iptal edilsin mi?',
    });
    await expect(dialog).toHaveTextContent('17 Aralık 2026 tarihine kadar etkin kalır');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planımı koru' }));
  },
};
