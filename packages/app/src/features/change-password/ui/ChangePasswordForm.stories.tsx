import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { appLoader, withApp } from '@/shared/storybook';

const meta = {
  title: 'App/Features/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'team', url: '/app/settings' } },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefusesAShortPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('Current password', { selector: 'input' }),
      'Emotion-demo-1',
    );
    await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose a new password of at least');
  },
};

export const ChangesIt: Story = {
  play: async ({ canvas }) => {
    const current = await canvas.findByLabelText('Current password', { selector: 'input' });
    await userEvent.type(current, 'Emotion-demo-1');
    const next = canvas.getByLabelText('New password', { selector: 'input' });
    await userEvent.type(next, 'Emotion-demo-2');
    const [, showNew] = canvas.getAllByRole('button', { name: 'Show password' });
    if (showNew) await userEvent.click(showNew);
    await expect(next).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    // The emulator accepted it: both fields are cleared.
    await waitFor(() => expect(current).toHaveValue(''));
    await expect(next).toHaveValue('');
  },
};

export const WrongCurrentPasswordInTurkish: Story = {
  globals: { locale: 'tr-TR' },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('Mevcut parola', { selector: 'input' }),
      'not-my-password',
    );
    await userEvent.type(canvas.getByLabelText('Yeni parola', { selector: 'input' }), 'Emotion-demo-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Parolayı değiştir' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Parola değiştirilemedi.');
    await expect(canvas.getByLabelText('Mevcut parola', { selector: 'input' })).toHaveValue(
      'not-my-password',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};
