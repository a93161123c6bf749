import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled } from 'effector';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import type { AppContext } from '@/shared/testing';
import { $bannerShown, consentChosen, consentRead } from '../model/consent.ts';
import { ConsentSettingsButton } from './ConsentSettingsButton.tsx';

const meta = {
  title: 'App/Features/ConsentSettingsButton',
  component: ConsentSettingsButton,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { url: '/about' } },
} satisfies Meta<typeof ConsentSettingsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who answered asks for the banner again, to change the answer. */
export const AsksAgain: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { scope } = loaded['app'] as AppContext;
    await allSettled(consentRead, { scope });
    await allSettled(consentChosen, { scope, params: 'denied' });
    await expect(scope.getState($bannerShown)).toBe(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cookie settings' }));
    await expect(scope.getState($bannerShown)).toBe(true);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr-TR' },
  parameters: { app: { url: '/tr/about' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Çerez ayarları' })).toBeVisible();
  },
};
