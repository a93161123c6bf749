import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp, type AppStoryParameters } from '@/shared/storybook';
import { logWaitlistFailureFx, sendWaitlistFx } from '../model/waitlist.ts';
import { ContactSalesButton } from './ContactSalesButton.tsx';

const visitor: AppStoryParameters = { user: null, url: '/pricing' };

const meta = {
  title: 'App/Features/JoinWaitlist',
  component: ContactSalesButton,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: visitor },
} satisfies Meta<typeof ContactSalesButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog with its button and returns the dialog to query. */
async function openDialog(button: HTMLElement, title: string) {
  await userEvent.click(button);
  return within(await screen.findByRole('dialog', { name: title }));
}

/** A visitor fills the form in: the emulator saves the request and the dialog says we will be in touch. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      await canvas.findByRole('button', { name: 'Contact us' }),
      'Talk to us about Enterprise',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Company/ }), 'Analytical Engines');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(
      await dialog.findByRole('heading', { name: 'Thank you, we have your details' }),
    ).toHaveFocus();
    await expect(
      dialog.getByText('We will contact you at ada@example.com about Enterprise soon.'),
    ).toBeVisible();
  },
};

/** Send with nothing typed: the name gets focus and both required fields say what they need. */
export const MissingFields: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      await canvas.findByRole('button', { name: 'Contact us' }),
      'Talk to us about Enterprise',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(dialog.getByRole('textbox', { name: /^Company/ })).not.toHaveAttribute('aria-invalid');
  },
};

/** A signed-in user finds their name and email already filled in. */
export const SignedIn: Story = {
  parameters: { app: { user: 'premium', url: '/pricing' } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      await canvas.findByRole('button', { name: 'Contact us' }),
      'Talk to us about Enterprise',
    );
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue('premium@example.com');
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
  },
};

/** The platform refuses the request: an alert says so and every word typed is still there. */
export const SendFailed: Story = {
  parameters: {
    app: {
      ...visitor,
      handlers: [
        [sendWaitlistFx, () => Promise.reject(new Error('Emulated server failure'))],
        [logWaitlistFailureFx, () => undefined],
      ],
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      await canvas.findByRole('button', { name: 'Contact us' }),
      'Talk to us about Enterprise',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Message/ }), 'Still here after a failure.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Your message could not be sent.'),
    );
    await expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'Still here after a failure.',
    );
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr-TR' },
  parameters: { app: { user: null, url: '/tr/pricing' } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      await canvas.findByRole('button', { name: 'Bize ulaşın' }),
      'Enterprise hakkında konuşalım',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^E-posta/ }), 'ada@');
    await userEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await expect(await dialog.findByText('Lütfen ad@ornek.com gibi bir e-posta adresi girin.')).toBeVisible();
    await expect(dialog.getByText('Lütfen adınızı yazın.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      await canvas.findByRole('button', { name: 'Contact us' }),
      'Talk to us about Enterprise',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};
