import { expect, test } from '@playwright/test';
import { signUpNewPerson } from './support/chat.ts';
import { expectNoAxeViolations, signIn } from './support/fixtures.ts';

test.describe('emotion report', () => {
  test('the demo month in words, its words and granularity, a day of the year in pixels', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Report' }).first().click();
    await expect(page).toHaveURL(/\/app\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Emotion report' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In short' }).getByText(/^Mostly /)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Words you used most' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Emotional granularity' })).toContainText('different word');
    await expectNoAxeViolations(page);

    // The year in pixels by keyboard: one square takes the focus, the arrows choose a day and show it.
    const squares = page.locator('[data-day]');
    await expect(squares).toHaveCount(365);
    await page.locator('[data-day][tabindex="0"]').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { level: 3, name: /^Feelings on / })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a new person on the free plan: nothing yet, the seven-day window said, in Turkish at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpNewPerson(page, 'report');
    await page.goto('/tr/app/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Duygu raporu' })).toBeVisible();
    await expect(page.getByText('Planınız son 7 günü gösteriyor.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bu dönemde kaydedilmiş bir şey yok' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Piksellerle bir yıl' })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
