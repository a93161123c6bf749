import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NO_TIME_LIMIT } from '../../testing/noTimeLimit.ts';
import { UpdateBanner } from './UpdateBanner.tsx';

const meta = {
  title: 'Composites/UpdateBanner',
  component: UpdateBanner,
  tags: ['autodocs'],
  args: { onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of the app is available.');
    await expect(canvas.getByText('Reloading in 30 s')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** A short countdown, to watch it reach 0 and reload by itself. */
export const CountsDownThenReloads: Story = {
  args: { seconds: 2 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Reloading in 2 s')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Reloading in 1 s')).toBeVisible(), {
      timeout: NO_TIME_LIMIT,
    });
    await waitFor(() => expect(args.onReload).toHaveBeenCalledOnce(), { timeout: NO_TIME_LIMIT });
    await expect(canvas.getByText('Reloading in 0 s')).toBeVisible();
  },
};

/** The user has unsaved input: no automatic reload, only on request. */
export const HeldForUnsavedInput: Story = {
  args: { heldText: 'You have unsaved changes: the app reloads when you choose.' },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('You have unsaved changes: the app reloads when you choose.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Reloading in/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload now' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Turkish: Story = {
  args: {
    message: 'Uygulamanın yeni bir sürümü var.',
    reloadNowText: 'Şimdi yenile',
    countdownText: (left) => `${String(left)} sn içinde yenilenecek`,
    label: 'Uygulama güncellemesi',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone the button takes its own line. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Reload now' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 64);
  },
};
