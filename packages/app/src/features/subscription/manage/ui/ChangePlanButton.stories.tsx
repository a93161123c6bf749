import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { ChangePlanButton } from './ChangePlanButton.tsx';
import { PREMIUM_MONTHLY, planOnSale as plan } from './fixtures.ts';

const meta = {
  title: 'App/Features/ChangePlanButton',
  component: ChangePlanButton,
  decorators: [withApp],
  loaders: [appLoader],
  args: { plan: plan('Pro', 4, 19.99, 199), period: 'monthly', subscription: PREMIUM_MONTHLY },
  parameters: { app: { user: 'premium', url: '/app/subscriptions' } },
} satisfies Meta<typeof ChangePlanButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up a tier: what the move costs and that the features come at once, before anything changes. */
export const Upgrade: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Change to Pro?',
    });
    await expect(dialog).toHaveTextContent('You move from Premium to Pro at $19.99 per month.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
  },
};

/** Down a tier: the features it loses stop at once (a warning, not a plain confirmation). */
export const DowngradeInTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  args: { plan: plan('Free plus', 1, 4.99, 49), subscription: PREMIUM_MONTHLY },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Free plus planına geçin' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Free plus planında olmayan özellikler hemen kapanır.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planımı koru' }));
  },
};

/** The same plan and period: nothing to offer. */
export const CurrentPlan: Story = {
  args: { plan: plan('Premium', 2, 9.99, 99) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
};
