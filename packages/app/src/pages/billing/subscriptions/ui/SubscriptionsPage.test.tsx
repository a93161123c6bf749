import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { SubscriptionsPage } from './SubscriptionsPage.tsx';

type Rendered = Awaited<ReturnType<typeof renderInApp>>;

function planOf(emulator: Rendered['emulator'], email: string) {
  const tenant = emulator.db.tenant('emotion');
  const user = emulator.db.rows(tenant, 'GsbUser').find((row) => row.email === email);
  return emulator.db
    .rows(tenant, 'GsbSubscriptionPlan')
    .find((row) => row.user_id === user?.id && row.status === 1);
}

// The checkout and the plan change, with the effects that leave the page replaced, are tested in their
// features (features/subscription/checkout, features/subscription/manage); the journeys run them whole.
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
});
