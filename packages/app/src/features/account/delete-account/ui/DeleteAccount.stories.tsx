import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import type { AppContext } from '@/shared/testing';
import { DeleteAccount } from './DeleteAccount.tsx';

const meta = {
  title: 'App/Features/DeleteAccount',
  component: DeleteAccount,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/settings' } },
} satisfies Meta<typeof DeleteAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another email is refused on the spot; what was typed stays, to be corrected. */
export const RefusesAnotherEmail: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('To confirm, type your email: free@example.com');
    await userEvent.type(field, 'free@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(field).toHaveAccessibleDescription(
      /That is not this account’s email\. Type free@example\.com to confirm\./,
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('free@example.org');
  },
};

/** Confirmed with the email: the platform deletes the account (the demo account no longer exists). */
export const DeletesTheAccount: Story = {
  play: async ({ canvas, loaded }) => {
    const { emulator } = loaded['app'] as AppContext;
    await userEvent.type(await canvas.findByLabelText(/^To confirm, type your email/), 'Free@Example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(() => emulator.signIn('free@example.com')).toThrow(/No demo account/));
  },
};

/** A caretaker reads what happens to their clients: those without an account go, the others stay. */
export const CaretakerInTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'team', url: '/app/settings' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/kendi hesabı olmayan, sizin takip ettiğiniz danışanlar/),
    ).toBeVisible();
    await expect(canvas.getByText(/Kendi hesabı olan danışanlar hesaplarını/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Önce verilerinizi indirin.' })).toHaveAttribute(
      'href',
      '/tr/app/settings#your-data',
    );
  },
};
