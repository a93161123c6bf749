import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, waitForApp } from './support/fixtures.ts';

/**
 * Every public page of issue #14, one a row: its path, then its main heading and document title in
 * English, then in Turkish.
 */
const PAGES = pageTable(`
  /               | Understand your emotions, one day at a time | Emotion Guru – understand your emotions, one day at a time | Duygularınızı her gün biraz daha iyi tanıyın | Emotion Guru – duygularınızı her gün biraz daha iyi tanıyın
  /about          | A quiet place to understand how you feel | About – Emotion Guru | Neler hissettiğinizi anlamak için sakin bir yer | Hakkımızda – Emotion Guru
  /product        | Everything you need to make sense of a feeling | Product – Emotion Guru | Bir duyguyu anlamlandırmak için ihtiyacınız olan her şey | Ürün – Emotion Guru
  /faq            | Frequently asked questions | Frequently asked questions – Emotion Guru | Sıkça sorulan sorular | Sıkça sorulan sorular – Emotion Guru
  /contact        | Talk to us | Contact – Emotion Guru | Bize yazın | İletişim – Emotion Guru
  /legal/terms    | Terms of use | Terms of use – Emotion Guru | Kullanım koşulları | Kullanım koşulları – Emotion Guru
  /legal/privacy  | Privacy policy | Privacy policy – Emotion Guru | Gizlilik politikası | Gizlilik politikası – Emotion Guru
  /legal/cookies  | Cookie policy | Cookie policy – Emotion Guru | Çerez politikası | Çerez politikası – Emotion Guru
  /unsubscribe    | Unsubscribe from our newsletter | Unsubscribe – Emotion Guru | Bültenimizden çıkın | Abonelikten çık – Emotion Guru
  /error-demo     | Error screens | Error screens – Emotion Guru | Hata ekranları | Hata ekranları – Emotion Guru
`);

/** The rows of a page table: five cells apart by `|`. */
function pageTable(text: string) {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const [path, enHeading, enTitle, trHeading, trTitle] = cells;
      if (cells.length !== 5 || !path || !enHeading || !enTitle || !trHeading || !trTitle) {
        throw new Error(`a page row needs five cells: ${line}`);
      }
      return { path, en: [enHeading, enTitle], tr: [trHeading, trTitle] } as const;
    });
}

const localized = (path: string, language: 'en' | 'tr') =>
  language === 'en' ? path : `/tr${path === '/' ? '' : path}`;

