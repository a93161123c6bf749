import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $activeClientId, clientsRequested } from '@/entities/client';
import { appLoader, withApp } from '@/shared/storybook';
import sample from '../lib/__fixtures__/daylio-export.csv?raw';
import { DaylioImport } from './DaylioImport.tsx';

/** The import once the user's client is known, under its section's heading, as on the settings page. */
function WithClient() {
  const { t } = useTranslation('app_content');
  const [requestClients, clientId] = useUnit([clientsRequested, $activeClientId]);
  useEffect(() => requestClients(), [requestClients]);
  return (
    <section aria-labelledby="your-data">
      <h2 id="your-data">{t('yourData.title')}</h2>
      {clientId ? <DaylioImport /> : null}
    </section>
  );
}

const meta = {
  title: 'App/Features/DaylioImport',
  component: DaylioImport,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/settings' } },
  render: () => <WithClient />,
} satisfies Meta<typeof DaylioImport>;

export default meta;
type Story = StoryObj<typeof meta>;

const csv = (text: string) => new File([text], 'daylio_export.csv', { type: 'text/csv' });

/** A Daylio export is read on the device, previewed (focus moves to it), and imported on request. */
export const ImportsAFile: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText("Choose Daylio's CSV file"), csv(sample));
    const preview = await canvas.findByRole('region', { name: 'What will be imported' });
    await waitFor(() => expect(within(preview).getByRole('heading')).toHaveFocus());
    await expect(within(preview).getByText('7 days, Mar 2, 2024 to Mar 8, 2024')).toBeVisible();
    await expect(
      within(preview).getByText('work, friends, walk, cooking, good sleep, reading, stress, tired'),
    ).toBeVisible();
    const moods = within(preview).getByRole('table', {
      name: "Daylio's moods and the check-ins they become",
    });
    await waitFor(() => expect(within(moods).getByRole('row', { name: 'rad Joy, High 2' })).toBeVisible());
    await expect(within(moods).getByRole('row', { name: 'meh Boredom, Low 1' })).toBeVisible();

    await userEvent.click(within(preview).getByRole('button', { name: 'Import 7 days' }));
    const done = await canvas.findByText('Imported. Check-ins: 7, journal entries: 6.');
    await waitFor(() => expect(done).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Open the journal' })).toHaveAttribute(
      'href',
      '/app/journal',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }));
    await expect(await canvas.findByLabelText("Choose Daylio's CSV file")).toBeVisible();
  },
};

/** A bad row stops the whole file, naming its line and column; "Choose another file" drops a preview. */
export const RefusesABadFile: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText("Choose Daylio's CSV file");
    const bad = sample.replace(
      '2024-03-07,March 7,Thursday,21:40,good',
      '2024-03-07,March 7,Thursday,21:40,',
    );
    await userEvent.upload(input, csv(bad));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Line 3, column "mood": the mood is missing. Nothing was imported.',
    );
    await expect(canvas.queryByRole('region', { name: 'What will be imported' })).toBeNull();
    await expect(input).toHaveAccessibleDescription(/Line 3/);

    await userEvent.upload(input, csv(sample));
    await expect(await canvas.findByRole('region', { name: 'What will be imported' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another file' }));
    await expect(await canvas.findByLabelText("Choose Daylio's CSV file")).toBeVisible();
  },
};

/** A mood renamed in Daylio is the person's own: they say which of the five it counts as, then import. */
export const MapsTheirOwnMoods: Story = {
  play: async ({ canvas }) => {
    const renamed = sample.replace(
      '2024-03-07,March 7,Thursday,21:40,good',
      '2024-03-07,March 7,Thursday,21:40,Great day',
    );
    await userEvent.upload(await canvas.findByLabelText("Choose Daylio's CSV file"), csv(renamed));
    const preview = await canvas.findByRole('region', { name: 'What will be imported' });
    const own = within(preview).getByRole('group', { name: 'Your own moods' });
    const importButton = within(preview).getByRole('button', { name: 'Import 7 days' });
    await expect(importButton).toBeDisabled();
    await expect(
      within(preview).getByText(
        '1 day waits for its mood to be chosen above before anything can be imported.',
      ),
    ).toBeVisible();
    await userEvent.selectOptions(
      within(own).getByRole('combobox', { name: '“Great day” (1 day) counts as' }),
      'good',
    );
    await expect(importButton).toBeEnabled();
    const moods = within(preview).getByRole('table');
    await waitFor(() => expect(within(moods).getByRole('row', { name: /^good .* 2$/ })).toBeVisible());
    await userEvent.click(importButton);
    await expect(await canvas.findByText('Imported. Check-ins: 7, journal entries: 6.')).toBeVisible();
  },
};

/** In Turkish, dark: the moods, the words of the catalogue and the dates in Turkish. */
export const Turkish: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/settings' } },
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText("Daylio'nun CSV dosyasını seçin"), csv(sample));
    const preview = await canvas.findByRole('region', { name: 'İçe aktarılacaklar' });
    await expect(within(preview).getByText('7 gün, 2 Mar 2024 – 8 Mar 2024')).toBeVisible();
    const moods = within(preview).getByRole('table');
    await waitFor(() =>
      expect(within(moods).getByRole('row', { name: 'harika Sevinç, Yüksek 2' })).toBeVisible(),
    );
    await expect(within(preview).getByRole('button', { name: '7 günü içe aktar' })).toBeEnabled();
  },
};

/** On the free plan, the preview says beforehand that days older than its history are kept but not shown. */
export const OnTheFreePlan: Story = {
  parameters: { app: { user: 'free', url: '/app/settings' } },
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText("Choose Daylio's CSV file"), csv(sample));
    const preview = await canvas.findByRole('region', { name: 'What will be imported' });
    await expect(
      within(preview).getByText(
        '7 of these days are older than the last 7 days the free plan shows: they are imported and kept, and shown once you upgrade.',
      ),
    ).toBeVisible();
  },
};
