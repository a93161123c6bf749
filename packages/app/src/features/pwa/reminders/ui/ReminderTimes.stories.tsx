import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { addReminderFx, readRemindersFx } from '../model/reminders.ts';
import { ReminderTimes } from './ReminderTimes.tsx';

const meta = {
  title: 'App/Features/ReminderTimes',
  component: ReminderTimes,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'pro', url: '/app/settings' } },
} satisfies Meta<typeof ReminderTimes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None yet: add two times (listed in order), refuse a repeat and an empty time, remove one. */
export const AddAndRemove: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reminders yet. Add a time below.')).toBeVisible();
    const time = canvas.getByLabelText('Time');
    const add = canvas.getByRole('button', { name: 'Add reminder' });

    await userEvent.click(add);
    await expect(time).toHaveAccessibleDescription('Choose a time.');

    await userEvent.type(time, '21:00');
    await userEvent.click(add);
    const list = await canvas.findByRole('list', { name: 'Daily check-in reminders' });
    await userEvent.type(time, '08:30');
    await userEvent.click(add);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringMatching(/^8:30\sAM/), expect.stringMatching(/^9:00\sPM/)]),
    );

    await userEvent.type(time, '08:30');
    await userEvent.click(add);
    await expect(time).toHaveAccessibleDescription(/^You already have a reminder at 8:30\sAM\.$/);
    await expect(time).toHaveValue('08:30');

    await userEvent.click(within(list).getByRole('button', { name: /^Remove the 8:30\sAM reminder$/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'pro', url: '/tr/app/settings' } },
  play: async ({ canvas }) => {
    const time = await canvas.findByLabelText('Saat');
    await userEvent.type(time, '07:45');
    await userEvent.click(canvas.getByRole('button', { name: 'Hatırlatma ekle' }));
    const list = await canvas.findByRole('list', { name: 'Günlük duygu kaydı hatırlatmaları' });
    await expect(within(list).getByText('07:45')).toBeVisible();
    await expect(within(list).getByRole('button', { name: '07:45 hatırlatmasını kaldır' })).toBeEnabled();
  },
};

/** The platform could not be reached: the time stays in the field for another try (a toast says so). */
export const AddFails: Story = {
  parameters: {
    app: {
      user: 'pro',
      url: '/app/settings',
      handlers: [[addReminderFx, () => Promise.reject(new Error('offline'))]],
    },
  },
  play: async ({ canvas }) => {
    const time = await canvas.findByLabelText('Time');
    await userEvent.type(time, '07:00');
    const add = canvas.getByRole('button', { name: 'Add reminder' });
    await userEvent.click(add);
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    await expect(time).toHaveValue('07:00');
    await expect(time).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('No reminders yet. Add a time below.')).toBeVisible();
  },
};

export const CannotBeRead: Story = {
  parameters: {
    app: {
      user: 'pro',
      url: '/app/settings',
      handlers: [[readRemindersFx, () => Promise.reject(new Error('offline'))]],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your reminders could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
