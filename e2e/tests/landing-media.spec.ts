import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForApp } from './support/fixtures.ts';

/** The file an <img> shows (its <picture>'s choice), once it has loaded (lazy: scrolled to first). */
async function shownFile(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

/** Elements of the page's main area that reach past the right edge of the viewport. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => element.tagName),
  );

const tourPlayer = (page: Page) => page.getByTestId('tour-player');
const isPlaying = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.3);

test.describe('the landing page shows the product', () => {
  test('the hero’s shots are the app in the visitor’s language and theme, at 1440 and at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Understand your emotions, one day at a time' });
    const dashboard = hero.getByRole('img', { name: /^The Emotion Guru dashboard/ });
    expect(await shownFile(dashboard)).toMatch(/^\/media\/dashboard\.light\.en-US\.(640|1280)w\.avif$/);
    expect(await shownFile(hero.getByRole('img', { name: /journal on a phone/ }))).toMatch(
      /^\/media\/journal\.light\.en-US\.(195|390)w\.avif$/,
    );
    // The other theme's shots are not shown, and never fetched.
    await expect(hero.locator('[data-theme-shots="dark"]')).toBeHidden();
    expect(
      await page
        .locator('[data-theme-shots="dark"] img')
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc),
    ).toBe('');
    // The features show the map and the reflection wizard the same way.
    const features = page.getByRole('region', { name: 'Small habits, a clearer picture' });
    expect(await shownFile(features.getByRole('img', { name: /^The emotional map/ }))).toMatch(
      /^\/media\/map\.light\.en-US\.(640|1280)w\.avif$/,
    );
    expect(await shownFile(features.getByRole('img', { name: /^The reflection wizard/ }))).toMatch(
      /^\/media\/reflection\.light\.en-US\.(640|1280)w\.avif$/,
    );
    await expect(features.getByRole('figure', { name: 'Every feeling on one map' })).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/tr');
    const turkishHero = page.getByRole('region', { name: 'Duygularınızı her gün biraz daha iyi tanıyın' });
    expect(await shownFile(turkishHero.getByRole('img', { name: /^Emotion Guru panosu/ }))).toMatch(
      /^\/media\/dashboard\.dark\.tr-TR\.(640|1280)w\.avif$/,
    );
    await expect(turkishHero.locator('[data-theme-shots="light"]')).toBeHidden();
    const turkishFeatures = page.getByRole('region', { name: 'Küçük alışkanlıklar, daha net bir tablo' });
    expect(await shownFile(turkishFeatures.getByRole('img', { name: /^Duygu haritası/ }))).toMatch(
      /^\/media\/map\.dark\.tr-TR\.(640|1280)w\.avif$/,
    );
    expect(await overflowing(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test.describe('the product tour', () => {
  test('poster until Play, then the tour in the visitor’s language with its captions, keyboard on the player', async ({
    page,
  }) => {
    await page.goto('/#product-tour');
    const tour = page.getByRole('region', { name: 'See Emotion Guru in a minute' });
    const poster = tour.getByRole('img', { name: /first screen of the product tour/ });
    expect(await shownFile(poster)).toMatch(/^\/media\/product-tour-poster\.en-US\.(640|1280)w\.avif$/);
    await expect(tourPlayer(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The press is the page's first: it starts the app, which plays the tour (the press is not lost).
    await tour.getByRole('button', { name: 'Play the product tour' }).click();
    const player = tourPlayer(page);
    await expect(player).toBeFocused();
    await expect.poll(() => isPlaying(player), { timeout: 15_000 }).toBe(true);
    expect(await player.evaluate((video: HTMLVideoElement) => new URL(video.currentSrc).pathname)).toBe(
      '/media/product-tour.en-US.webm',
    );
    const showing = () =>
      player.evaluate((video: HTMLVideoElement) =>
        [...video.textTracks].filter((track) => track.mode === 'showing').map((track) => track.language),
      );
    await expect.poll(showing).toEqual(['en-US']);
    await expect(poster).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Keyboard: Space on the focused player pauses it.
    await page.keyboard.press('Space');
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  });

  test('a video that cannot load gives the poster back, with a message and the keyboard on Play (Turkish)', async ({
    page,
  }) => {
    await page.route(/\/media\/product-tour\.[^/]+\.(webm|mp4)$/, (route) => route.abort());
    await page.goto('/tr#product-tour');
    await waitForApp(page);
    const tour = page.getByRole('region', { name: "Emotion Guru'yu bir dakikada görün" });
    const play = tour.getByRole('button', { name: 'Ürün turunu oynat' });
    await play.click();
    await expect(tour.getByRole('status')).toHaveText(
      'Video başlatılamadı. Yeniden denemek için oynat düğmesine basın.',
    );
    await expect(play).toBeFocused();
    await expect(tour.getByRole('img', { name: /ürün turunun ilk ekranı/ })).toBeVisible();
    await expect(tourPlayer(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('on a desktop the tour loops silently behind the poster once the page is in use and the tour is near the screen', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    // It loads once the tour is near the screen.
    await page.locator('#product-tour').scrollIntoViewIfNeeded();
    const background = page.getByTestId('tour-background');
    await expect(background).toBeAttached();
    await expect.poll(() => isPlaying(background), { timeout: 15_000 }).toBe(true);
    expect(
      await background.evaluate((video: HTMLVideoElement) => [video.muted, video.loop, video.controls]),
    ).toEqual([true, true, false]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('there is no background video: the poster and Play only', async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      const tour = page.getByRole('region', { name: 'See Emotion Guru in a minute' });
      await expect(tour.getByRole('button', { name: 'Play the product tour' })).toBeVisible();
      await expect(tour.getByRole('img', { name: /first screen of the product tour/ })).toBeVisible();
      await expect(page.getByTestId('tour-background')).toHaveCount(0);
    });
  });
});
