import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { RequestResetLinkForm } from './RequestResetLinkForm.tsx';
import { appLoader, withApp } from '@/shared/storybook';

const meta = {
  title: 'App/Features/ResetPassword',
  component: RequestResetLinkForm,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/auth/reset-password' } },
} satisfies Meta<typeof RequestResetLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequestLink: Story = {
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'team@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'a link to reset the password is on its way',
    );
  },
};

export const RequestLinkTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Bağlantıyı gönder' })).toBeVisible();
  },
};

export const NewPasswordWithAnExpiredLink: Story = {
  parameters: { app: { user: null, url: '/auth/reset-password?token=expired&email=team%40example.com' } },
  render: () => (
    <NewPasswordForm
      token="expired"
      email="team@example.com"
      signInLink={<a href="/auth/login">Sign in</a>}
    />
  ),
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText(/New password/, { selector: 'input' });
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(password).toHaveAccessibleDescription(/Choose a password of at least/);
    await userEvent.clear(password);
    await userEvent.type(password, 'Emotion-demo-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(
      await canvas.findByText('This link is invalid or has expired. Ask for a new one.'),
    ).toBeVisible();
  },
};
