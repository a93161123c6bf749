import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $activeClientId, clientsRequested } from '@/entities/client';
import { appLoader, withApp } from '@/shared/storybook';
import { BackupImport } from './BackupImport.tsx';

/** The import once the user's client is known, under its section's heading, as on the settings page. */
function WithClient() {
  const { t } = useTranslation('app_content');
  const [requestClients, clientId] = useUnit([clientsRequested, $activeClientId]);
  useEffect(() => requestClients(), [requestClients]);
  return (
    <section aria-labelledby="your-data">
      <h2 id="your-data">{t('yourData.title')}</h2>
      {clientId ? <BackupImport /> : null}
    </section>
  );
}

const meta = {
  title: 'App/Features/BackupImport',
  component: BackupImport,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/settings' } },
  render: () => <WithClient />,
} satisfies Meta<typeof BackupImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A download of another account: a loop, a journal entry with a tag, and a conversation (not imported). */
const download = JSON.stringify({
  format: 'emotion-guru-export',
  version: 1,
  exportedAt: '2026-11-20T10:00:00.000Z',
  profile: { email: 'deniz@example.com' },
  loops: [{ id: 'old-loop', title: 'Sunday evenings', protection: 'plain' }],
  checkIns: [],
  journal: [
    {
      id: 'old-entry',
      title: 'Back from the sea',
      content: '<p>Calm.</p>',
      date: '2026-11-19T18:00:00.000Z',
      tags: [{ id: 'old-tag', name: 'sea' }],
      protection: 'plain',
    },
  ],
  reflections: [],
  chats: [{ id: 'old-chat' }],
});
const json = (text: string) => new File([text], 'emotion-guru-data.json', { type: 'application/json' });

/** Previewed with what it leaves out, imported by keyboard; the same file again has nothing new. */
export const ImportsADownload: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Choose the JSON file'), json(download));
    const preview = await canvas.findByRole('region', { name: 'What will be imported' });
    await waitFor(() => expect(within(preview).getByRole('heading')).toHaveFocus());
    await expect(
      within(preview).getByText("From deniz@example.com's download of Nov 20, 2026"),
    ).toBeVisible();
    await expect(
      within(preview).getByText(
        '1 conversation is not imported: conversations are written only by the assistant.',
      ),
    ).toBeVisible();
    await userEvent.keyboard('{Tab}{Enter}');
    const done = await canvas.findByText(
      'Imported. Check-ins: 0, journal entries: 1, reflections: 0, loops: 1.',
    );
    await waitFor(() => expect(done).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }));
    await userEvent.upload(await canvas.findByLabelText('Choose the JSON file'), json(download));
    const again = await canvas.findByRole('region', { name: 'What will be imported' });
    await expect(within(again).getByText('2 records are already here and are skipped.')).toBeVisible();
    await expect(
      within(again).getByText('Everything in this file is already here: there is nothing to import.'),
    ).toBeVisible();
    await expect(within(again).queryByRole('button', { name: 'Import' })).toBeNull();
  },
};

/** A caretaker's download with two clients: one client's records are imported, the one chosen. */
const caretakersDownload = JSON.stringify({
  format: 'emotion-guru-export',
  version: 1,
  exportedAt: '2026-11-20T10:00:00.000Z',
  profile: { userId: 'u-care', email: 'care@example.com' },
  clients: [
    { id: 'c-deniz', name: 'Deniz' },
    { id: 'c-mert', name: 'Mert' },
  ],
  loops: [],
  checkIns: [],
  journal: [
    { id: 'j-1', title: 'Deniz, first session', date: '2026-11-18T10:00:00.000Z', client_id: 'c-deniz' },
    { id: 'j-2', title: 'Mert, first session', date: '2026-11-18T11:00:00.000Z', client_id: 'c-mert' },
    { id: 'j-3', title: 'Mert, second session', date: '2026-11-19T11:00:00.000Z', client_id: 'c-mert' },
  ],
  reflections: [],
  chats: [],
});

export const ChoosesTheClientOfACaretakersFile: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Choose the JSON file'), json(caretakersDownload));
    const preview = await canvas.findByRole('region', { name: 'What will be imported' });
    const source = within(preview).getByRole('combobox', { name: 'Whose records to import' });
    await expect(source).toHaveValue('c-deniz');
    const entries = () => within(preview).getByText('Journal entries').nextElementSibling;
    await waitFor(() => expect(entries()).toHaveTextContent('1'));
    await userEvent.selectOptions(source, 'c-mert');
    await waitFor(() => expect(entries()).toHaveTextContent('2'));
  },
};

/** On the free plan the preview says which records are older than the plan shows (kept all the same). */
export const FreePlanSaysWhatItHides: Story = {
  parameters: { app: { user: 'free', url: '/app/settings' } },
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Choose the JSON file'), json(download));
    const preview = await canvas.findByRole('region', { name: 'What will be imported' });
    await expect(
      within(preview).getByText(
        '1 record is older than the last 7 days the free plan shows: it is imported and kept, and shown once you upgrade.',
      ),
    ).toBeVisible();
  },
};

/** Broken JSON says where it breaks, in Turkish and dark; nothing is previewed. */
export const BrokenFileInTurkish: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/settings' } },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('JSON dosyasını seçin');
    await userEvent.upload(input, json('{\n  "format": "emotion-guru-export",,\n}'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Dosya bozuk: 2. satır, 35. sütunda geçerli JSON olmaktan çıkıyor.',
    );
    await expect(input).toHaveAccessibleDescription(/2\. satır/);
    await expect(canvas.queryByRole('region', { name: 'İçe aktarılacaklar' })).toBeNull();
  },
};
