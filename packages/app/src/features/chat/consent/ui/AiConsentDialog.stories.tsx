import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $consent } from '@/entities/chat';
import { appLoader, withApp } from '@/shared/storybook';
import { $aiConsentDeclined } from '../model/consent.ts';
import { AiConsentDeclined } from './AiConsentDeclined.tsx';
import { AiConsentDialog } from './AiConsentDialog.tsx';

/** The dialog as the chat page shows it: the declined notice replaces it, the consent is the platform's. */
function ConsentFlow() {
  const [declined, consent] = useUnit([$aiConsentDeclined, $consent]);
  return (
    <>
      <AiConsentDialog />
      {declined && !consent.ai && <AiConsentDeclined />}
      <p>{consent.ai ? 'consent given' : 'no consent'}</p>
    </>
  );
}

const meta = {
  title: 'App/Features/AiConsentDialog',
  component: ConsentFlow,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/chat' } },
} satisfies Meta<typeof ConsentFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accept: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Before you start' });
    await expect(dialog).toHaveTextContent('It is not a therapist');
    await expect(dialog).toHaveTextContent('It is not for emergencies');
    await expect(dialog).toHaveTextContent('processed by an AI service');
    await expect(dialog).toHaveTextContent('withdrawing this consent in Settings deletes them all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I understand and agree' }));
    await expect(await canvas.findByText('consent given')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const DeclineThenReconsiderTurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/chat' } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Başlamadan önce' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Şimdi değil' }));
    await expect(await canvas.findByRole('heading', { name: 'Asistan kapalı' })).toBeVisible();
    await expect(canvas.getByText('no consent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Asistan hakkında okuyun' }));
    const again = await body.findByRole('dialog', { name: 'Başlamadan önce' });
    // Visible once the dialog's fade-in is over.
    await waitFor(() => expect(again).toBeVisible());
  },
};
