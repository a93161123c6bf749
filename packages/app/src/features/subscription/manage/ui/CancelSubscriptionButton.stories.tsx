import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { CancelSubscriptionButton } from './CancelSubscriptionButton.tsx';
import { PREMIUM_MONTHLY } from './fixtures.ts';

const meta = {
  title: 'App/Features/CancelSubscriptionButton',
  component: CancelSubscriptionButton,
  decorators: [withApp],
  loaders: [appLoader],
  args: { subscription: PREMIUM_MONTHLY },
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
