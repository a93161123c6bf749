import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';
import { uniqueSuffix, writeEntry } from './support/journal.ts';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** True when the element's centre is the element itself (or inside it), not something drawn over it. */
function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function expectSkipLinkFirst(page: Page, text: string) {
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: text });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

test.describe('the page frame stays on 404s', () => {
  for (const viewport of [WIDE, PHONE]) {
    test(`an unknown public path keeps the site header and footer (${String(viewport.width)} px, both languages)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expectNoAxeViolations(page);
      await page.goto('/tr/boyle-bir-sayfa-yok');
      await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expectSkipLinkFirst(page, 'İçeriğe geç');
    });
  }

  test('an unknown /app path keeps the sidebar and header; signed out it goes to login', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/app/no-such-page');
    await expect(page).toHaveURL(/\/auth\/login\?callback=%2Fapp%2Fno-such-page$/);
    await signIn(page, 'free@example.com', '/auth/login?callback=%2Fapp%2Fno-such-page');
    await expect(page).toHaveURL(/\/app\/no-such-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectSkipLinkFirst(page, 'Skip to content');
  });
});

test.describe('sign-in pages', () => {
  test('a phone shows the card inside the screen, with the logo, a way home and provider marks', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/auth/login');
    const card = page.getByRole('main');
    await expect(card.getByRole('heading', { level: 1 })).toBeVisible();
    const box = await card.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(12);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width - 12);
    await expect(page.getByRole('link', { name: 'Emotion Guru' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with GitHub' }).locator('svg')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectSkipLinkFirst(page, 'Skip to content');

    await page.goto('/tr/auth/register');
    await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/tr');
    await expectNoAxeViolations(page);
  });

  test('signed in, login and register lead to the dashboard', async ({ page }) => {
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/auth/register');
    await expect(page).toHaveURL(/\/tr\/app\/dashboard$/);
  });

  test('a callback without a provider says so in a full sentence', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page.getByRole('alert')).toHaveText(
      'We could not sign you in with that account. Please try again.',
    );
    await page.goto('/tr/auth/continue');
    await expect(page.getByRole('alert')).toHaveText('Bu hesapla giriş yapamadık. Lütfen yeniden deneyin.');
    await expectNoAxeViolations(page);
  });
});

test.describe('phones', () => {
  test('the drawer closes on navigation', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Journal' }).click();
    await expect(page).toHaveURL(/\/app\/journal$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' })).toBeFocused();
  });
});

test.describe('journal editor and toasts at 1280 × 800', () => {
  async function openJournal(page: Page) {
    await page.setViewportSize(WIDE);
    await signIn(page, 'premium@example.com');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Journal' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    // Enough entries for a second page, so the list runs below the fold.
    for (let index = 0; index < 2; index += 1) {
      await writeEntry(page, { title: `Frame ${uniqueSuffix()}`, content: 'A calm afternoon.' });
    }
  }

  // The previous save's success toast is still showing when the editor opens again: it must not sit over
  // the dialog's Save (it once did, and hovering it to click paused its dismissal, so the click never landed).
  test('Save stays in view and clear of toasts, focus comes back after saving and after editing', async ({
    page,
  }) => {
    await openJournal(page);
    const newEntry = page.getByRole('main').getByRole('button', { name: 'New entry' });
    await newEntry.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New journal entry' });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save entry' });
    await expect(save).toBeInViewport({ ratio: 1 });
    // Whether or not the last save's toast is still up, nothing lies over the dialog's actions.
    await expect.poll(() => isUncovered(save)).toBe(true);
    await expect.poll(() => isUncovered(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Title').fill(`Focus ${uniqueSuffix()}`);
    await dialog.getByLabel('What happened, and how did it feel?').fill('Back where I was.');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(newEntry).toBeFocused();
    await expect(page.getByText('Entry saved', { exact: true })).toBeVisible();

    // After an edit, focus returns to that entry's Edit button. The button is pinned by its name: other
    // journeys write to this account's journal at the same time, and their new entries go on top.
    const editLabel = await page
      .getByRole('main')
      .getByRole('button', { name: /^Edit / })
      .first()
      .getAttribute('aria-label');
    expect(editLabel).toMatch(/^Edit /);
    const edit = page.getByRole('main').getByRole('button', { name: editLabel ?? '', exact: true });
    await edit.focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: 'Edit journal entry' });
    await expect(editor).toBeVisible();
    await expect.poll(() => isUncovered(editor.getByRole('button', { name: 'Save changes' }))).toBe(true);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor).toBeHidden();
    await expect(edit).toBeFocused();
  });

  // The browser scrolls a half-hidden control into view after its focus events (smoothly here): the
  // Toaster checks again when that scroll ends, so each action ends up clear of the toast.
  test('toasts leave every Edit and Delete reachable', async ({ page }) => {
    await openJournal(page);
    await expect(page.getByText('Entry saved', { exact: true })).toBeVisible();
    // Each action is pinned by its name (its entry's title): other journeys add entries on top meanwhile.
    const actions = page.getByRole('main').getByRole('button', { name: /^(Edit|Delete) / });
    const labels = await actions.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    );
    const count = labels.length;
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const action = page.getByRole('main').getByRole('button', { name: labels[index], exact: true }).first();
      await action.focus();
      await expect
        .poll(() => isUncovered(action), `button ${String(index + 1)} of ${String(count)}`)
        .toBe(true);
    }
  });
});
