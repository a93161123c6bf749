import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm.tsx';
import { appLoader, withApp } from '@/shared/storybook';

const meta = {
  title: 'App/Features/NewsletterForm',
  component: NewsletterForm,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: null, url: '/' } },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribes: Story = {
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Subscribe' });
    await expect(submit).toBeDisabled();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    // The emulator stored the sign-up: the form is cleared for the next one.
    await waitFor(() => expect(name).toHaveValue(''));
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr-TR' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'E-posta listesine katılın' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abone ol' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};
