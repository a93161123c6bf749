import type { PlanListItem } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { openCheckoutFx, startCheckoutFx } from '../model/checkout.ts';
import { ChoosePlanButton } from './ChoosePlanButton.tsx';
import { CheckoutError } from './CheckoutError.tsx';

const PREMIUM: PlanListItem = {
  id: 'premium',
  name: 'Premium',
  description: 'Your whole emotional history, AI insights and exports.',
  subscriptionType: 2,
  monthlyPrice: 9.99,
  yearlyPrice: 99,
  currency: 'USD',
  features: ['unlimited-history', 'ai-insights', 'export-data'],
};

const meta = {
  title: 'App/Features/ChoosePlanButton',
  component: ChoosePlanButton,
  decorators: [withApp],
  loaders: [appLoader],
  args: { plan: PREMIUM, period: 'monthly' },
  parameters: { app: { user: 'free', url: '/pricing' } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <CheckoutError />
      <ChoosePlanButton {...args} />
    </div>
  ),
} satisfies Meta<typeof ChoosePlanButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor signs up first and comes back to the same plan and period. */
export const Visitor: Story = {
  parameters: { app: { user: null, url: '/pricing' } },
  args: { period: 'yearly' },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Choose Premium' });
    await expect(link.getAttribute('href')).toContain('/auth/register?callback=');
    await expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
      '/pricing?plan=Premium&period=yearly',
    );
  },
};

/** A free user goes to the provider's checkout; the button waits while it opens. */
export const FreeUserOpensCheckout: Story = {
  parameters: {
    app: {
      user: 'free',
      url: '/pricing',
      // The story stays on its page: the provider's page is not opened.
      handlers: [[openCheckoutFx, () => Promise.resolve('hosted' as const)]],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Premium monthly' }));
    const opening = await canvas.findByRole('button', { name: 'Opening checkout…' });
    await expect(opening).toBeDisabled();
  },
};

/** The platform refused (no email on the account): a clear message, and the button is ready again. */
export const CheckoutRefusedInTurkish: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: {
    app: {
      user: 'free',
      url: '/tr/pricing',
      handlers: [
        [
          startCheckoutFx,
          () =>
            Promise.resolve({ success: false as const, error: 'User email is required for subscription' }),
        ],
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Premium aylık seçin' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('bir e-posta adresi olmalıdır');
    await expect(canvas.getByRole('button', { name: 'Premium aylık seçin' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Kapat' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A paying user changes plan on the subscription page, where the change says what it changes. */
export const PayingUser: Story = {
  parameters: { app: { user: 'pro', url: '/pricing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Change to Premium' })).toHaveAttribute(
      'href',
      '/app/subscriptions',
    );
  },
};
