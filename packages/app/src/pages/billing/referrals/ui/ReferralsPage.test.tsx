import { decodeReferralCode } from '@emotion-guru/platform-sdk';
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referralStatsRequested } from '@/entities/referral';
import { $currentUser } from '@/entities/session';
import { notifyFx } from '@/shared/lib/notify';
import { renderInApp } from '@/shared/testing';
import { ReferralsPage } from './ReferralsPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openAsReferrer(options: Parameters<typeof renderInApp>[1] = {}, title = 'Referrals') {
  const app = await renderInApp(<ReferralsPage />, { url: '/app/referrals', user: 'referrer', ...options });
  await expect.element(app.screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return app;
}

describe('ReferralsPage', () => {
  it('shows the referrer their link on this origin, its QR code, zero results and the empty state', async () => {
    const { screen, scope } = await openAsReferrer();
    const field = screen.getByRole('textbox', { name: 'Referral link' });
    await expect.element(field).toHaveAttribute('readonly');
    const link = new URL((field.element() as HTMLInputElement).value);
    expect(link.origin + link.pathname).toBe(`${window.location.origin}/pricing`);
    expect(decodeReferralCode(link.searchParams.get('ref') ?? '')).toEqual({
      userId: scope.getState($currentUser)?.userId,
      campaignCode: 'FRIENDS20',
      discount: 20,
    });
    await expect.element(screen.getByRole('img', { name: 'QR code for your referral link' })).toBeVisible();
    await expect.element(screen.getByText(/get 20% off their plan/)).toBeVisible();
    for (const term of ['Visits', 'Sign-ups', 'Paid conversions']) {
      await expect.element(screen.getByRole('term').filter({ hasText: term })).toBeVisible();
    }
    await expect.element(screen.getByRole('definition').filter({ hasText: /^0$/ }).first()).toBeVisible();
    await expect.element(screen.getByText('None yet')).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'No one has used your link yet' }))
      .toBeVisible();
  });

  it('lists the recent sign-ups and conversions with the discount given, in Turkish formats', async () => {
    const { screen, scope, emulator } = await openAsReferrer({ url: '/tr/app/referrals' }, 'Tavsiyeler');
    await expect.element(screen.getByRole('textbox', { name: 'Tavsiye bağlantısı' })).toBeVisible();
    const referrerId = scope.getState($currentUser)?.userId ?? '';
    const tenant = emulator.db.tenant('emotion');
    const write = (values: Record<string, unknown>) =>
      emulator.db.insert(
        tenant,
        'VegReferral',
        { campaignCode: 'FRIENDS20', referrerId, discount: 20, referredUserId: 'someone', ...values },
        { actorId: undefined, now: new Date().toISOString() },
      );
    write({ event: 'visit', timestamp: '2026-03-01T09:00:00.000Z' });
    write({ event: 'signUp', timestamp: '2026-03-01T09:05:00.000Z' });
    write({
      event: 'conversion',
      timestamp: '2026-03-01T09:10:00.000Z',
      amount: 7.99,
      fullAmount: 9.99,
      currency: 'USD',
      salesPackName: 'Premium monthly',
    });
    await allSettled(referralStatsRequested, { scope });

    const table = () => document.querySelector('table');
    await expect
      .poll(() => table()?.querySelector('caption')?.textContent)
      .toBe('Son kayıtlar ve dönüşümler');
    const rows = [...(table()?.querySelectorAll('tbody tr') ?? [])].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.slice(1)).toEqual(['Ücretli dönüşüm', 'Premium monthly', '$7,99']);
    expect(rows[1]?.slice(1)).toEqual(['Kayıt', '—', '—']);
    expect(rows[0]?.[0]).toMatch(/2026/);
    expect(document.body.textContent).toContain('$2,00');
  });

  it('copies the link and says so; without clipboard access it selects the link and says press Ctrl+C', async () => {
    const notify = vi.fn<(notification: { type: string; title: string }) => void>();
    const { screen } = await openAsReferrer({ handlers: [[notifyFx, notify]] });
    const field = screen.getByRole('textbox', { name: 'Referral link' });
    await expect.element(field).toBeVisible();
    const link = (field.element() as HTMLInputElement).value;

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await screen.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => notify.mock.calls[0]?.[0]).toEqual({ type: 'success', title: 'Link copied' });
    expect(writeText).toHaveBeenCalledWith(link);

    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await screen.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => document.querySelector('[role="alert"]')?.textContent).toMatch(/press Ctrl\+C/);
    const input = field.element() as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, link.length]);
  });

  it('anyone outside the referrer group is told the page is not available, with the way back', async () => {
    const { screen } = await renderInApp(<ReferralsPage />, { url: '/app/referrals', user: 'premium' });
    await expect
      .element(
        screen.getByRole('heading', { level: 1, name: 'Referrals are not available for your account' }),
      )
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Back to the dashboard' }))
      .toHaveAttribute('href', '/app/dashboard');
    await expect.element(screen.getByRole('textbox')).not.toBeInTheDocument();
  });
});
