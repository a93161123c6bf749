import { expect, test, type Request } from '@playwright/test';
import { signIn } from './support/fixtures.ts';

/**
 * The calls one request carries to the platform: a bulk request's calls one by one (the SDK batches the
 * calls made within 50 ms), any other request as a single call.
 */
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

test('a page that opens never sends the same platform call twice, however many parts of it show that thing', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  for (const path of PAGES) {
    const requests: string[][] = [];
    const record = (request: Request) => {
      const calls = platformCalls(request);
      if (calls.length > 0) requests.push(calls);
    };
    // A blank page first: what the previous page still had on its way is not counted as this one's.
    await page.goto('about:blank');
    page.on('request', record);
    await page.goto(path);
    // The page shows (its code ran, however slow the machine), then its data is asked for and comes.
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => requests.length, { message: path }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    // The dashboard's check-in, today's list and last reflections each asked for the emotion catalogue
    // as they mounted: three copies in one bulk request. A part that mounts later asks again in a request
    // of its own: counted too, across the page's requests.
    const calls = requests.flat();
    const repeated = calls.filter((call, index) => calls.indexOf(call) !== index);
    expect(repeated, path).toEqual([]);
  }
});
