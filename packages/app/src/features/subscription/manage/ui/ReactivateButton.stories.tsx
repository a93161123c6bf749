import { subscriptionService } from '@emotion-guru/platform-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { platformService } from '@/shared/api';
import { appLoader, withApp } from '@/shared/storybook';
import { ReactivateButton } from './ReactivateButton.tsx';

const meta = {
  title: 'App/Features/ReactivateButton',
  component: ReactivateButton,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/subscriptions' } },
} satisfies Meta<typeof ReactivateButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the plan (nothing is lost, so no confirmation): the platform's plan is active again. */
export const KeepsThePlan: Story = {
  play: async ({ canvas }) => {
    // A premium plan whose cancellation is scheduled, so there is something to keep.
    await platformService(subscriptionService).cancelSubscription();
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep my plan (reactivate)' }));
    await waitFor(async () =>
      expect(
        (await platformService(subscriptionService).getCurrentSubscription({ force: true })).status,
      ).toBe('Active'),
    );
  },
};

export const InTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Planımı koru (yeniden etkinleştir)' }),
    ).toBeEnabled();
  },
};
