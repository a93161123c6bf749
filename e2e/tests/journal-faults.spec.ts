import { expect, test } from '@playwright/test';
import { signIn } from './support/fixtures.ts';
import { setErrorRate } from './support/faults.ts';
import { storedJournals, uniqueSuffix } from './support/journal.ts';

// Runs in its own Playwright project, alone, after every other journey (playwright.config.ts).

test.afterEach(async () => {
  await setErrorRate(0);
});

test('with 30% of platform calls failing, an entry typed and saved is there in the end', async ({ page }) => {
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
  // Save until the platform takes it; each failure keeps the editor open with the text in it. Every
  // wait is on what the user sees or on the platform's answer, never on the clock.
  const content = dialog.getByLabel('What happened, and how did it feel?');
  const saveButton = dialog.getByRole('button', { name: 'Save entry' });
  const settled = <T>(wait: Promise<unknown>, value: T): Promise<T | 'gone'> =>
    // A wait still pending when the entry is saved (or the page closes) just ends.
    wait.then(
      () => value,
      () => 'gone' as const,
    );
  const saved = () => settled(page.getByText('Entry saved', { exact: true }).waitFor(), 'saved' as const);
  for (let attempt = 1; ; attempt += 1) {
    // Each try fails with a chance of about a half: 40 tries all failing does not happen.
    expect(attempt, 'tries to save').toBeLessThanOrEqual(40);
    // The click may ask for the encryption settings again (a save held back while they are unknown).
    const settingsAnswered = settled(
      page.waitForResponse((response) => (response.request().postData() ?? '').includes('VegKeyring')),
      'answered' as const,
    );
    // The Save button waits while a save is in flight, and a save that goes through closes the editor.
    if ((await Promise.race([settled(saveButton.click(), 'clicked' as const), saved()])) === 'saved') break;
    const outcome = await Promise.race([
      saved(),
      settled(dialog.getByText('The entry could not be saved. Your text').waitFor(), 'failed' as const),
      // Held back while the encryption settings could not be loaded yet.
      settled(dialog.getByText('could not be saved yet').waitFor(), 'held' as const),
    ]);
    if (outcome === 'saved') break;
    await expect(content).toHaveValue(words);
    // Held back: once the settings answer, the save goes on by itself or is held again (try again).
    if (outcome === 'held' && (await Promise.race([settingsAnswered, saved()])) === 'saved') break;
  }
  await setErrorRate(0);
  const stored = await storedJournals('admin@example.com', words);
  expect(stored).toHaveLength(1);
  await page.reload();
  await expect(page.getByText(words)).toBeVisible();
});
