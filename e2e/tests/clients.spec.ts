import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { uniqueSuffix } from './support/journal.ts';

function switcher(page: Page) {
  return page.getByRole('button', { name: /^Currently viewing:/ });
}

function clientList(page: Page) {
  return page.getByRole('list', { name: 'Clients' });
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

// Only team@example.com manages clients here, and only the ones this file creates: the three seeded
// clients are shared with other tests. New names start with "Z" so that the first active client by
// name (what a fresh device shows) stays a seeded one.
test.describe('clients', () => {
  test('a caretaker creates, edits, views, deactivates and reactivates a client', async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `Zeynep E2E ${suffix}`;
    const renamed = `Zeynep E2E ${suffix} edited`;
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(switcher(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/app/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Aylin Koç' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add client' }).click();
    const create = page.getByRole('dialog', { name: 'Add a client' });
    await create.getByLabel('Email').fill('not-an-email');
    await create.getByRole('button', { name: 'Add client' }).click();
    await expect(create.getByText("Enter the client's name.")).toBeVisible();
    await expect(create.getByText('Enter a valid email address, or leave it empty.')).toBeVisible();
    await expect(create.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page);
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Email').fill(`zeynep.${suffix}@example.com`);
    await create.getByRole('button', { name: 'Add client' }).click();
    await expect(toast(page, `Client "${name}" has been created successfully.`)).toBeVisible();
    await expect(create).toBeHidden();

    await page.getByLabel('Search clients').fill(suffix);
    await expect(clientList(page).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit client' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Name').fill(renamed);
    // How the AI assistant should talk with this client: kept on the client's record.
    const guidance = edit.getByRole('group', { name: 'Guidance for the AI assistant' });
    await guidance.getByLabel('Instructions').fill('Keep answers short and gentle.');
    await guidance.getByLabel('Topics to avoid').fill('food, weight');
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Client has been updated successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
    await page.reload();
    await page.getByLabel('Search clients').fill(suffix);
    await page.getByRole('button', { name: `Edit ${renamed}` }).click();
    await expect(guidance.getByLabel('Instructions')).toHaveValue('Keep answers short and gentle.');
    await expect(guidance.getByLabel('Topics to avoid')).toHaveValue('food, weight');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    // Switch from the header, with the keyboard.
    await switcher(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: renamed }).click();
    await expect(page.getByRole('button', { name: `Currently viewing: ${renamed}` })).toBeVisible();
    await switcher(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Currently viewing')).toBeVisible();
    await expect(menu.getByText(renamed)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: renamed })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByLabel('Search clients').fill(suffix);
    const card = clientList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: renamed }) });
    await expect(card.getByText('Viewing now')).toBeVisible();
    await card.getByRole('button', { name: `Deactivate ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${renamed}?` });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, 'Client has been deactivated successfully.')).toBeVisible();
    // The active client was deactivated: the app moves on to another one.
    await expect(page.getByRole('button', { name: `Currently viewing: ${renamed}` })).toHaveCount(0);
    await expect(switcher(page)).toBeVisible();

    await page.getByLabel('Search clients').fill(suffix);
    await expect(card.getByText('Deactivated')).toBeVisible();
    await card.getByRole('button', { name: `Reactivate ${renamed}` }).click();
    await expect(toast(page, 'Client has been reactivated successfully.')).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('"Add New Client" and ?action=create open the form; "Manage Clients" opens the list', async ({
    page,
  }) => {
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    await switcher(page).click();
    await page.getByRole('menuitem', { name: 'Manage Clients' }).click();
    await expect(page).toHaveURL(/\/app\/clients$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

    await switcher(page).click();
    await page.getByRole('menuitem', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a client' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/app\/clients$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/app/clients?action=create');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('on a phone the header keeps the switcher without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(switcher(page)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('phone-header.png') });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('an individual has no switcher, and the clients page points to the Team plan', async ({ page }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(switcher(page)).toHaveCount(0);

    await page.goto('/app/clients');
    await expect(
      page.getByRole('heading', { name: 'Client management is part of the Team plan' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/app/subscriptions');
    await expect(page.getByRole('button', { name: 'Add client' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
