import { expect, test } from '@playwright/test';
import { draftHolds } from './support/drafts.ts';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { readDownload, uniqueSuffix, writeEntry } from './support/journal.ts';

test.describe('journal', () => {
  test('creates, searches, filters by tag, edits and deletes entries (with undo); they survive a reload', async ({
    page,
  }) => {
    const id = uniqueSuffix();
    const title = `Evening walk ${id}`;
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New entry' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New journal entry' });
    await dialog.getByRole('button', { name: 'Save entry' }).click();
    await expect(dialog.getByText('Write a few words before saving.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await writeEntry(page, {
      title,
      content: `Walked by the sea ${id}. Calm, then tired.`,
      tags: `calm-${id}, sea`,
    });
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(`#calm-${id}`)).toBeVisible();

    await page.getByLabel('Search').fill(id);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Tag', { exact: true }).selectOption(`calm-${id}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit journal entry' });
    await editor.getByLabel('Title').fill(`${title} (edited)`);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Entry updated', { exact: true })).toBeVisible();

    await page.reload();
    const edited = page.getByRole('article', { name: `${title} (edited)` });
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete this entry?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Entry deleted', { exact: true })).toBeVisible();
    await expect(edited).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Entry restored', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: `${title} (edited)` })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Entry deleted', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: `${title} (edited)` })).toHaveCount(0);
  });

  test('the dashboard shows the newest entries, and pages go ten at a time', async ({ page }) => {
    await signIn(page, 'team@example.com');
    await expect(page.getByRole('heading', { name: 'Recent entries' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent entries' }).getByRole('article')).toHaveCount(5);
    await page.getByRole('link', { name: 'Open journal' }).click();
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByText(/Page 1 of \d+/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a draft survives a reload and is gone once discarded', async ({ page }) => {
    const words = `Half-written thought ${uniqueSuffix()}`;
    await signIn(page, 'enterprise@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/journal');
    await page.getByRole('button', { name: 'New entry' }).first().click();
    await page.getByLabel('What happened, and how did it feel?').fill(words);
    // The draft is written after the change, asynchronously: reload once it is stored.
    await draftHolds(page, 'emotion-guru-drafts', 'journal', words);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'New journal entry' });
    await expect(dialog.getByText('We restored the draft you had not saved yet.')).toBeVisible();
    await expect(dialog.getByLabel('What happened, and how did it feel?')).toHaveValue(words);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the free plan shows the last 7 days, with an upgrade link for older entries', async ({ page }) => {
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/journal');
    await expect(
      page.getByText(/older entr(y is|ies are) hidden: the free plan shows the last 7 days/),
    ).toBeVisible();
    const upgrade = page.getByRole('link', { name: 'Upgrade to see everything' });
    await expect(upgrade).toHaveAttribute('href', '/app/subscriptions');
    // The seed counts back from today: the free account has entries inside the window and older ones.
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('premium exports the listed entries as JSON and CSV; the free plan has no export', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/journal');
    await expect(page.getByRole('article').first()).toBeVisible();
    const titles = await page.getByRole('article').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Export' }).click();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download as JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^emotion-guru-journal-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readDownload(json)) as { entries: { title: string }[] };
    expect(exported.entries.map((entry) => entry.title)).toEqual(titles);

    await page.getByRole('button', { name: 'Export' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
    ]);
    const lines = (await readDownload(csv)).split('\r\n');
    expect(lines[0]).toBe('id,date,title,content,tags,timing,status,color,protection');
    expect(lines.join('\n')).toContain(titles[0] ?? '');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New entry' }).first()).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  });

  test('a caretaker exports all 30 entries of a client, not only the 10 on the page', async ({ page }) => {
    await signIn(page, 'team@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/journal');
    // The seeded clients have 30 entries each; the list shows ten a page.
    await expect(page.getByText('30 entries', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);

    await page.getByRole('button', { name: 'Export' }).click();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download as JSON' }).click(),
    ]);
    const exported = JSON.parse(await readDownload(json)) as { entries: { id: string; date: string }[] };
    expect(exported.entries).toHaveLength(30);
    expect(new Set(exported.entries.map((entry) => entry.id)).size).toBe(30);
    // Newest first, as the list shows them.
    const dates = exported.entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('in Turkish the journal speaks Turkish', async ({ page }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Günlük' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yeni kayıt' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The date filters follow the page's language, not the browser's: day first, Turkish month names.
    const from = page.getByRole('textbox', { name: 'Başlangıç' });
    const to = page.getByRole('textbox', { name: 'Bitiş' });
    await expect(from).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    await page.getByRole('button', { name: 'Başlangıç tarihini seçin' }).click();
    const calendar = page.getByRole('dialog', { name: 'Başlangıç tarihini seçin' });
    const today = new Date();
    const thisMonth = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric' }).format(today);
    await expect(calendar.getByRole('grid', { name: thisMonth })).toBeVisible();
    await expect(calendar.getByRole('button', { name: /^Bugün, / })).toBeFocused();
    await expectNoAxeViolations(page);
    // Enter picks the focused day, today, and the field reads it as gg.aa.yyyy.
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    const todayShown = new Intl.DateTimeFormat('tr-TR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    await expect(from).toHaveValue(todayShown.format(today));
    await expect(from).toBeFocused();

    // A range that ends long before it starts holds nothing; clearing brings the entries back.
    await to.fill('01.01.2000');
    await expect(page.getByText('Eşleşen kayıt yok', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(from).toHaveValue('');
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
