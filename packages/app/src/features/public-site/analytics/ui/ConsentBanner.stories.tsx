import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, type Scope } from 'effector';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import type { AppContext } from '@/shared/testing';
import { $consent, consentRead, consentReopened } from '../model/consent.ts';
import { ConsentBanner } from './ConsentBanner.tsx';

const meta = {
  title: 'App/Features/ConsentBanner',
  component: ConsentBanner,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { url: '/about' }, layout: 'fullscreen' },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner as a visitor meets it (asked again here, whatever this browser answered before). */
async function ask(loaded: Record<string, unknown>): Promise<Scope> {
  const { scope } = loaded['app'] as AppContext;
  await allSettled(consentReopened, { scope });
  await allSettled(consentRead, { scope });
  return scope;
}

export const Asked: Story = {
  play: async ({ canvasElement, loaded }) => {
    const scope = await ask(loaded);
    const banner = await within(canvasElement).findByRole('region', { name: 'May we count visits?' });
    await expect(banner).toHaveTextContent(/Nothing is sent unless you allow it/);
    await expect(within(banner).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/legal/cookies',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: 'Allow counting' })).toHaveFocus();
    await userEvent.click(within(banner).getByRole('button', { name: 'No, thanks' }));
    await expect(scope.getState($consent)).toBe('denied');
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const AskedTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { url: '/tr/about' } },
  play: async ({ canvasElement, loaded }) => {
    await ask(loaded);
    const banner = await within(canvasElement).findByRole('region', { name: 'Ziyaretleri sayabilir miyiz?' });
    await expect(within(banner).getByRole('link', { name: 'Çerez politikası' })).toHaveAttribute(
      'href',
      '/tr/legal/cookies',
    );
    await expect(within(banner).getByRole('button', { name: 'Saymaya izin ver' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Hayır, teşekkürler' })).toBeVisible();
  },
};
