import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';

/** The blog: list → category → article → back, in English and in Turkish; an unknown slug is the 404. */
for (const language of [
  {
    prefix: '',
    listHeading: 'Notes on feelings, habits and the app',
    category: 'Guides',
    article: 'How to master your emotional patterns',
    back: 'All articles',
    copy: 'Copy link',
  },
  {
    prefix: '/tr',
    listHeading: 'Duygular, alışkanlıklar ve uygulama üzerine yazılar',
    category: 'Rehberler',
    article: null,
    back: 'Tüm yazılar',
    copy: 'Bağlantıyı kopyala',
  },
]) {
  test(`list → category → article → back (${language.prefix || 'English'})`, async ({ page }) => {
    await page.goto(`${language.prefix}/blog`);
    await expect(page.getByRole('heading', { name: language.listHeading, level: 1 })).toBeVisible();
    // The eight seeded articles (the authoring journey may have published one more meanwhile).
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThanOrEqual(8);
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('link', { name: language.category, exact: true }).first().click();
    await expect(page).toHaveURL(`${language.prefix}/blog/category/guides`);
    await expect(page.getByRole('heading', { name: language.category, level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);

    const firstTitle = page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 2 });
    const title = language.article ?? (await firstTitle.textContent()) ?? '';
    await firstTitle.getByRole('link').click();
    await expect(page).toHaveURL(`${language.prefix}/blog/how-to-master-your-emotional-patterns`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: language.copy })).toBeVisible();
    // Search engines and link previews see an article: Open Graph's type and a BlogPosting in the JSON-LD.
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect
      .poll(async () => {
        const json = await page.locator('#eg-structured-data').textContent();
        const graph = (JSON.parse(json ?? '{}') as { '@graph'?: { '@type': string; headline?: string }[] })[
          '@graph'
        ];
        return graph?.[0];
      })
      .toMatchObject({ '@type': 'BlogPosting', headline: title });
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(`${language.prefix}/blog/category/guides`);
    await page.getByRole('link', { name: language.back }).click();
    await expect(page.getByRole('heading', { name: language.listHeading, level: 1 })).toBeVisible();
  });
}

test('an unknown article is the 404, in both languages', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await page.goto('/tr/blog/no-such-article');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
});
