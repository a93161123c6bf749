import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { createStore, del, set } from 'idb-keyval';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $activeClientId, clientsRequested } from '@/entities/client';
import { $currentUser } from '@/entities/session';
import { appLoader, withApp } from '@/shared/storybook';
import { ContinueDraftNotice } from './ContinueDraftNotice.tsx';

/** The device holds what the wizard leaves after a few steps, for the demo account and its client. */
function WithUnsavedReflection({ title }: { title: string }) {
  const [requestClients, user, clientId] = useUnit([clientsRequested, $currentUser, $activeClientId]);
  const [ready, setReady] = useState(false);
  useEffect(() => requestClients(), [requestClients]);
  useEffect(() => {
    if (!user || !clientId) return;
    const store = createStore('emotion-guru-reflection-drafts', 'reflection');
    const slot = `${user.userId}:${clientId}`;
    void set(
      slot,
      { draft: { title }, step: 3, sealed: false, savedAt: new Date().toISOString() },
      store,
    ).then(() => setReady(true));
    return () => void del(slot, store);
  }, [user, clientId, title]);
  return ready ? <ContinueDraftNotice /> : null;
}

const meta = {
  title: 'App/Pages/ReflectionList/ContinueDraftNotice',
  component: ContinueDraftNotice,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/reflection' } },
  render: () => <WithUnsavedReflection title="Team meeting" />,
} satisfies Meta<typeof ContinueDraftNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reflection left unsaved: the way back to the wizard, and discarding it after confirming. */
export const ContinueOrDiscard: Story = {
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: 'Continue where you left off' });
    await expect(within(notice).getByText(/“Team meeting”/)).toBeVisible();
    await expect(within(notice).getByRole('link', { name: 'Continue the reflection' })).toHaveAttribute(
      'href',
      '/app/reflection/new',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Discard the draft' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Discard this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/reflection' } },
  render: () => <WithUnsavedReflection title="Aile yemeği" />,
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: 'Kaldığınız yerden devam edin' });
    await expect(within(notice).getByText(/“Aile yemeği”/)).toBeVisible();
    await expect(within(notice).getByRole('link', { name: 'Yansımaya devam edin' })).toHaveAttribute(
      'href',
      '/tr/app/reflection/new',
    );
  },
};
