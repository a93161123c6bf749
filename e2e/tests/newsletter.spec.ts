import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';

const SAVE = '**/api/entity/save';

test.describe('mailing-list form', () => {
  test('is disabled until both fields are filled, then subscribes and clears them', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Join the mailing list' });
    const button = form.getByRole('button', { name: 'Subscribe' });
    await expect(button).toBeDisabled();
    // A tap into the field starts the prerendered page's app; the field takes text once it has.
    await form.getByLabel('Name').click();
    await form.getByLabel('Name').fill('Ada');
    await expect(button).toBeDisabled();
    await form.getByLabel('Email').fill('ada@example.com');
    await expect(button).toBeEnabled();
    await expectNoAxeViolations(page);

    // Hold the request to see the submitting state: fields and button disabled, button busy.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SAVE, async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect(form.getByLabel('Name')).toBeDisabled();
    await expect(form.getByLabel('Email')).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    release();

    await expect(page.getByText('Thank you!', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
  });

  test('a failed save shows the error and keeps what was typed', async ({ page }) => {
    await page.goto('/tr');
    await page.route(SAVE, (route) => route.fulfill({ status: 500, body: 'down' }));
    const form = page.getByRole('form', { name: 'E-posta listesine katılın' });
    await form.getByLabel('Ad').click();
    await form.getByLabel('Ad').fill('Ada');
    await form.getByLabel('E-posta').fill('ada@example.com');
    await form.getByRole('button', { name: 'Abone ol' }).click();
    await expect(page.getByText('Sizi listeye ekleyemedik. Lütfen yeniden deneyin.')).toBeVisible();
    await expect(form.getByLabel('Ad')).toHaveValue('Ada');
    await expect(form.getByLabel('E-posta')).toHaveValue('ada@example.com');
  });
});
