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
    const record = (request: Request) => calls.push(...platformCalls(request));
    page.on('request', record);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    expect(calls.length, path).toBeGreaterThan(0);
    const repeated = calls.filter((call, index) => calls.indexOf(call) !== index);
    expect(repeated, path).toEqual([]);
  }
});
