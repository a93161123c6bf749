import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

// Every test here checks in as the premium demo account on the one emulator: one at a time, so each
// sees exactly its own new check-in at the top of today's list.
test.describe.configure({ mode: 'serial' });

/** Today's check-ins once loaded: how many there are (the empty state counts as none). */
async function todayCount(page: Page, title: string, emptyTitle: string): Promise<number> {
  const section = page.getByRole('region', { name: title });
  const list = section.getByRole('list');
  const empty = section.getByRole('heading', { name: emptyTitle });
  await expect(list.or(empty)).toBeVisible();
  return (await empty.isVisible()) ? 0 : list.getByRole('listitem').count();
}

test.describe('quick check-in', () => {
  test('from the dashboard by keyboard alone in under ten keystrokes, then listed under today', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // A fresh load of the dashboard: the keyboard starts at the top of the page.
    await page.goto('/app/dashboard');
    const colours = page.getByRole('group', { name: 'Which colour is closest to how you feel?' });
    await expect(colours.getByRole('button', { name: /Yellow/ })).toBeVisible();
    const before = await todayCount(page, "Today's check-ins", 'No check-ins yet today');
    await expectNoAxeViolations(page);

    let keystrokes = 0;
    const press = async (key: string) => {
      keystrokes += 1;
      await page.keyboard.press(key);
    };
    await press('Tab'); // the skip link
    await press('Enter'); // to the main area
    await press('Tab'); // the first colour, Red
    await expect(colours.getByRole('button', { name: /Red/ })).toBeFocused();
    await press('ArrowRight'); // Yellow
    await press('Enter'); // choose it: focus moves to its first word
    const firstWord = page.getByRole('group', { name: 'Yellow words' }).getByRole('button').first();
    await expect(firstWord).toBeFocused();
    const word = (await firstWord.innerText()).trim();
    await expect(page.getByTestId('emotion-definition')).toContainText(`${word}:`);
    await press('Enter'); // choose the word: focus moves on (to the note, or Save)
    await expect(page.getByText(`Checking in with: ${word}`)).toBeVisible();
    // Focus is on the note (offered when encryption is off) or on Save: whichever of the two has it.
    await expect(
      page
        .getByRole('textbox', { name: /Short note/ })
        .or(page.getByRole('button', { name: 'Save check-in' }))
        .and(page.locator(':focus')),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await press('Enter'); // save
    expect(keystrokes).toBeLessThan(10);

    await expect(page.getByText('Check-in saved', { exact: true })).toBeVisible();
    const today = page.getByRole('region', { name: "Today's check-ins" }).getByRole('list');
    await expect(today.getByRole('listitem')).toHaveCount(before + 1);
    await expect(today.getByRole('listitem').first()).toContainText(word);
    // The picker started over.
    await expect(page.getByText(/^Checking in with:/)).toBeHidden();
    await expectNoAxeViolations(page);

    // Still there after a reload.
    await page.reload();
    await expect(today.getByRole('listitem')).toHaveCount(before + 1);
  });

  test('with a level and a note on a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const note = `window seat ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: /Green/ }).click();
    await page.getByRole('group', { name: 'Green words' }).getByRole('button').first().click();
    await page.getByRole('radiogroup', { name: 'How strong' }).getByRole('radio', { name: 'Low' }).check();
    await page.getByRole('textbox', { name: /Short note/ }).fill(note);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save check-in' }).click();
    const first = page.getByRole('region', { name: "Today's check-ins" }).getByRole('listitem').first();
    await expect(first).toContainText(note);
    await expect(first).toContainText('Level: Low');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  test('in Turkish', async ({ page }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Şu an nasıl hissediyorsunuz?' })).toBeVisible();
    await page.getByRole('button', { name: /Mavi/ }).click();
    const word = page.getByRole('group', { name: /Mavi/ }).getByRole('button').first();
    const name = (await word.innerText()).trim();
    await word.click();
    await expect(page.getByText(`Seçtiğiniz duygu: ${name}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Duygu kaydını kaydet' }).click();
    await expect(page.getByText('Duygu kaydınız alındı', { exact: true })).toBeVisible();
    const first = page
      .getByRole('region', { name: 'Bugünkü duygu kayıtlarınız' })
      .getByRole('listitem')
      .first();
    await expect(first).toContainText(name);
    await expectNoAxeViolations(page);
  });

  test('with a word of their own, placed on the grid by keyboard, private to their client', async ({
    page,
    browser,
  }) => {
    const word = `wobbly ${Date.now().toString(36)}`;
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const search = page.getByRole('searchbox', { name: 'Find a word' });
    await search.fill(word);
    await expect(page.getByText(`No word matches “${word}”.`)).toBeVisible();
    await page.getByRole('button', { name: `Add “${word}” as your own word` }).click();

    const dialog = page.getByRole('dialog', { name: 'Add your own word' });
    await expect(dialog.getByRole('textbox', { name: /^Word/ })).toHaveValue(word);
    await dialog.getByRole('combobox', { name: /Closest basic feeling/ }).selectOption('fear');
    const pleasantness = dialog.getByRole('slider', { name: 'How pleasant it is' });
    await pleasantness.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(pleasantness).toHaveAttribute('aria-valuetext', 'Somewhat unpleasant');
    await expect(dialog.getByText('It goes with the Red words: unpleasant, high energy.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add word' }).click();
    await expect(dialog).toBeHidden();

    // Chosen at once, among the red words, and saved with the check-in.
    await expect(page.getByText(`Checking in with: ${word}`)).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Red words' }).getByRole('button', { name: word }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await expect(
      page.getByRole('region', { name: "Today's check-ins" }).getByRole('listitem').first(),
    ).toContainText(word);

    // After a reload the platform has it; another account does not see it.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Find a word' }).fill(word);
    await expect(
      page.getByRole('group', { name: `Words matching “${word}”` }).getByRole('button'),
    ).toHaveText(word);
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, 'free@example.com');
    await expect(otherPage).toHaveURL(/\/app\/dashboard$/);
    await otherPage.getByRole('searchbox', { name: 'Find a word' }).fill(word);
    await expect(otherPage.getByText(`No word matches “${word}”.`)).toBeVisible();
    await other.close();
  });
});

test.describe('dashboard reflections', () => {
  test('the last three reflections open their page, and the prompt opens the wizard; both themes, Turkish', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const recent = page.getByRole('list', { name: 'Recent reflections' });
    await expect(recent.getByRole('article')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(recent.getByRole('article')).toHaveCount(3);
    await expectNoAxeViolations(page);

    const first = recent.getByRole('heading', { level: 3 }).first();
    const title = (await first.innerText()).trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/reflection\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/app/dashboard');
    await page.getByRole('link', { name: 'Reflect now' }).click();
    await expect(page).toHaveURL(/\/app\/reflection\/new$/);

    await page.goto('/tr/app/dashboard');
    await expect(page.getByRole('list', { name: 'Son yansımalar' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Şimdi yansıtın' })).toHaveAttribute(
      'href',
      '/tr/app/reflection/new',
    );
    await expectNoAxeViolations(page);
  });
});
