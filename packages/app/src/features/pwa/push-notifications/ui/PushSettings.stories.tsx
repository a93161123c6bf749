import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { PushPermissionDenied, type DevicePushState } from '../api/device-push.ts';
import { disablePushFx, enablePushFx, readPushFx } from '../model/push.ts';
import { PushSettings } from './PushSettings.tsx';

const READY: DevicePushState = { support: 'supported', permission: 'default', enabled: false };
const ON: DevicePushState = { support: 'supported', permission: 'granted', enabled: true };

const meta = {
  title: 'App/Features/PushSettings',
  component: PushSettings,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: {
    app: {
      user: 'pro',
      url: '/app/settings',
      handlers: [
        [readPushFx, () => Promise.resolve(READY)],
        [enablePushFx, () => Promise.resolve(ON)],
        [disablePushFx, () => Promise.resolve(READY)],
      ],
    },
  },
} satisfies Meta<typeof PushSettings>;

export default meta;

/** The settings page with this device's push state read as `state` (nothing to change from there). */
const readAs = (state: DevicePushState, url = '/app/settings') => ({
  app: { user: 'pro' as const, url, handlers: [[readPushFx, () => Promise.resolve(state)]] as const },
});
type Story = StoryObj<typeof meta>;

/** Off until asked: turning it on (the browser asks for the permission then) and off again. */
export const TurnOnAndOff: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Notifications on this device' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      /Your browser asks for permission when you turn this on\.$/,
    );
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

/** The permission refused: the switch stays off and says where to allow it. */
export const Refused: Story = {
  parameters: {
    app: {
      user: 'pro',
      url: '/app/settings',
      handlers: [
        [readPushFx, () => Promise.resolve(READY)],
        [enablePushFx, () => Promise.reject(new PushPermissionDenied('denied'))],
      ],
    },
  },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Notifications on this device' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(toggle).toHaveAccessibleDescription(/^Notifications are blocked for this site\./),
    );
    await expect(toggle).not.toBeChecked();
  },
};

/** A browser without push (or `npm run dev`): the switch is off and cannot be turned on. */
export const Unsupported: Story = {
  parameters: readAs({ ...READY, support: 'unsupported' }),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Notifications on this device' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(/^This browser cannot show notifications/);
  },
};

/** A build without the push provider's keys. */
export const NotSetUp: Story = {
  parameters: readAs({ ...READY, support: 'config-missing' }),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Notifications on this device' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(
      'Notifications are not set up for this version of Emotion Guru.',
    );
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: readAs(ON, '/tr/app/settings'),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Bu cihazda bildirimler' });
    await expect(toggle).toBeChecked();
  },
};
