import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import type { AppContext } from '@/shared/testing';
import { signOutOthersFx } from '../model/sign-out-other-devices.ts';
import { SignOutOtherDevices } from './SignOutOtherDevices.tsx';

const meta = {
  title: 'App/Features/SignOutOtherDevices',
  component: SignOutOtherDevices,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'pro', url: '/app/settings' } },
} satisfies Meta<typeof SignOutOtherDevices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two more sessions of the account (a phone, a laptop) exist on the platform: both are ended. */
export const SignsOutTheOthers: Story = {
  play: async ({ canvas, loaded }) => {
    const { emulator } = loaded['app'] as AppContext;
    emulator.signIn('pro@example.com');
    emulator.signIn('pro@example.com');
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out of other devices' }));
    await expect(await canvas.findByText('Signed out of 2 other devices.')).toBeVisible();
  },
};

export const NothingElseSignedInInTurkish: Story = {
  globals: { locale: 'tr-TR' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Diğer cihazlardan çıkış yap' }));
    await expect(await canvas.findByText('Oturumu açık başka cihaz yoktu.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    app: {
      user: 'pro',
      url: '/app/settings',
      handlers: [[signOutOthersFx, () => Promise.reject(new Error('offline'))]],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out of other devices' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Other devices could not be signed out.',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign out of other devices' })).toBeEnabled();
  },
};
