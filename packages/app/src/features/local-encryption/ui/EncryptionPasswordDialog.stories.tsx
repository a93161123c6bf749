import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { EncryptionPasswordDialog } from './EncryptionPasswordDialog.tsx';

const meta = {
  title: 'App/Features/EncryptionPasswordDialog',
  component: EncryptionPasswordDialog,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/settings' } },
  args: { mode: 'enable', open: true, onOpenChange: fn() },
} satisfies Meta<typeof EncryptionPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enable: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Turn on local encryption' });
    const password = within(dialog).getByLabelText('Encryption password', { selector: 'input' });
    await userEvent.type(password, 'a-long-enough-password');
    await userEvent.type(
      within(dialog).getByLabelText('Repeat the password', { selector: 'input' }),
      'different',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await expect(await within(dialog).findByText('The two passwords do not match.')).toBeVisible();
    const [showFirst] = within(dialog).getAllByRole('button', { name: 'Show password' });
    if (showFirst) await userEvent.click(showFirst);
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const Unlock: Story = {
  args: { mode: 'unlock' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Unlock encrypted entries' });
    // The dialog fades in: wait until it shows.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Encryption password', { selector: 'input' })).toBeVisible(),
    );
  },
};

export const EnableTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/settings' } },
  play: async ({ canvasElement }) => {
    // The dialog opens in a portal on document.body and fades in: wait until it shows.
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Yerel şifrelemeyi aç' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(
      within(dialog).getByLabelText('Şifreleme parolası', { selector: 'input' }),
      'a-long-enough-password',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Parolayı tekrar girin', { selector: 'input' }),
      'different',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aç' }));
    await expect(await within(dialog).findByText('İki parola birbiriyle aynı değil.')).toBeVisible();
  },
};

export const UnlockTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/settings' } },
  args: { mode: 'unlock' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Şifreli kayıtların kilidini aç' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kilidi aç' }));
    await expect(await within(dialog).findByText('Parolayı girin.')).toBeVisible();
  },
};
