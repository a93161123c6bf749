import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, waitForApp } from './support/fixtures.ts';

const EMULATOR = 'http://localhost:4010';

interface CollectedEvent {
  name: string;
  clientId: string;
  params: Record<string, string | number>;
}

/** The events the emulator's analytics collector received from this browser's id, oldest first. */
async function eventsOf(request: APIRequestContext, clientId: string | null): Promise<CollectedEvent[]> {
  const { events } = (await (await request.get(`${EMULATOR}/__emulator/analytics`)).json()) as {
    events: CollectedEvent[];
  };
  return events.filter((event) => event.clientId === clientId);
}

const clientIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('eg_analytics_client'));

/** Every request the page makes to the analytics collector. */
function watchCollector(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/analytics/collect')) sent.push(request.postData() ?? '');
  });
  return sent;
}

// A visitor who has not answered the question yet (the other journeys answered no: playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

test('analytics wait for consent, then count the public pages read, never the app area; “No” stops them', async ({
  page,
  request,
}) => {
  const sent = watchCollector(page);
  await page.goto('/tr/about');
  const banner = page.getByRole('region', { name: 'Ziyaretleri sayabilir miyiz?' });
  // Part of the prerendered page: asked before the app has started (a first visit starts it only when used).
  await expect(banner).toBeVisible();
  await expect(page.locator('#root[data-started]')).toHaveCount(0);
  await waitForApp(page);
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/tr/faq');
  await expect(banner).toBeVisible();
  // Two pages read, the app started on both, axe run: nothing went out without an answer.
  expect(sent).toEqual([]);

  await banner.getByRole('button', { name: 'Saymaya izin ver' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => clientIdOf(page)).not.toBeNull();
  const first = await clientIdOf(page);
  await expect
    .poll(async () => (await eventsOf(request, first)).map(({ name, params }) => ({ name, params })))
    .toEqual([
      {
        name: 'page_view',
        params: {
          page_path: '/tr/faq',
          page_title: 'Sıkça sorulan sorular – Emotion Guru',
          language: 'tr-TR',
        },
      },
    ]);

  // A page opened in the app (no reload) is counted too; the address's query (an email here) never is.
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hakkımızda' }).click();
  await expect(page).toHaveURL(/\/tr\/about$/);
  // Counted 100 ms after the page shows (spec section 9): a person reads it before going on.
  await expect
    .poll(async () => (await eventsOf(request, first)).map(({ params }) => params['page_path']))
    .toEqual(['/tr/faq', '/tr/about']);
  await page.goto('/tr/unsubscribe?email=someone%40example.com');
  await expect
    .poll(async () => (await eventsOf(request, first)).map(({ params }) => params['page_path']))
    .toEqual(['/tr/faq', '/tr/about', '/tr/unsubscribe']);
  expect(JSON.stringify(await eventsOf(request, first))).not.toContain('someone');
  // Answered: not asked again.
  await expect(banner).toHaveCount(0);

  // The app area is never counted.
  await signIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/tr/app/journal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // "Cookie settings" asks again; "No" forgets the browser's id and stops counting.
  await page.goto('/tr/contact');
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Çerez ayarları' }).click();
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Hayır, teşekkürler' }).click();
  await expect.poll(() => clientIdOf(page)).toBeNull();
  await page.goto('/tr/pricing');
  await waitForApp(page);
  // Allowed again on the next page: only that page is counted, under a new id; nothing came between.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Çerez ayarları' }).click();
  await banner.getByRole('button', { name: 'Saymaya izin ver' }).click();
  await expect.poll(() => clientIdOf(page)).not.toBeNull();
  const second = await clientIdOf(page);
  expect(second).not.toBe(first);
  await expect
    .poll(async () => (await eventsOf(request, second)).map(({ params }) => params['page_path']))
    .toEqual(['/tr/pricing']);
  const counted = (await eventsOf(request, first)).map(({ params }) => String(params['page_path']));
  expect(counted).toEqual(['/tr/faq', '/tr/about', '/tr/unsubscribe', '/tr/contact']);
  expect(counted.some((path) => path.includes('/app') || path.includes('/auth'))).toBe(false);
});
