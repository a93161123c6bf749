import { userIdFor } from '@emotion-guru/mocks';
import type { CheckoutData } from '@emotion-guru/platform-sdk';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { startCheckoutFx, openCheckoutFx } from '@/features/checkout/model/checkout.ts';
import { reloadAfterChangeFx } from '@/features/manage-subscription/model/manage.ts';
import { $currentUser } from '@/entities/session';
import { SubscriptionsPage } from './SubscriptionsPage.tsx';

type Rendered = Awaited<ReturnType<typeof renderInApp>>;

function planOf(emulator: Rendered['emulator'], email: string) {
  const tenant = emulator.db.tenant('emotion');
  const user = emulator.db.rows(tenant, 'GsbUser').find((row) => row.email === email);
  return emulator.db
    .rows(tenant, 'GsbSubscriptionPlan')
    .find((row) => row.user_id === user?.id && row.status === 1);
}

describe('SubscriptionsPage', () => {
  it('shows a paying user’s plan: status, price and period, payments, provider, and the usage of limits', async () => {
    const { screen } = await renderInApp(<SubscriptionsPage />, {
      url: '/app/subscriptions',
      user: 'premium',
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Your subscription' })).toBeVisible();
    const current = screen.getByRole('region', { name: 'Current plan' });
    await expect.element(current.getByText('Premium', { exact: true })).toBeVisible();
    await expect.element(current.getByText('Active', { exact: true })).toBeVisible();
    await expect.element(current.getByText('$9.99 per month')).toBeVisible();
    await expect.element(current.getByText('Next payment')).toBeVisible();
    await expect.element(current.getByText('emulator-card')).toBeVisible();
    const usage = screen.getByRole('region', { name: 'Usage' });
    await expect.element(usage.getByText('Journal entries')).toBeVisible();
    await expect.element(usage.getByText(/used · unlimited/).first()).toBeVisible();
    // Premium's one client profile is a limit: a bar with its numbers.
    await expect.element(usage.getByRole('meter', { name: 'Client profiles' })).toBeVisible();
    await expect.element(usage.getByText('1 of 1')).toBeVisible();
  });

  it('cancels after a confirmation that says until when, then reactivates', async () => {
    const { screen, emulator } = await renderInApp(<SubscriptionsPage />, {
      url: '/app/subscriptions',
      user: 'premium',
    });
    await screen.getByRole('button', { name: 'Cancel plan' }).click();
    const ask = screen.getByRole('alertdialog', { name: 'Cancel Premium?' });
    await expect.element(ask.getByText(/Premium stays active until \w+ \d+, \d{4}/)).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel plan' }).click();
    await expect.element(screen.getByText('Cancellation scheduled', { exact: true })).toBeVisible();
    await expect.element(screen.getByText(/Your Premium plan is cancelled and ends on/)).toBeVisible();
    expect(planOf(emulator, 'premium@example.com')?.cancelAtPeriodEnd).toBe(true);

    await screen.getByRole('button', { name: 'Keep my plan (reactivate)' }).click();
    await expect.element(screen.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
    await expect.element(screen.getByText('Active', { exact: true })).toBeVisible();
    expect(planOf(emulator, 'premium@example.com')?.cancelAtPeriodEnd).toBe(false);
  });

  it('changes to yearly after saying what changes; the tier is updated and the page reloads', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { screen, emulator, scope } = await renderInApp(<SubscriptionsPage />, {
      url: '/app/subscriptions',
      user: 'premium',
      handlers: [[reloadAfterChangeFx, reload]],
    });
    await expect.element(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await screen.getByRole('radio', { name: /Yearly/ }).click();
    await screen.getByRole('button', { name: 'Switch Premium billing' }).click();
    const ask = screen.getByRole('alertdialog', { name: 'Change to Premium?' });
    await expect.element(ask.getByText('Premium stays your plan, now at $99 per year.')).toBeVisible();
    await ask.getByRole('button', { name: 'Switch Premium billing' }).click();
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    expect(planOf(emulator, 'premium@example.com')?.nextPaymentDate).toBeDefined();
    await expect.element(screen.getByText('$99 per year')).toBeVisible();

    await screen.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await screen
      .getByRole('alertdialog', { name: 'Change to Pro?' })
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await expect.poll(() => scope.getState($currentUser)?.subscription).toBe(4);
  });

  it('a free user sees the free plan and upgrades through the provider’s checkout, with the referral kept on the device', async () => {
    const referrer = userIdFor('referrer@example.com');
    window.localStorage.setItem(
      'referral_params',
      JSON.stringify({ userId: referrer, campaignCode: 'FRIENDS20', discount: 20 }),
    );
    const open = vi.fn((checkout: CheckoutData) =>
      Promise.resolve(checkout.checkoutUrl ? ('hosted' as const) : ('overlay' as const)),
    );
    const start = vi.fn(startCheckoutFx.use.getCurrent());
    const { screen } = await renderInApp(<SubscriptionsPage />, {
      url: '/app/subscriptions',
      user: 'free',
      handlers: [
        [openCheckoutFx, open],
        [startCheckoutFx, start],
      ],
    });
    const current = screen.getByRole('region', { name: 'Current plan' });
    await expect.element(current.getByText('Free', { exact: true })).toBeVisible();
    await expect.element(current.getByText(/You are on the free plan/)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Choose Premium monthly' }).click();
    await expect.poll(() => open.mock.calls.length).toBe(1);
    expect(start).toHaveBeenCalledWith({ salesPackName: 'Premium', period: 'monthly' });
    const [checkout] = open.mock.calls[0] ?? [];
    expect(checkout?.checkoutUrl).toContain('/__emulator/checkout/');
    // The referral link's discount reached the checkout: 9.99 less 20 %.
    expect(checkout?.amount).toBe(7.99);
    window.localStorage.removeItem('referral_params');
  });

  it('says why a checkout did not start, in the user’s language, and keeps the plans', async () => {
    const { screen } = await renderInApp(<SubscriptionsPage />, {
      url: '/tr/app/subscriptions',
      user: 'free',
      handlers: [
        [
          startCheckoutFx,
          () =>
            Promise.resolve({ success: false as const, error: 'User email is required for subscription' }),
        ],
      ],
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Aboneliğiniz' })).toBeVisible();
    await screen.getByRole('button', { name: 'Premium aylık seçin' }).click();
    const message = screen.getByText(/^Abone olabilmeniz için hesabınızda bir e-posta adresi olmalıdır/);
    await expect.element(message).toBeVisible();
    expect(message.element().closest('[role="alert"]')).not.toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Premium aylık seçin' })).toBeEnabled();
  });
});
