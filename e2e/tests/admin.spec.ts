import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

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
