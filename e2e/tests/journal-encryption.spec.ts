import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { removeKeyring, storedJournals, uniqueSuffix, writeEntry } from './support/journal.ts';

// One account turns encryption on for good: the journey runs once, in order, on pro@ only.
test.describe.configure({ mode: 'serial' });

const ACCOUNT = 'pro@example.com';
const PASSWORD = 'correct horse battery';

test('local encryption: only ciphertext reaches the platform; a reload locks; the password unlocks', async ({
  page,
}) => {
  const id = uniqueSuffix();
  const title = `Private worry ${id}`;
  const content = `Something only I should read ${id}`;
  // A developer's emulator may still hold the keyring of an earlier run; CI's starts from the seed.
  await removeKeyring(ACCOUNT);
  await signIn(page, ACCOUNT);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/settings');
  const section = page.getByRole('region', { name: 'Local encryption' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Turn on local encryption' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on local encryption' });
  await dialog.getByLabel('Encryption password').fill(PASSWORD);
  await dialog.getByLabel('Repeat the password').fill('something else');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('The two passwords do not match.')).toBeVisible();
  await dialog.getByLabel('Repeat the password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('Please confirm that you understand this before continuing.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Local encryption is on', { exact: true })).toBeVisible();
  await expect(section.getByText('Unlocked', { exact: true })).toBeVisible();

  // The entries written before (pro@'s seeded month) are offered for sealing, and sealed.
  await expect(
    section.getByText(/entr(y|ies) you wrote before turning encryption on (is|are) still stored/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Encrypt them now' }).click();
  await expect(page.getByText('Your earlier entries are encrypted', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Encrypt them now' })).toHaveCount(0);
  const sealed = await storedJournals(ACCOUNT);
  expect(sealed.length).toBeGreaterThan(0);
  for (const record of sealed) expect(record.content).toMatch(/^eg1\./);

  // Within the app (a full page load would forget the key, as it should).
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Journal' })
    .click();
  await writeEntry(page, { title, content });
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Encrypted', { exact: true })).toBeVisible();
  await expect(card.getByText(content)).toBeVisible();

  // What the platform holds: ciphertext envelopes, never the words.
  const stored = await storedJournals(ACCOUNT);
  expect(stored[0]?.title).toMatch(/^eg1\./);
  expect(stored[0]?.content).toMatch(/^eg1\./);
  expect(JSON.stringify(stored)).not.toContain(id);

  await page.reload();
  await expect(page.getByRole('article', { name: 'Locked entry' }).first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Writing while locked is held back: nothing is stored in clear without the user's say.
  const later = `Written while locked ${id}`;
  await page.getByRole('button', { name: 'New entry' }).first().click();
  const editor = page.getByRole('dialog', { name: 'New journal entry' });
  await editor.getByLabel('What happened, and how did it feel?').fill(later);
  await editor.getByRole('button', { name: 'Save entry' }).click();
  await expect(
    editor.getByText('Local encryption is on, but locked on this device.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await editor.getByRole('button', { name: 'Unlock' }).click();
  const unlock = page.getByRole('dialog', { name: 'Unlock encrypted entries' });
  await unlock.getByLabel('Encryption password').fill('not my password');
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlock.getByText('That password is not right. Nothing was changed; try again.')).toBeVisible();
  await unlock.getByLabel('Encryption password').fill(PASSWORD);
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Encrypted entries unlocked', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByText(content)).toBeVisible();
  await expect(page.getByText(later)).toBeVisible();
  const newest = (await storedJournals(ACCOUNT))[0];
  expect(newest?.content).toMatch(/^eg1\./);
  expect(JSON.stringify(await storedJournals(ACCOUNT))).not.toContain(id);
});
