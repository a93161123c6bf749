import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Emotion-demo-1';

/**
 * Waits for the colour and opacity transitions under way to end (a theme switch or a dialog's fade):
 * axe measures the colours painted now, and a half-faded button fails contrast in neither theme.
 * Looping animations (spinners, skeletons) never end and are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function violationsOf(page: Page): Promise<string[]> {
  await transitionsEnded(page);
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
/**
 * Starts the app on the page, as a person about to use it would, and waits until it has (entry.tsx marks
 * `#root` with `data-started`). A prerendered public page shows its content before that, and starts its app
 * at the person's first press, key, focus or scroll (src/app/boot.ts; at once for someone signed in): a
 * journey that types into its fields, or drives its clock or timers, rather than its buttons (held and
 * replayed by index.html until then), calls this first.
 */
export async function waitForApp(page: Page): Promise<void> {
  const started = page.locator('#root[data-started]');
  if ((await started.count()) === 0) await page.keyboard.press('Shift');
  await started.waitFor({ state: 'attached' });
}

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
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await submit.click();
  // Signed in once the sign-in page has gone: the router changes the address first and keeps showing the
  // old page while the next one loads, so a check of "the page's heading" could still find "Sign in".
  await expect(submit).toHaveCount(0);
}
