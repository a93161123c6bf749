import { encodeReferralCode } from '@emotion-guru/platform-sdk';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { PricingPage } from './PricingPage.tsx';

const TIERS = ['Free', 'Premium', 'Pro', 'Team', 'Enterprise'];

/** The page opened by a click, so a test can set the emulator up before the plans are asked for. */
function OpenLater() {
  const [open, setOpen] = useState(false);
  return open ? (
    <PricingPage />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

/** The whole text of a tier's card, found by its heading (the cards render together, once loaded). */
async function cardText(screen: Awaited<ReturnType<typeof renderInApp>>['screen'], tier: string) {
  const heading = screen.getByRole('heading', { name: tier, level: 2, exact: true });
  await expect.element(heading).toBeVisible();
  return heading.element().closest('li')?.textContent ?? '';
}

const tierHeadings = (screen: Awaited<ReturnType<typeof renderInApp>>['screen']) =>
  screen
    .getByRole('list', { name: /^(Plans|Planlar)$/ })
    .getByRole('heading', { level: 2 })
    .elements()
    .map((heading) => heading.textContent);

describe('PricingPage', () => {
  it('lists the five tiers from the platform with monthly and yearly prices to a visitor', async () => {
    const { screen } = await renderInApp(<PricingPage />, { url: '/pricing', user: null });
    await expect.element(screen.getByRole('heading', { name: 'Premium', level: 2 })).toBeVisible();
    expect(tierHeadings(screen)).toEqual(TIERS);
    const premium = await cardText(screen, 'Premium');
    expect(premium).toContain('$9.99a month');
    expect(premium).toContain('or $99 a year (save 17%)');
    expect(premium).toContain('AI insights into your patterns');
    expect(screen.getByRole('list', { name: 'What Free includes' }).element().textContent).toContain(
      'The last 7 days of history',
    );
    await expect
      .element(screen.getByRole('link', { name: 'Create a free account' }))
      .toHaveAttribute('href', '/auth/register');
    expect(document.title).toBe('Pricing – Emotion Guru');
  });

  it('speaks Turkish at /tr/pricing, with the platform’s Turkish descriptions', async () => {
    const { screen } = await renderInApp(<PricingPage />, { url: '/tr/pricing', user: null });
    await expect.element(screen.getByRole('heading', { name: 'Team', level: 2 })).toBeVisible();
    expect(tierHeadings(screen)).toEqual(TIERS);
    const team = await cardText(screen, 'Team');
    expect(team).toContain('$49,99/ ay');
    expect(team).toContain('Terapistler ve koçlar için');
    expect(team).toContain('Birden çok danışanı yönetme');
    await expect
      .element(screen.getByRole('link', { name: 'Ücretsiz hesap oluştur' }))
      .toHaveAttribute('href', '/tr/auth/register');
  });

  it('offers a signed-in user the dashboard instead of sign-up', async () => {
    const { screen } = await renderInApp(<PricingPage />, { url: '/pricing', user: 'premium' });
    await expect
      .element(screen.getByRole('link', { name: 'Open your dashboard' }))
      .toHaveAttribute('href', '/app/dashboard');
    expect(screen.getByRole('link', { name: 'Create a free account' }).elements()).toHaveLength(0);
  });

  it('shows a retry when the plans cannot be loaded, and the plans once they can', async () => {
    const { screen, emulator } = await renderInApp(<OpenLater />, { url: '/pricing', user: null });
    emulator.configure({ offline: true });
    await screen.getByRole('button', { name: 'Open' }).click();
    await expect
      .element(screen.getByRole('heading', { name: 'The plans could not be loaded' }))
      .toBeVisible();

    emulator.configure({ offline: false });
    await screen.getByRole('button', { name: 'Try again' }).click();
    expect(await cardText(screen, 'Premium')).toContain('Your whole emotional history');
  });

  it('says so when no plan is on sale', async () => {
    const { screen, emulator } = await renderInApp(<OpenLater />, { url: '/tr/pricing', user: null });
    emulator.db.table(emulator.db.tenant('emotion'), 'GsbPrtSalesPack').clear();
    await screen.getByRole('button', { name: 'Open' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Şu anda satışta plan yok' })).toBeVisible();
  });

  it('switches every card to its yearly price with the saving', async () => {
    const { screen } = await renderInApp(<PricingPage />, { url: '/pricing', user: null });
    const yearly = screen.getByRole('radio', { name: 'Yearly (save up to 17%)' });
    await expect.element(yearly).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await yearly.click();
    await expect.element(yearly).toBeChecked();
    const premium = await cardText(screen, 'Premium');
    expect(premium).toContain('$99a year');
    expect(premium).toContain('save 17% against paying monthly');
    expect(await cardText(screen, 'Free')).toContain('Free, with no card and no time limit');
  });

  describe('a referral link', () => {
    afterEach(() => {
      localStorage.removeItem('referral_params');
      vi.restoreAllMocks();
    });

    it('stores the decoded code under referral_params and shows its discount on every paid plan', async () => {
      const code = encodeReferralCode(
        { discount: 20, userId: 'user-1', campaignCode: 'bahar' },
        { urlSafe: true },
      );
      const { screen } = await renderInApp(<PricingPage />, { url: `/tr/pricing?ref=${code}`, user: null });
      await expect.element(screen.getByRole('heading', { name: 'Premium', level: 2 })).toBeVisible();
      for (const tier of ['Premium', 'Pro', 'Team']) {
        expect(await cardText(screen, tier)).toContain('Tavsiye indirimi: %20');
      }
      expect(await cardText(screen, 'Free')).not.toContain('Tavsiye indirimi');
      expect(JSON.parse(localStorage.getItem('referral_params') ?? 'null')).toEqual({
        discount: 20,
        userId: 'user-1',
        campaignCode: 'bahar',
      });
    });

    it('ignores an undecodable code: logged, nothing stored, no error for the visitor', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { screen } = await renderInApp(<PricingPage />, { url: '/pricing?ref=not*a*code', user: null });
      expect(await cardText(screen, 'Premium')).not.toContain('Referral discount');
      expect(screen.getByRole('alert').elements()).toHaveLength(0);
      expect(localStorage.getItem('referral_params')).toBeNull();
      expect(warn).toHaveBeenCalledWith('Failed to decode referral params', expect.anything());
    });
  });
});
