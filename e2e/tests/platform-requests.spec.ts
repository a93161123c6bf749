import { expect, test, type Request } from '@playwright/test';
import { signIn } from './support/fixtures.ts';

/** Every call a request makes to the platform: a bulk request's calls one by one, as the platform runs them. */
function platformCalls(request: Request): string[] {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/api/')) return [];
  const body = request.postData() ?? '';
  if (url.pathname === '/api/entity/bulk') {
    const { bulkCalls } = JSON.parse(body) as { bulkCalls: { endPoint: string; request: unknown }[] };
    return bulkCalls.map((call) => `${call.endPoint} ${JSON.stringify(call.request)}`);
  }
  return [`${url.pathname} ${body}`];
}

const PAGES = [
  '/app/dashboard',
  '/app/journal',
  '/app/reflection',
  '/app/reflection/new',
  '/app/map',
  '/app/settings',
];

test('a page that opens asks the platform for each thing once, however many parts of it show that thing', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  for (const path of PAGES) {
    const calls: string[] = [];
    // Only this page's own calls: not a late one of the page before, whose document is on its way out.
    const record = (request: Request) => {
      if (new URL(request.frame().url()).pathname === path) calls.push(...platformCalls(request));
    };
    page.on('request', record);
    await page.goto(path);
    // The page shows (its code ran, however slow the machine), then its data is asked for and comes.
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => calls.length, { message: path }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    const repeated = calls.filter((call, index) => calls.indexOf(call) !== index);
    expect(repeated, path).toEqual([]);
  }
});
