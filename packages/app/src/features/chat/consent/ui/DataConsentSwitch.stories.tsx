import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { $consent } from '@/entities/chat';
import { appLoader, withApp } from '@/shared/storybook';
import { aiConsentAccepted } from '../model/consent.ts';
import { DataConsentSwitch } from './DataConsentSwitch.tsx';

/** The switch after the AI consent was given (the page shows it only then). */
function WithAiConsent() {
  const [consent, accept] = useUnit([$consent, aiConsentAccepted]);
  return (
    <>
      <button type="button" onClick={() => accept()}>
        give AI consent
      </button>
      <p>{consent.data ? 'data consent on' : 'data consent off'}</p>
      <DataConsentSwitch />
    </>
  );
}

const meta = {
  title: 'App/Features/DataConsentSwitch',
  component: WithAiConsent,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/chat' } },
} satisfies Meta<typeof WithAiConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TurnOnAndOff: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', {
      name: 'Let the assistant read my recent check-ins and reflections',
    });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'give AI consent' }));
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(await canvas.findByText('data consent on')).toBeVisible();
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(await canvas.findByText('data consent off')).toBeVisible();
  },
};

export const FreeTierTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/chat' } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', {
      name: 'Asistan son duygu kayıtlarımı ve yansımalarımı okuyabilsin',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'give AI consent' }));
    await expect(await canvas.findByText(/ücretli planlara dahildir/)).toBeVisible();
    await expect(toggle).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Planlara bakın' })).toHaveAttribute(
      'href',
      '/tr/app/subscriptions',
    );
  },
};
