import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures.ts';

test.describe('pricing: comparison and Enterprise contact', () => {
  test('a visitor compares the plans and asks about Enterprise', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A plan for every way of looking after feelings',
    );
    const table = page.getByRole('table', { name: 'Compare the plans' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Feature',
      'Free',
      'Premium',
      'Pro',
      'Team',
      'Enterprise',
    ]);
    const sso = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Single sign-on' }) });
    await expect(sso.getByRole('cell')).toHaveText([
      /Not included/,
      /Not included/,
      /Not included/,
      /Not included/,
      'Included',
    ]);
    await expectNoAxeViolations(page);

    const enterprise = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Enterprise' }) });
    await enterprise.getByRole('button', { name: 'Contact us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Talk to us about Enterprise' });
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('ada@');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeFocused();
    await expect(dialog.getByText('Please enter your name.')).toBeVisible();
    await expect(dialog.getByText('Please enter an email address like name@example.com.')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
    await dialog.getByRole('textbox', { name: /^Company/ }).fill('Analytical Engines');
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('About forty people.');
    const saved = page.waitForRequest(
      (request) =>
        request.url().includes('/api/entity/') && (request.postData() ?? '').includes('GsbContactForm'),
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    const body = (await saved).postData() ?? '';
    expect(body).toContain('Analytical Engines');
    expect(body).toMatch(/\\?"type\\?":4\b/);
    await expect(dialog.getByRole('heading', { name: 'Thank you, we have your details' })).toBeFocused();
    await expect(dialog).toContainText('We will contact you at ada@example.com about Enterprise soon.');
    await expectNoAxeViolations(page);
  });

  test('in Turkish: Turkish prices, and the table scrolls in its own box at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/tr/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Duygularınıza nasıl bakıyorsanız, ona uygun bir plan',
    );
    const plans = page.getByRole('list', { name: 'Planlar' });
    const card = (name: string) =>
      plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card('Premium')).toContainText('$9,99/ ay');
    await expect(card('Enterprise')).toContainText('ya da yıllık $1.990 (%16 tasarruf)');
    await page.getByRole('radio', { name: 'Yıllık (en çok %17 tasarruf)' }).click();
    await expect(card('Enterprise')).toContainText('$1.990/ yıl');

    const table = page.getByRole('table', { name: 'Planları karşılaştırın' });
    await expect(table).toBeVisible();
    const region = page.getByRole('region', { name: 'Planları karşılaştırın' });
    expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(card('Enterprise').getByRole('button', { name: 'Bize ulaşın' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
