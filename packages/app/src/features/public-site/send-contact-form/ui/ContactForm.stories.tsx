import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { logSendFailureFx, sendContactFx } from '../model/contact-form.ts';
import { ContactForm } from './ContactForm.tsx';
import { appLoader, withApp, type AppStoryParameters } from '@/shared/storybook';

const visitor: AppStoryParameters = { user: null, url: '/contact' };

const meta = {
  title: 'App/Features/ContactForm',
  component: ContactForm,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: visitor },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: Send shows what is missing and puts the cursor in the first such field. */
export const MissingFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    const name = canvas.getByRole('textbox', { name: 'First name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Please fill this in.');
    await expect(canvas.getByRole('textbox', { name: /^Company/ })).not.toHaveAttribute('aria-invalid');
  },
};

/** Filled in as a visitor would: the emulator saves it and the form gives way to a thank-you. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello from the story.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Thank you, your message is on its way' }),
    ).toHaveFocus();
  },
};

/** The platform refuses the message: an alert says so and every word typed is still there. */
export const SendFailed: Story = {
  parameters: {
    app: {
      ...visitor,
      handlers: [
        [sendContactFx, () => Promise.reject(new Error('Emulated server failure'))],
        [logSendFailureFx, () => undefined],
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Still here after a failure.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Your message could not be sent.'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Still here after a failure.');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr-TR' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-posta' }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Mesajı gönder' }));
    await expect(canvas.getByText('Lütfen ad@ornek.com gibi bir e-posta adresi girin.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};