test.describe('every public page, in both languages, passes axe in both themes', () => {
  for (const { path, en, tr } of PAGES) {
    for (const [language, [heading, title]] of [
      ['en', en],
      ['tr', tr],
    ] as const) {
      test(localized(path, language), async ({ page }) => {
        await page.goto(localized(path, language));
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en-US' : 'tr-TR');
        // The error demo shows two error screens, each with a heading of its own: the page's comes first.
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
        await expect(page).toHaveTitle(title);
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe('landing page', () => {
  test('invites a visitor to register, and leads to the steps, the plans and the FAQ', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Understand your emotions, one day at a time' });
    await expect(hero.getByRole('link', { name: 'Start for free' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(page.getByRole('heading', { name: 'How are you feeling today?' })).toBeVisible();
    await expect(page.getByText('0 USD', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare all plans' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: 'See all questions' })).toHaveAttribute('href', '/faq');
    // The stories say plainly that they are illustrative.
    await expect(page.getByText(/Illustrative stories: composite people/)).toBeVisible();

    await hero.getByRole('link', { name: 'Watch the product tour' }).click();
    await expect(page).toHaveURL(/#product-tour$/);
    await expect(page.getByRole('heading', { name: 'See Emotion Guru in a minute' })).toBeInViewport();
  });

  test('sends a signed-in user to the dashboard instead, in Turkish too', async ({ page }) => {
    await signIn(page, 'free@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Understand your emotions, one day at a time' });
    await expect(hero.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    await page.goto('/tr');
    await expect(page.getByRole('link', { name: 'Gösterge panelinize gidin' })).toHaveAttribute(
      'href',
      '/tr/app/dashboard',
    );
  });
});

test.describe('FAQ page', () => {
  test('opens and closes each answer from the keyboard, and describes itself as FAQPage data', async ({
    page,
  }) => {
    await page.goto('/faq');
    const question = page.getByText('What happens if I forget my encryption password?', { exact: true });
    const answer = page.getByText(/Entries encrypted with it cannot be recovered/);
    await expect(answer).toBeHidden();
    await question.focus();
    await expect(question).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    // Tab moves on to the next question, which opens the same way.
    await page.keyboard.press('Tab');
    await expect(page.getByText('Do you sell my data or show ads?', { exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/There are no ads in Emotion Guru/)).toBeVisible();

    const data = JSON.parse(
      // The page's own FAQPage block, beside the site-wide Organization/WebSite block in <head>.
      (await page.locator('main script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(15);
    expect(data.mainEntity.map((item) => item.name)).toContain('Do you sell my data or show ads?');
  });

  test('is grouped by topic, in Turkish at /tr/faq', async ({ page }) => {
    await page.goto('/tr/faq');
    await expect(page.getByRole('region', { name: 'Gizlilik ve güvenlik' })).toContainText(
      'Yerel şifreleme nedir?',
    );
    await page.getByRole('link', { name: 'Planlar ve ödeme' }).click();
    await expect(page.getByRole('heading', { name: 'Planlar ve ödeme', level: 2 })).toBeInViewport();
  });
});

async function fillContactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  // A tap into the field starts the prerendered page's app; the field takes text once it has.
  await form.getByLabel('First name').click();
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Phone number').fill('+90 212 555 01 23');
  await form.getByLabel('Company').fill('Analytical Engines');
  await form.getByLabel('Position').fill('Founder');
  await form.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/ada');
  await form.getByLabel('Message').fill('We would like Emotion Guru for our team of twelve.');
  return form;
}

test.describe('contact page', () => {
  test('says what is missing next to each field, focusing the first one', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveAccessibleDescription('Please fill this in.');
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Company')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada@example');
    await form.getByLabel('LinkedIn profile').fill('https://example.com/ada');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByText('Please enter an email address like name@example.com.')).toBeVisible();
    await expect(
      form.getByText('Please enter the address of a LinkedIn profile, starting with https://.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sends the message as a contact form and confirms it', async ({ page }) => {
    await page.goto('/contact');
    const form = await fillContactForm(page);
    const saved = page.waitForRequest(
      (request) =>
        request.url().includes('/api/entity/') && (request.postData() ?? '').includes('GsbContactForm'),
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    const body = (await saved).postData() ?? '';
    expect(body).toContain('Analytical Engines');
    expect(body).toMatch(/\\?"type\\?":1\b/);
    const confirmation = page
      .getByRole('status')
      .filter({ hasText: 'Thank you, your message is on its way' });
    await expect(confirmation.getByRole('heading')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Message')).toHaveValue('');
  });

  test('validates in Turkish at /tr/contact', async ({ page }) => {
    await page.goto('/tr/contact');
    const form = page.getByRole('form', { name: 'İletişim formu' });
    await form.getByLabel('Telefon numarası').click();
    await form.getByLabel('Telefon numarası').fill('telefon');
    await form.getByRole('button', { name: 'Mesajı gönder' }).click();
    await expect(form.getByRole('textbox', { name: 'Ad', exact: true })).toBeFocused();
    await expect(
      form.getByText('Lütfen 7 ile 15 rakam arasında bir telefon numarası girin', { exact: false }),
    ).toBeVisible();
  });
});

test.describe('unsubscribe page', () => {
  test('takes the address from the link, and unsubscribes it only when asked', async ({ page }) => {
    await page.goto('/unsubscribe?email=ada%40example.com');
    const form = page.getByRole('form', { name: 'Unsubscribe from our newsletter' });
    const field = form.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveValue('ada@example.com');
    const saved = page.waitForRequest(
      (request) =>
        request.url().includes('/api/entity/') && (request.postData() ?? '').includes('GsbContactForm'),
    );
    await form.getByRole('button', { name: 'Unsubscribe' }).click();
    expect((await saved).postData() ?? '').toMatch(/\\?"type\\?":8\b/);
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeFocused();
    await expect(page.getByRole('status')).toContainText(
      'We will not send newsletters to ada@example.com any more.',
    );
    await expectNoAxeViolations(page);
  });

  test('asks for a valid address, in Turkish', async ({ page }) => {
    await page.goto('/tr/unsubscribe');
    const form = page.getByRole('form', { name: 'Bültenimizden çıkın' });
    const field = form.getByRole('textbox', { name: 'E-posta' });
    await form.getByRole('button', { name: 'Abonelikten çık' }).click();
    await expect(field).toBeFocused();
    await expect(page.getByText('Lütfen e-posta adresinizi girin.')).toBeVisible();
    await field.fill('ada@');
    await form.getByRole('button', { name: 'Abonelikten çık' }).click();
    await expect(page.getByText('Lütfen ad@ornek.com gibi bir e-posta adresi girin.')).toBeVisible();
    await field.fill('ada@example.com');
    await form.getByRole('button', { name: 'Abonelikten çık' }).click();
    await expect(page.getByRole('heading', { name: 'Abonelikten çıktınız' })).toBeVisible();
  });
});

test.describe('error demo', () => {
  test('counts down from 10 without reloading, and shows the 404', async ({ page }) => {
    await page.clock.install();
    await page.goto('/error-demo');
    await waitForApp(page);
    const screen = page.getByRole('region', { name: 'This page could not be loaded' });
    await expect(screen.getByText('Refreshing in 10 seconds')).toBeVisible();
    // A marker on the window: a reload would wipe it.
    await page.evaluate(() => ((window as unknown as { demoMarker: boolean }).demoMarker = true));
    await page.clock.runFor(4_000);
    await expect(screen.getByText('Refreshing in 6 seconds')).toBeVisible();
    await page.clock.runFor(6_500);
    await expect(screen.getByText('Refreshing in 0 seconds')).toBeVisible();
    await expect(page.getByText('At this point the page would reload.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { demoMarker?: boolean }).demoMarker)).toBe(true);

    await page.getByRole('button', { name: 'Restart the countdown' }).click();
    await expect(screen.getByText('Refreshing in 10 seconds')).toBeVisible();
    await expect(page.getByText('At this point the page would reload.')).toBeHidden();

    const notFound = page.getByRole('region', { name: 'Page not found' });
    await expect(notFound.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('reloads for real only when the switch is on', async ({ page }) => {
    await page.goto('/error-demo');
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { demoMarker: boolean }).demoMarker = true));
    await page.getByRole('button', { name: 'Refresh now' }).click();
    await expect(page.getByText('At this point the page would reload.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { demoMarker?: boolean }).demoMarker)).toBe(true);

    await page.getByRole('switch', { name: 'Really reload the page at zero or on the button' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh now' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Error screens');
    expect(
      await page.evaluate(() => (window as unknown as { demoMarker?: boolean }).demoMarker),
    ).toBeUndefined();
  });
});
