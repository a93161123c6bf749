import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, type Scope } from 'effector';
import { expect, userEvent, waitFor } from 'storybook/test';
import { checkInsChanged } from '@/entities/emotion';
import { appLoader, withApp } from '@/shared/storybook';
import type { DevicePushState } from '../api/device-push.ts';
import { markOfferAskedFx, markOfferDoneFx, readOfferFlagsFx } from '../model/offer.ts';
import { enablePushFx, readPushFx } from '../model/push.ts';
import { PushOffer } from './PushOffer.tsx';

const READY: DevicePushState = { support: 'supported', permission: 'default', enabled: false };

/** The story's app scope (appLoader's), where the check-in the offer follows is announced. */
const scopeOf = (loaded: Record<string, unknown>): Scope => {
  const scope = (loaded['app'] as { scope?: Scope } | undefined)?.scope;
  if (!scope) throw new Error('The story has no app scope');
  return scope;
};

const meta = {
  title: 'App/Features/PushOffer',
  component: PushOffer,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: {
    app: {
      user: 'premium',
      url: '/app/dashboard',
      handlers: [
        [readPushFx, () => Promise.resolve(READY)],
        [readOfferFlagsFx, () => ({ askedThisSession: false, done: false })],
        [markOfferAskedFx, () => undefined],
        [markOfferDoneFx, () => undefined],
        [enablePushFx, () => Promise.resolve({ ...READY, permission: 'granted', enabled: true })],
      ],
    },
  },
} satisfies Meta<typeof PushOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing until a check-in is saved; then the offer, which "Turn on notifications" answers. */
export const AfterACheckIn: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await allSettled(checkInsChanged, { scope: scopeOf(loaded) });
    const offer = await canvas.findByRole('region', { name: 'A gentle reminder?' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(offer).not.toBeInTheDocument());
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { ...meta.parameters.app, url: '/tr/app/dashboard' } },
  play: async ({ canvas, loaded }) => {
    await allSettled(checkInsChanged, { scope: scopeOf(loaded) });
    await expect(
      await canvas.findByRole('region', { name: 'Nazik bir hatırlatma ister misiniz?' }),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Şimdi değil' }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};
