import type { PlanListItem } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { openCheckoutFx } from '../model/checkout.ts';
import { ResumeCheckout } from './ResumeCheckout.tsx';

const PLANS: PlanListItem[] = [
  {
    id: 'free',
    name: 'Free',
    description: '',
    subscriptionType: 1,
    monthlyPrice: 0,
    yearlyPrice: 0,
    currency: 'USD',
    features: [],
  },
  {
    id: 'pro',
    name: 'Pro',
    description: '',
    subscriptionType: 4,
    monthlyPrice: 19.99,
    yearlyPrice: 199,
    currency: 'USD',
    features: [],
  },
];

const meta = {
  title: 'App/Features/ResumeCheckout',
  component: ResumeCheckout,
  decorators: [withApp],
  loaders: [appLoader],
  args: { plans: PLANS, planName: 'pro', period: 'yearly' },
  parameters: {
    app: {
      user: 'free',
      url: '/pricing?plan=Pro&period=yearly',
      handlers: [[openCheckoutFx, () => Promise.resolve('hosted' as const)]],
    },
  },
} satisfies Meta<typeof ResumeCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from signing up: the plan chosen before, one press from its checkout. */
export const BackFromSignUp: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You chose Pro, billed yearly.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(canvas.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
  },
};

export const InTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pro planını yıllık ödemeyle seçtiniz.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ödemeye devam edin' })).toBeEnabled();
  },
};

/** A visitor, the free tier or an unknown plan: nothing to resume. */
export const NothingToResume: Story = {
  args: { planName: 'Free' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
