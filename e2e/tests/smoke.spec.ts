import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('a visitor lands on the hero and follows the link to the product tour', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Understand your emotions, one day at a time',
  );
  await page.getByRole('link', { name: 'Watch the product tour' }).click();
  await expect(page).toHaveURL(/#product-tour$/);
  await expect(page.getByRole('heading', { name: 'See Emotion Guru in a minute' })).toBeInViewport();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('an unknown path shows the 404 page, whose link leads home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Understand your emotions, one day at a time',
  );
});
