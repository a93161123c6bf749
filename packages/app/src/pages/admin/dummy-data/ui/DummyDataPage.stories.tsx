import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import type { AppContext } from '@/shared/testing';
import { fetchTenantClientsFx } from '../model/form.ts';
import { saveRecordsFx } from '../model/generate.ts';
import { DummyDataPage } from './DummyDataPage.tsx';

const meta = {
  title: 'App/Pages/Admin/DummyData',
  component: DummyDataPage,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'admin', url: '/app/admin/dummy-data' } },
} satisfies Meta<typeof DummyDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const MARKED = ['VegEmotionRecord', 'VegReflection', 'VegLoop', 'VegJournal'] as const;

/** A client's records on the emulator by entity: all of them, or those marked generated. */
function storedOf(app: AppContext, clientName: string, generatedOnly: boolean) {
  const { db } = app.emulator;
  const tenant = db.tenant('emotion');
  const client = db.rows(tenant, 'VegClient').find((row) => row['name'] === clientName);
  return Object.fromEntries(
    MARKED.map((entity) => [
      entity,
      db
        .rows(tenant, entity)
        .filter(
          (row) => row['client_id'] === client?.['id'] && (!generatedOnly || row['generated'] === true),
        ),
    ]),
  ) as Record<(typeof MARKED)[number], Record<string, unknown>[]>;
}

const countOf = (records: Record<string, Record<string, unknown>[]>) =>
  Object.fromEntries(Object.entries(records).map(([entity, rows]) => [entity, rows.length]));

/**
 * Twenty days for James (premium) by keyboard and mouse: the progress to its end, the summary (his report is
 * not the admin's), then the removal after the dialog: only what was generated goes.
 */
export const GeneratesAndRemoves: Story = {
  play: async ({ canvas, loaded }) => {
    const app = loaded['app'] as AppContext;
    const before = countOf(storedOf(app, 'James Carter', false));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demo data' })).toBeVisible();
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /^Client/ }),
      'James Carter (premium@example.com)',
    );
    const days = canvas.getByRole('textbox', { name: /^Number of days/ });
    await expect(days).toHaveValue('365');
    await expect(days).toHaveAccessibleDescription('Ending today: from 1 to 730 days.');
    await userEvent.clear(days);
    await userEvent.type(days, '20');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));

    await expect(await canvas.findByText('20 of 20 days written')).toBeVisible();
    const result = await canvas.findByRole('heading', { level: 3, name: 'Generated for James Carter' });
    await waitFor(() => expect(result).toHaveFocus());
    await expect(canvas.getByRole('progressbar', { name: 'Days written' })).toHaveAttribute('value', '20');
    await expect(canvas.getByText(/James Carter’s report is not yours to open/)).toBeVisible();

    // The summary and the removal section count the same records as the platform holds.
    const section = canvas.getByRole('region', { name: 'Remove generated data' });
    await expect(
      await within(section).findByRole('heading', { name: 'Generated data of James Carter' }),
    ).toBeVisible();
    const generated = storedOf(app, 'James Carter', true);
    await expect(generated.VegEmotionRecord.length).toBeGreaterThanOrEqual(20);
    for (const [label, entity] of [
      ['Check-ins', 'VegEmotionRecord'],
      ['Reflections', 'VegReflection'],
      ['Loops', 'VegLoop'],
      ['Journal entries', 'VegJournal'],
    ] as const) {
      await expect(canvas.getAllByText(`${label}: ${String(generated[entity].length)}`)).toHaveLength(2);
    }

    await userEvent.click(within(section).getByRole('button', { name: 'Remove generated data' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove the generated data of James Carter?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await within(section).findByText('James Carter has no generated data.')).toBeVisible();
    await expect(within(section).getByText('Removed for James Carter')).toBeVisible();
    await expect(countOf(storedOf(app, 'James Carter', true))).toEqual({
      VegEmotionRecord: 0,
      VegReflection: 0,
      VegLoop: 0,
      VegJournal: 0,
    });
    await expect(countOf(storedOf(app, 'James Carter', false))).toEqual(before);
  },
};

/**
 * In Turkish, the admin's own client chosen to start with: a wrong number of days is refused and kept as
 * typed; then ten days are written for Ece, in Turkish (the interface's language).
 */
export const InTurkish: Story = {
  globals: { locale: 'tr-TR' },
  parameters: { app: { user: 'admin', url: '/tr/app/admin/dummy-data' } },
  play: async ({ canvas, loaded }) => {
    const app = loaded['app'] as AppContext;
    const client = await canvas.findByRole('combobox', { name: /^Danışan/ });
    await waitFor(() => expect(client).toHaveDisplayValue('Ada Admin (admin@example.com)'));
    const days = canvas.getByRole('textbox', { name: /^Gün sayısı/ });
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Oluşturun' }));
    await expect(await canvas.findByText('1 ile 730 arasında tam bir gün sayısı girin.')).toBeVisible();
    await expect(days).toHaveValue('0');
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radio', { name: 'Türkçe' })).toBeChecked();

    await userEvent.selectOptions(client, 'Ece Şahin (ece.sahin@example.com)');
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Oluşturun' }));
    await expect(await canvas.findByText('10 günün 10 günü yazıldı')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Ece Şahin için oluşturuldu' }),
    ).toBeVisible();
    const generated = storedOf(app, 'Ece Şahin', true);
    const texts = [...generated.VegReflection, ...generated.VegLoop, ...generated.VegJournal].map((row) =>
      String(row['title']),
    );
    await expect(texts.length).toBeGreaterThan(0);
    await expect(texts.join(' ')).toMatch(/[çğıİöşü]/);
  },
};

/** Dark, with the form's controls labelled and reachable by keyboard. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const client = await canvas.findByRole('combobox', { name: /^Client/ });
    client.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Number of days/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Türkçe' })).toBeChecked();
    await expect(await canvas.findByText('Ada Admin has no generated data.')).toBeVisible();
  },
};

/** A run whose writes fail: nothing is kept, and it can be tried again. */
export const RunFails: Story = {
  parameters: {
    app: {
      user: 'admin',
      url: '/app/admin/dummy-data',
      handlers: [[saveRecordsFx, () => Promise.reject(new Error('offline'))]],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /^Client/ }),
      'Sarah Mitchell (enterprise@example.com)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Generating failed. Nothing was kept: what had been written was taken back.',
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const ClientsFailToLoad: Story = {
  parameters: {
    app: {
      user: 'admin',
      url: '/app/admin/dummy-data',
      handlers: [[fetchTenantClientsFx, () => Promise.reject(new Error('offline'))]],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Could not load the clients' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const NoClients: Story = {
  parameters: {
    app: {
      user: 'admin',
      url: '/app/admin/dummy-data',
      handlers: [[fetchTenantClientsFx, () => Promise.resolve([])]],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No clients yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Generate' })).toBeNull();
  },
};
