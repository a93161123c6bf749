import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { apiToken, EMULATOR_URL, uniqueSuffix } from './support/journal.ts';

test.describe('admin: workflow health', () => {
  test('an admin opens Workflow health from the sidebar: each workflow with its status, and the worst overall', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('link', { name: 'Workflow health' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/workflows$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Workflow health' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Workflows and their latest runs' });
    const statusOf = (workflow: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: workflow, exact: true }) });
    await expect(statusOf('groupOps')).toContainText('Operational');
    await expect(statusOf('subscriptionOps')).toContainText('Degraded');
    await expect(statusOf('aiChat')).toContainText('Down');
    await expect(page.getByRole('status').filter({ hasText: 'Overall status:' })).toContainText('Down');
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(statusOf('aiChat')).toContainText('Down');
    await expectNoAxeViolations(page);
  });

  test('in Turkish at 360 px, the table scrolls inside its region and the page does not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/admin/workflows');
    await expect(page.getByRole('heading', { level: 1, name: 'İş akışı sağlığı' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Genel durum:' })).toContainText('Çalışmıyor');
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  test('anyone else is told the page is for administrators, with the way back, not a 404', async ({
    page,
  }) => {
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Workflow health' })).toHaveCount(0);
    await page.goto('/app/admin/workflows');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is for administrators' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});

/** One entity call to the emulator as the admin (what the journeys check the stored records with). */
async function asAdmin<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${EMULATOR_URL}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await apiToken('admin@example.com')}`,
    },
    body: JSON.stringify({ ...body, variation: { tenantCode: 'emotion', languageCode: 'en-US' } }),
  });
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
  return (await response.json()) as T;
}

/** How many records of each kind the client has on the platform: all, or those marked generated. */
async function storedCounts(clientId: string, generated?: boolean): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entityName of ['VegEmotionRecord', 'VegReflection', 'VegLoop', 'VegJournal']) {
    const { totalCount } = await asAdmin<{ totalCount: number }>('/api/entity/query', {
      entityName,
      filters: [
        { field: 'client_id', op: 'eq', value: clientId },
        ...(generated === undefined ? [] : [{ field: 'generated', op: 'eq', value: generated }]),
      ],
      selectCols: ['id'],
      count: 1,
      calcTotalCount: true,
    });
    counts[entityName] = totalCount;
  }
  return counts;
}

const NOTHING = { VegEmotionRecord: 0, VegReflection: 0, VegLoop: 0, VegJournal: 0 };

test.describe('admin: demo data', () => {
  test('an admin generates a year for their own client, sees it in the report, and removes it again', async ({
    page,
  }) => {
    const { entities } = await asAdmin<{ entities: { id: string }[] }>('/api/entity/query', {
      entityName: 'VegClient',
      filters: [{ field: 'email', op: 'eq', value: 'admin@example.com' }],
    });
    const ownId = entities[0]?.id ?? '';
    const before = await storedCounts(ownId);

    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('link', { name: 'Demo data' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/dummy-data$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo data' })).toBeVisible();
    // The admin's own client is chosen to start with; a year, in the interface's language.
    await expect(page.getByRole('combobox', { name: /^Client/ }).locator('option:checked')).toHaveText(
      'Ada Admin (admin@example.com)',
    );
    await expect(page.getByRole('textbox', { name: /^Number of days/ })).toHaveValue('365');
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    const removal = page.getByRole('region', { name: 'Remove generated data' });
    await expect(removal.getByText('Ada Admin has no generated data.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('progressbar', { name: 'Days written' })).toBeVisible();
    await expect(page.getByText('365 of 365 days written')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Generated for Ada Admin' })).toBeFocused();
    await expect(page.getByRole('progressbar', { name: 'Days written' })).toHaveAttribute('value', '365');
    const generated = await storedCounts(ownId, true);
    expect(generated['VegEmotionRecord']).toBeGreaterThanOrEqual(365);
    expect(generated['VegReflection']).toBeGreaterThan(80);
    expect(generated['VegLoop']).toBeGreaterThanOrEqual(3);
    expect(generated['VegJournal']).toBeGreaterThan(50);
    await expect(
      page.getByText(`Check-ins: ${generated['VegEmotionRecord']?.toLocaleString('en-US') ?? ''}`),
    ).toHaveCount(2);
    await expectNoAxeViolations(page);

    // The report shows the whole year: every day of its year in pixels has feelings.
    await page.getByRole('link', { name: 'Open the report' }).click();
    await expect(page).toHaveURL(/\/app\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Emotion report' })).toBeVisible();
    const squares = page.locator('[data-day]');
    await expect(squares).toHaveCount(365);
    await expect(squares.first()).toHaveAttribute('aria-label', /\d+ feelings?$/);
    await expect(page.locator('[data-day][aria-label$="nothing recorded"]')).toHaveCount(0);
    // Its loops too: three or four of them.
    await expect(
      page
        .getByRole('region', { name: 'Loop tracker' })
        .getByRole('heading', { level: 3, name: /^Your [34] loops$/ }),
    ).toBeVisible();

    // Removed again: only what was generated goes; Ada's own journal stays.
    await page.getByRole('link', { name: 'Demo data' }).click();
    await expect(removal.getByRole('heading', { name: 'Generated data of Ada Admin' })).toBeVisible();
    await removal.getByRole('button', { name: 'Remove generated data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove the generated data of Ada Admin?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(removal.getByText('Removed for Ada Admin')).toBeVisible();
    await expect(removal.getByText('Ada Admin has no generated data.')).toBeVisible();
    expect(await storedCounts(ownId, true)).toEqual(NOTHING);
    expect(await storedCounts(ownId)).toEqual(before);
  });

  test('in Turkish at 360 px: a wrong number of days is refused, then a month is written for a new client and removed', async ({
    page,
  }) => {
    const name = `Deneme Danışan ${uniqueSuffix()}`;
    const { id: clientId } = await asAdmin<{ id: string }>('/api/entity/save', {
      entityName: 'VegClient',
      entity: { name, isActive: true },
    });
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      await signIn(page, 'admin@example.com');
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await page.goto('/tr/app/admin/dummy-data');
      await expect(page.getByRole('heading', { level: 1, name: 'Demo verisi' })).toBeVisible();
      const days = page.getByRole('textbox', { name: /^Gün sayısı/ });
      await days.fill('800');
      await page.getByRole('button', { name: 'Oluşturun' }).click();
      await expect(page.getByText('1 ile 730 arasında tam bir gün sayısı girin.')).toBeVisible();
      await expect(days).toHaveValue('800');
      await expect(page.getByRole('radio', { name: 'Türkçe' })).toBeChecked();

      await page.getByRole('combobox', { name: /^Danışan/ }).selectOption({ label: name });
      await days.fill('30');
      await page.getByRole('button', { name: 'Oluşturun' }).click();
      await expect(page.getByText('30 günün 30 günü yazıldı')).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: `${name} için oluşturuldu` })).toBeVisible();
      await expect(page.getByText(/raporunu açamazsınız/)).toBeVisible();
      expect((await storedCounts(clientId, true))['VegEmotionRecord']).toBeGreaterThanOrEqual(30);
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);

      const removal = page.getByRole('region', { name: 'Oluşturulan veriyi kaldırın' });
      await removal.getByRole('button', { name: 'Oluşturulan veriyi kaldırın' }).click();
      await page
        .getByRole('alertdialog', { name: `${name} için oluşturulan veri kaldırılsın mı?` })
        .getByRole('button', { name: 'Kaldırın' })
        .click();
      await expect(removal.getByText(`${name} için oluşturulmuş veri yok.`)).toBeVisible();
      expect(await storedCounts(clientId)).toEqual(NOTHING);
    } finally {
      await asAdmin('/api/entity/delete', { entityName: 'VegClient', entityId: clientId });
    }
  });

  test('anyone else is refused the demo data page, and the sidebar does not offer it', async ({ page }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Demo data' })).toHaveCount(0);
    await page.goto('/app/admin/dummy-data');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is for administrators' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
