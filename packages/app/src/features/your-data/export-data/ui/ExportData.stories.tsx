import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { $activeClientId, clientsRequested } from '@/entities/client';
import { appLoader, withApp } from '@/shared/storybook';
import { ExportData } from './ExportData.tsx';

/** The download once the user's clients are known, under its section's heading, as on the settings page. */
function WithClients() {
  const { t } = useTranslation('app_content');
  const [requestClients, clientId] = useUnit([clientsRequested, $activeClientId]);
  useEffect(() => requestClients(), [requestClients]);
  return (
    <section aria-labelledby="your-data">
      <h2 id="your-data">{t('yourData.title')}</h2>
      {clientId ? <ExportData /> : null}
    </section>
  );
}

const meta = {
  title: 'App/Features/ExportData',
  component: ExportData,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/settings' } },
  render: () => <WithClients />,
} satisfies Meta<typeof ExportData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Catches the file handed to the browser's download instead of saving it. */
function catchDownloads() {
  const files: Blob[] = [];
  const create = spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    if (file instanceof Blob) files.push(file);
    return 'blob:story';
  });
  const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    files,
    restore: () => {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    },
  };
}

/** One JSON file of everything: the profile, the client and the records, with their text. */
export const AsJson: Story = {
  play: async ({ canvas }) => {
    const downloads = catchDownloads();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Download as JSON' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const file = downloads.files[0] as Blob;
      await expect(file.type).toBe('application/json');
      const document = JSON.parse(await file.text()) as { profile: { email: string }; checkIns: unknown[] };
      await expect(document.profile.email).toBe('premium@example.com');
      await expect(document.checkIns.length).toBeGreaterThan(0);
      await expect(canvas.getByRole('button', { name: 'Download as JSON' })).not.toHaveAttribute('aria-busy');
    } finally {
      downloads.restore();
    }
  },
};

/** CSV files in a ZIP, in Turkish and dark. */
export const AsZipInTurkish: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/settings' } },
  play: async ({ canvas }) => {
    const downloads = catchDownloads();
    try {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'CSV dosyaları olarak indirin (ZIP)' }),
      );
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const file = downloads.files[0] as Blob;
      await expect(file.type).toBe('application/zip');
      // A ZIP archive starts with its local file header's signature, "PK\x03\x04".
      const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
      await expect([...head]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    } finally {
      downloads.restore();
    }
  },
};
