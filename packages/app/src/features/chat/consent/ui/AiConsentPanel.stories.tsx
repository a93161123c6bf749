import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { AiConsentPanel } from './AiConsentPanel.tsx';

const meta = {
  title: 'App/Features/AiConsentPanel',
  component: AiConsentPanel,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/onboarding' } },
} satisfies Meta<typeof AiConsentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The onboarding's consent: the points, one button; once agreed, the optional data consent. */
export const Agree: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/the chat page has “Get help now”/)).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'I understand and agree' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You agreed to talk to the AI assistant',
    );
    const data = canvas.getByRole('switch', {
      name: 'Let the assistant read my recent check-ins and reflections',
    });
    await waitFor(() => expect(data).toBeEnabled());
    await userEvent.click(data);
    await waitFor(() => expect(data).toBeChecked());
  },
};

export const FreeTierTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/onboarding' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Anladım, onaylıyorum' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('onayladınız');
    await expect(canvas.getByText(/ücretli planlara dahildir/)).toBeVisible();
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};
