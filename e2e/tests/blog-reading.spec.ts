import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForApp } from './support/fixtures.ts';
import { EMULATOR_URL, apiToken, uniqueSuffix } from './support/journal.ts';

/** The article's view count as the platform has it (a signed-out query, as the blog's own). */
async function viewCountOf(slug: string): Promise<number> {
  const response = await fetch(`${EMULATOR_URL}/api/entity/query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      entityName: 'GsbBlog',
      selectCols: ['viewCount'],
      filters: [
        { field: 'slug', op: 'eq', value: slug },
        { field: 'isPublished', op: 'eq', value: true },
      ],
      startIndex: 0,
      count: 1,
      variation: { tenantCode: 'emotion', languageCode: 'en-US' },
    }),
  });
  const body = (await response.json()) as { entities?: { viewCount?: number }[] };
  return body.entities?.[0]?.viewCount ?? Number.NaN;
}

for (const language of [
  {
    prefix: '',
    tag: '#AI',
    popular: 'Most read',
    newestWithAi: 'Emotion Guru and the future of mental wellness',
    mostRead: 'The ultimate guide to emotional intelligence',
  },
  {
    prefix: '/tr',
    tag: '#Yapay zekâ',
    popular: 'En çok okunanlar',
    newestWithAi: 'Emotion Guru ve ruh sağlığının geleceği',
    mostRead: 'Duygusal zekâya dair kapsamlı rehber',
  },
]) {
  test(`a tag's articles and the most read (${language.prefix || 'English'})`, async ({ page }) => {
    await page.goto(`${language.prefix}/blog/tag/ai`);
    await expect(page.getByRole('heading', { level: 1, name: language.tag })).toBeVisible();
    const tagged = page.getByRole('main').getByRole('article');
    await expect(tagged).toHaveCount(2);
    if (language.newestWithAi)
      await expect(tagged.first().getByRole('heading', { level: 2 })).toHaveText(language.newestWithAi);
    await expectNoAxeViolations(page);

    await page.goto(`${language.prefix}/blog/popular`);
    await expect(page.getByRole('heading', { level: 1, name: language.popular })).toBeVisible();
    const read = page.getByRole('main').getByRole('article');
    await expect.poll(() => read.count()).toBeGreaterThanOrEqual(8);
    if (language.mostRead)
      await expect(read.first().getByRole('heading', { level: 2 })).toHaveText(language.mostRead);
    await expectNoAxeViolations(page);
  });
}

test('an article counts one view per visitor session, and its link can be copied', async ({
  page,
  browser,
  context,
}) => {
  const slug = 'visualize-your-mind-and-feelings';
  const before = await viewCountOf(slug);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A prerendered page starts its app (which counts the view) once the visitor begins to use it.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForApp(page);
  await expect.poll(() => viewCountOf(slug)).toBe(before + 1);

  // The same session again: not counted.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(await viewCountOf(slug)).toBe(before + 1);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/blog/${slug}$`));
  await expectNoAxeViolations(page);

  // Another visitor (a new session): counted.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto(`/tr/blog/${slug}`);
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForApp(otherPage);
  await expect.poll(() => viewCountOf(slug)).toBe(before + 2);
  await other.close();
});

test('more than twelve articles: the list pages with real links, in both languages', async ({ page }) => {
  // Five more published articles, dated long ago so they come last (other journeys read the first page).
  const token = await apiToken('admin@example.com');
  const suffix = uniqueSuffix();
  for (let index = 1; index <= 5; index += 1) {
    const response = await fetch(`${EMULATOR_URL}/api/entity/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        entityName: 'GsbBlog',
        entity: {
          slug: `archive-${suffix}-${index}`,
          title: { 'en-US': `Archive note ${suffix} ${index}`, 'tr-TR': `Arşiv notu ${suffix} ${index}` },
          description: { 'en-US': 'From the archive.', 'tr-TR': 'Arşivden.' },
          content: { 'en-US': '<p>From the archive.</p>', 'tr-TR': '<p>Arşivden.</p>' },
          author: 'Ada Admin',
          publishDate: `2001-01-0${index}T12:00:00.000Z`,
          isPublished: true,
          readingTime: 1,
        },
        variation: { tenantCode: 'emotion', languageCode: 'en-US' },
      }),
    });
    expect(response.ok, await response.text()).toBe(true);
  }

  for (const { prefix, pages, next, second } of [
    { prefix: '', pages: 'Pages', next: 'Next page', second: 'Page 2' },
    { prefix: '/tr', pages: 'Sayfalar', next: 'Sonraki sayfa', second: 'Sayfa 2' },
  ]) {
    // The prerendered list has the build's articles; the started app reads the platform's.
    await page.goto(`${prefix}/blog`);
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: pages });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await expect(nav.getByRole('link', { name: second })).toHaveAttribute('href', `${prefix}/blog?page=2`);
    const toNext = nav.getByRole('link', { name: next });
    await expect(toNext).toHaveAttribute('href', `${prefix}/blog?page=2`);
    await toNext.click();
    await expect(page).toHaveURL(`${prefix}/blog?page=2`);
    // The oldest come last: the archive's, on the second page.
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: new RegExp(`${suffix} 1$`) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
