import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { withdrawAiConsentFx } from '../model/consent.ts';
import { WithdrawAiConsentButton } from './WithdrawAiConsentButton.tsx';

const withdraw = fn(() => Promise.resolve({ id: 'c-own' }));

const meta = {
  title: 'App/Features/WithdrawAiConsentButton',
  component: WithdrawAiConsentButton,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/settings', handlers: [[withdrawAiConsentFx, withdraw]] } },
} satisfies Meta<typeof WithdrawAiConsentButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancelThenConfirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw AI consent' }));
    let confirm = await body.findByRole('alertdialog', { name: 'Withdraw your AI consent?' });
    await expect(confirm).toHaveTextContent('Every conversation and everything the assistant remembers');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(withdraw).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw AI consent' }));
    confirm = await body.findByRole('alertdialog', { name: 'Withdraw your AI consent?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw and delete' }));
    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/settings' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Yapay zekâ onayını geri çek' })).toBeVisible();
  },
};
