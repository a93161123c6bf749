import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Emotion-demo-1';

async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(' | ')})`,
  );
}

/**
 * Fails the test on any axe violation of the page as it is now, in both themes: the page is checked
 * as shown, then with the other theme applied (as the theme toggle does), then put back.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const shown = await page.evaluate(() => document.documentElement.dataset['theme'] ?? 'light');
  const other = shown === 'dark' ? 'light' : 'dark';
  expect(await violationsOf(page), `axe, ${shown} theme`).toEqual([]);
  await page.evaluate((theme) => (document.documentElement.dataset['theme'] = theme), other);
  expect(await violationsOf(page), `axe, ${other} theme`).toEqual([]);
  await page.evaluate((theme) => (document.documentElement.dataset['theme'] = theme), shown);
}

/** Signs in through the login page, as a user would. */
export async function signIn(page: Page, email: string, path = '/auth/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  // The label reads "Password*" (the required mark is hidden from assistive technology but is label text
  // to Playwright), and the field's "Show password" toggle must not match.
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
