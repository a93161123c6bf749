import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, signIn } from './support/fixtures.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1';

/**
 * What Chromium does when a site meets the install criteria: fires `beforeinstallprompt`, whose
 * `prompt()` opens the browser's own install dialog. The dialog is the browser's, outside the page, so the
 * journey stands in for it: the event carries a prompt that notes it was called and answers "accepted".
 */
async function browserOffersInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.documentElement.dataset['browserInstallDialog'] = 'shown';
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

test.describe('installing the app', () => {
  test('3 s after the browser allows it, the offer shows; Install opens the browser’s dialog', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Install Emotion Guru' });
    await browserOffersInstall(page);
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(
      'Open it from your home screen like any other app, in a window of its own.',
    );
    await expectNoAxeViolations(page);

    await offer.getByRole('button', { name: 'Install' }).click();
    await expect(offer).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-browser-install-dialog', 'shown');
    // The browser's dialog was the way: no steps by hand.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('in Turkish: the offer leads to the steps to add the app to the home screen', async ({ page }) => {
      await page.goto('/tr/auth/login');
      await page.getByLabel('E-posta').fill('premium@example.com');
      await page.getByRole('textbox', { name: 'Parola' }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
      await expect(page).toHaveURL(/\/tr\/app\/dashboard$/);

      // Safari has no install event: on iOS the app is installable by hand, so the offer comes by itself.
      const offer = page.getByRole('region', { name: 'Emotion Guru’yu yükleyin' });
      await expect(offer).toBeVisible();
      await offer.getByRole('button', { name: 'Yükleyin' }).click();
      const steps = page.getByRole('dialog', { name: 'Emotion Guru’yu ana ekranınıza ekleyin' });
      await expect(steps).toBeVisible();
      await expect(steps.getByRole('listitem')).toHaveText([
        'Safari araç çubuğundaki “Paylaş” düğmesine dokunun.',
        'Aşağı kaydırın ve “Ana Ekrana Ekle” seçeneğine dokunun.',
        '“Ekle” düğmesine dokunun: Emotion Guru ana ekranınızda görünür.',
      ]);
      await expect(offer).toBeHidden();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await steps.getByRole('button', { name: 'Tamam' }).click();
      await expect(steps).toBeHidden();
      // Shown once this hour: a reload does not offer it again.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const record = await page.evaluate(() => sessionStorage.getItem('emotion-guru:install-prompt'));
      expect(JSON.parse(record ?? '{}')).toMatchObject({ shown: true });
    });
  });
});
