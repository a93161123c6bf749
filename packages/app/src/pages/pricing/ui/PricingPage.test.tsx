import { ContactFormType, encodeReferralCode } from '@emotion-guru/platform-sdk';
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
    await expect.poll(() => document.title).toBe('Pricing – Emotion Guru');
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

    it('takes the code a page kept before the app started (index.html), without ?ref= in the address', async () => {
      const code = encodeReferralCode({ discount: 15, campaignCode: 'kis' }, { urlSafe: true });
      sessionStorage.setItem('eg_referral_pending', code);
      const { screen } = await renderInApp(<PricingPage />, { url: '/pricing', user: null });
      await expect.poll(async () => cardText(screen, 'Premium')).toContain('Referral discount: 15% off');
      expect(JSON.parse(localStorage.getItem('referral_params') ?? 'null')).toEqual({
        discount: 15,
        campaignCode: 'kis',
      });
      expect(sessionStorage.getItem('eg_referral_pending')).toBeNull();
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

  describe('the comparison table', () => {
    /** Each row: the feature and the plans that include it (the emulator's seeded tier matrix). */
    const MATRIX: readonly (readonly [string, readonly string[]])[] = [
      ['Daily emotion tracking', TIERS],
      ['The reflection wizard', TIERS],
      ['The last 7 days of history', ['Free']],
      ['Your whole history', ['Premium', 'Pro', 'Team', 'Enterprise']],
      ['AI insights into your patterns', ['Premium', 'Pro', 'Team', 'Enterprise']],
      ['Export to JSON and CSV', ['Premium', 'Pro', 'Team', 'Enterprise']],
      ['Advanced reports', ['Pro']],
      ['Manage several clients', ['Team', 'Enterprise']],
      ['Insights for each client', ['Team', 'Enterprise']],
      ['Single sign-on', ['Enterprise']],
      ['Same-day priority support', ['Enterprise']],
    ];

    async function comparisonTable(screen: Awaited<ReturnType<typeof renderInApp>>['screen'], name: string) {
      const table = screen.getByRole('table', { name });
      await expect.element(table).toBeVisible();
      return table.element();
    }

    it('shows every feature by every plan, read as Included or Not included', async () => {
      const { screen } = await renderInApp(<PricingPage />, { url: '/pricing', user: null });
      const table = await comparisonTable(screen, 'Compare the plans');
      const columns = [...table.querySelectorAll('thead th')];
      expect(columns.map((th) => th.getAttribute('scope'))).toEqual(Array(6).fill('col'));
      expect(columns.map((th) => th.textContent)).toEqual(['Feature', ...TIERS]);
      const rows = [...table.querySelectorAll('tbody tr')];
      expect(rows.map((row) => row.querySelector('th[scope="row"]')?.textContent)).toEqual(
        MATRIX.map(([feature]) => feature),
      );
      rows.forEach((row, index) => {
        const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
        const included = MATRIX[index]?.[1] ?? [];
        const expected = TIERS.map((tier) => (included.includes(tier) ? 'Included' : '–Not included'));
        expect(cells, MATRIX[index]?.[0]).toEqual(expected);
      });
      expect(table.querySelector('[aria-current]')).toBeNull();
      expect(screen.getByText('Your plan').elements()).toHaveLength(0);
    });

    it('marks the signed-in user’s plan column, in Turkish too', async () => {
      const { screen } = await renderInApp(<PricingPage />, { url: '/tr/pricing', user: 'premium' });
      const table = await comparisonTable(screen, 'Planları karşılaştırın');
      const current = [...table.querySelectorAll('thead th[aria-current="true"]')];
      expect(current.map((th) => th.textContent)).toEqual(['PremiumMevcut planınız']);
      const sso = [...table.querySelectorAll('tbody tr')].find((row) =>
        row.textContent.startsWith('Tek oturum'),
      );
      const cells = [...(sso?.querySelectorAll('td') ?? [])];
      expect(cells.map((cell) => cell.textContent)).toEqual([
        '–Dahil değil',
        '–Dahil değil',
        '–Dahil değil',
        '–Dahil değil',
        'Dahil',
      ]);
      // Premium's column (the second plan) looks different from its neighbours, header and cells alike.
      expect(cells[1]?.className).toBe(current[0]?.className);
      expect(cells[1]?.className).not.toBe(cells[0]?.className);
      expect(cells[1]?.className).not.toBe(cells[2]?.className);
    });

    it('is left out while the plans cannot be loaded (the list shows the retry)', async () => {
      const { screen, emulator } = await renderInApp(<OpenLater />, { url: '/pricing', user: null });
      emulator.configure({ offline: true });
      await screen.getByRole('button', { name: 'Open' }).click();
      await expect
        .element(screen.getByRole('heading', { name: 'The plans could not be loaded' }))
        .toBeVisible();
      expect(screen.getByRole('table').elements()).toHaveLength(0);
    });
  });

  describe('Turkish number formatting', () => {
    it('writes the seeded prices as Intl does in Turkish, monthly and yearly', async () => {
      const { screen } = await renderInApp(<PricingPage />, { url: '/tr/pricing', user: null });
      await expect.element(screen.getByRole('heading', { name: 'Enterprise', level: 2 })).toBeVisible();
      const premium = await cardText(screen, 'Premium');
      expect(premium).toContain('$9,99/ ay');
      expect(premium).toContain('ya da yıllık $99 (%17 tasarruf)');
      const enterprise = await cardText(screen, 'Enterprise');
      expect(enterprise).toContain('$199/ ay');
      expect(enterprise).toContain('ya da yıllık $1.990 (%16 tasarruf)');
      expect(await cardText(screen, 'Free')).toContain('$0/ ay');

      const yearly = screen.getByRole('radio', { name: 'Yıllık (en çok %17 tasarruf)' });
      await yearly.click();
      await expect.element(yearly).toBeChecked();
      expect(await cardText(screen, 'Enterprise')).toContain('$1.990/ yıl');
      expect(await cardText(screen, 'Enterprise')).toContain('aylık ödemeye göre %16 tasarruf');
      expect(await cardText(screen, 'Team')).toContain('$499/ yıl');
    });
  });

  describe('Enterprise: Contact us', () => {
    const dialogOf = (screen: Awaited<ReturnType<typeof renderInApp>>['screen'], name: string) =>
      screen.getByRole('dialog', { name });

    it('offers Contact us on Enterprise instead of a checkout, and checkouts on the paid plans', async () => {
      const { screen } = await renderInApp(<PricingPage />, { url: '/pricing', user: null });
      await expect.element(screen.getByRole('heading', { name: 'Enterprise', level: 2 })).toBeVisible();
      const enterprise = screen
        .getByRole('heading', { name: 'Enterprise', level: 2 })
        .element()
        .closest('li');
      expect([...(enterprise?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual(
        ['Contact us'],
      );
      expect(screen.getByRole('button', { name: 'Contact us' }).elements()).toHaveLength(1);
    });

    it('points at what is missing, keeps what was typed, then files a wait-list request', async () => {
      const { screen, emulator } = await renderInApp(<PricingPage />, { url: '/pricing', user: null });
      await screen.getByRole('button', { name: 'Contact us' }).click();
      const dialog = dialogOf(screen, 'Talk to us about Enterprise');
      await expect.element(dialog).toBeVisible();
      const name = dialog.getByRole('textbox', { name: /^Name/ });
      const email = dialog.getByRole('textbox', { name: /^Email/ });
      await expect.element(name).toHaveValue('');
      await email.fill('ada@');
      await dialog.getByRole('textbox', { name: /^Message/ }).fill('About 40 people.');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect.element(name).toHaveFocus();
      await expect.element(name).toHaveAccessibleDescription('Please enter your name.');
      await expect
        .element(email)
        .toHaveAccessibleDescription('Please enter an email address like name@example.com.');
      await expect.element(email).toHaveValue('ada@');
      await expect.element(dialog.getByRole('textbox', { name: /^Message/ })).toHaveValue('About 40 people.');

      await name.fill('Ada Lovelace');
      await email.fill('ada@example.com');
      await dialog.getByRole('textbox', { name: /^Company/ }).fill('Analytical Engines');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect
        .element(dialog.getByRole('heading', { name: 'Thank you, we have your details' }))
        .toHaveFocus();
      await expect
        .element(dialog.getByText('We will contact you at ada@example.com about Enterprise soon.'))
        .toBeVisible();
      const saved = emulator.db
        .rows(emulator.db.tenant('emotion'), 'GsbContactForm')
        .filter((row) => row.type === ContactFormType.WaitList);
      expect(saved).toEqual([
        expect.objectContaining({
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          companyName: 'Analytical Engines',
          message: 'About 40 people.',
          type: ContactFormType.WaitList,
        }),
      ]);

      // Closed after sending: the next opening starts with an empty form.
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect.element(dialog).not.toBeInTheDocument();
      await screen.getByRole('button', { name: 'Contact us' }).click();
      await expect
        .element(dialogOf(screen, 'Talk to us about Enterprise').getByRole('textbox', { name: /^Name/ }))
        .toHaveValue('');
    });

    it('fills in a signed-in user’s name and email, and keeps everything when sending fails', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { screen, emulator } = await renderInApp(<PricingPage />, { url: '/tr/pricing', user: 'free' });
      await expect.element(screen.getByRole('button', { name: 'Bize ulaşın' })).toBeVisible();
      emulator.configure({ offline: true });
      await screen.getByRole('button', { name: 'Bize ulaşın' }).click();
      const dialog = dialogOf(screen, 'Enterprise hakkında konuşalım');
      await expect.element(dialog.getByRole('textbox', { name: /^E-posta/ })).toHaveValue('free@example.com');
      const name = dialog.getByRole('textbox', { name: /^Adınız/ });
      expect((name.element() as HTMLInputElement).value).not.toBe('');
      await dialog.getByRole('textbox', { name: /^Mesaj/ }).fill('Kurumumuz için bilgi almak istiyoruz.');
      await dialog.getByRole('button', { name: 'Gönder' }).click();
      const alert = dialog.getByRole('alert');
      await expect.element(alert).toBeVisible();
      expect(alert.element().textContent).toMatch(/^Mesajınız gönderilemedi\./);
      await expect
        .element(dialog.getByRole('textbox', { name: /^Mesaj/ }))
        .toHaveValue('Kurumumuz için bilgi almak istiyoruz.');
      expect(error).toHaveBeenCalledWith('Enterprise contact form could not be sent', expect.anything());
      error.mockRestore();
    });
  });
});
