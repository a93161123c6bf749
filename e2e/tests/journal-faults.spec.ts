import { expect, test } from '@playwright/test';
import { signIn } from './support/fixtures.ts';
import { EMULATOR_URL, storedJournals, uniqueSuffix } from './support/journal.ts';

/** Runs in its own Playwright project after every other journey: the error switch is emulator-wide. */
async function setErrorRate(rate: number): Promise<void> {
  const response = await fetch(`${EMULATOR_URL}/__emulator/config?emulator.errorRate=${rate}`, {
    method: 'POST',
  });
  expect(response.ok).toBe(true);
}

test.afterEach(async () => {
  await setErrorRate(0);
});

test('with 30% of platform calls failing, an entry typed and saved is there in the end', async ({ page }) => {
  test.setTimeout(90_000);
  const words = `Written through a bad connection ${uniqueSuffix()}`;
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New entry' }).first()).toBeEnabled();

  await setErrorRate(0.3);
  await page.getByRole('button', { name: 'New entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New journal entry' });
  await dialog.getByLabel('What happened, and how did it feel?').fill(words);
  // Save until the platform takes it; each failure keeps the editor open with the text in it.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await dialog.getByRole('button', { name: 'Save entry' }).click();
    const outcome = await Promise.race([
      page
        .getByText('Entry saved', { exact: true })
        .waitFor()
        .then(() => 'saved' as const),
      // A failed save, or one held back while the encryption settings could not be loaded yet.
      dialog
        .getByText(/could not be saved/)
        .waitFor()
        .then(() => 'failed' as const),
    ]);
    if (outcome === 'saved') break;
    await expect(dialog.getByLabel('What happened, and how did it feel?')).toHaveValue(words);
    // As a person would: a moment before trying again (a message still on screen answers at once).
    await page.waitForTimeout(500);
  }
  await setErrorRate(0);
  const stored = await storedJournals('admin@example.com', words);
  expect(stored).toHaveLength(1);
  await page.reload();
  await expect(page.getByText(words)).toBeVisible();
});
