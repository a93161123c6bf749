import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { $consent } from '@/entities/chat';
import { appLoader, withApp } from '@/shared/storybook';
import { ShareChatsSwitch } from './ShareChatsSwitch.tsx';

/** The switch with what the platform last answered (the settings page shows it under the data consent). */
function WithAnswer() {
  const consent = useUnit($consent);
  return (
    <>
      <p>{consent.sharedWithCaretaker ? 'caretaker reads: yes' : 'caretaker reads: no'}</p>
      <ShareChatsSwitch />
    </>
  );
}

const meta = {
  title: 'App/Features/ShareChatsSwitch',
  component: WithAnswer,
  decorators: [withApp],
  loaders: [appLoader],
  // Ece Şahin: one of team@'s clients, with an account of her own; the seed has her sharing.
  parameters: { app: { user: 'client', url: '/app/settings' } },
} satisfies Meta<typeof WithAnswer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StopAndShareAgain: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Let my caretaker read my conversations' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText(/never write, change or delete them/)).toBeVisible();
    await userEvent.click(toggle);
    await expect(await canvas.findByText('caretaker reads: no')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(await canvas.findByText('caretaker reads: yes')).toBeVisible();
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'client', url: '/tr/app/settings' } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Bakım verenim sohbetlerimi okuyabilsin' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText(/asla yazamaz, değiştiremez veya silemez/)).toBeVisible();
  },
};

/** Someone without a caretaker has nothing to share: the switch is not there at all. */
export const WithoutCaretaker: Story = {
  parameters: { app: { user: 'premium', url: '/app/settings' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('caretaker reads: no')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};
