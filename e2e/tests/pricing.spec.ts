import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, waitForApp } from './support/fixtures.ts';

const TIERS = ['Free', 'Premium', 'Pro', 'Team', 'Enterprise'];

test.describe('pricing', () => {
  test('a visitor follows Register to the five tiers and their prices', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A plan for every way of looking after feelings',
    );
    const plans = page.getByRole('list', { name: 'Plans' });
    await expect(plans.getByRole('heading', { level: 2 })).toHaveText(TIERS);
    const premium = plans
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Premium' }) });
    await expect(premium).toContainText('$9.99');
    await expect(premium).toContainText('or $99 a year (save 17%)');
    await expect(premium.getByRole('list', { name: 'What Premium includes' })).toContainText(
      'Your whole history',
    );
    await expect(plans.getByRole('listitem').first()).toContainText('Free, with no card and no time limit');
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expectNoAxeViolations(page);
  });

  test('in Turkish, with Turkish descriptions and prices', async ({ page }) => {
    await page.goto('/tr/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Duygularınıza nasıl bakıyorsanız, ona uygun bir plan',
    );
    await expect(page).toHaveTitle('Fiyatlar – Emotion Guru');
    const plans = page.getByRole('list', { name: 'Planlar' });
    await expect(plans.getByRole('heading', { level: 2 })).toHaveText(TIERS);
    const team = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Team' }) });
    await expect(team).toContainText('$49,99');
    await expect(team).toContainText('Terapistler ve koçlar için');
    await expect(team).toContainText('Birden çok danışanı yönetme');
    await expect(page.getByRole('link', { name: 'Ücretsiz hesap oluştur' })).toHaveAttribute(
      'href',
      '/tr/auth/register',
    );
    await expectNoAxeViolations(page);
  });

  test('a referral code that cannot be decoded is ignored: the plans at their prices, no discount, no error', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/pricing?ref=not-a-referral-code');
    await waitForApp(page);
    const plans = page.getByRole('list', { name: 'Plans' });
    await expect(plans.getByRole('heading', { level: 2 })).toHaveText(TIERS);
    await expect(
      plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium' }) }),
    ).toContainText('$9.99');
    await expect(page.getByText(/Referral discount/)).toHaveCount(0);
    await expect
      .poll(() => warnings.some((text) => text.includes('Failed to decode referral params')))
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('referral_params'))).toBeNull();
    await expectNoAxeViolations(page);
  });

  test('a signed-in user is offered the dashboard instead of sign-up', async ({ page }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/pricing');
    await expect(page.getByRole('list', { name: 'Plans' }).getByRole('heading', { level: 2 })).toHaveText(
      TIERS,
    );
    await expect(page.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveCount(0);
  });
});
