import type { PlanListItem } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { $subscription, subscriptionRequested } from '@/entities/subscription';
import { getPlatform } from '@/shared/api';
import { renderInApp } from '@/shared/testing';
import { reloadAfterChangeFx } from '../model/manage.ts';
import { ChangePlanButton } from './ChangePlanButton.tsx';
import { planOnSale as plan } from './fixtures.ts';

/** The button for `target` against the user's subscription as the platform answers it. */
function WithSubscription({ target, period }: { target: PlanListItem; period: 'monthly' | 'yearly' }) {
  const [subscription, request] = useUnit([$subscription, subscriptionRequested]);
  useEffect(() => {
    request();
  }, [request]);
  return subscription ? (
    <>
      <p>{`Now: ${subscription.planName} ${String(subscription.currentPrice)}`}</p>
      <ChangePlanButton plan={target} period={period} subscription={subscription} />
    </>
  ) : null;
}

describe('ChangePlanButton', () => {
  it('switches to yearly after saying what changes; the platform’s plan changes and the page reloads', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { screen } = await renderInApp(
      <WithSubscription target={plan('Premium', 2, 9.99, 99)} period="yearly" />,
      { url: '/app/subscriptions', user: 'premium', handlers: [[reloadAfterChangeFx, reload]] },
    );
    await expect.element(screen.getByText('Now: Premium 9.99')).toBeVisible();
    await screen.getByRole('button', { name: 'Switch Premium billing' }).click();
    const ask = screen.getByRole('alertdialog', { name: 'Change to Premium?' });
    await expect.element(ask.getByText('Premium stays your plan, now at $99 per year.')).toBeVisible();
    await ask.getByRole('button', { name: 'Switch Premium billing' }).click();
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    await expect.element(screen.getByText('Now: Premium 99')).toBeVisible();
  });

  it('an upgrade updates the session’s tier at once (the app’s start passes it on: feature gates follow)', async () => {
    const { screen } = await renderInApp(
      <WithSubscription target={plan('Pro', 4, 19.99, 199)} period="monthly" />,
      {
        url: '/app/subscriptions',
        user: 'premium',
        handlers: [[reloadAfterChangeFx, () => Promise.resolve()]],
      },
    );
    await screen.getByRole('button', { name: 'Upgrade to Pro' }).click();
    const ask = screen.getByRole('alertdialog', { name: 'Change to Pro?' });
    await expect
      .element(ask.getByText('You move from Premium to Pro at $19.99 per month.', { exact: false }))
      .toBeVisible();
    await ask.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect.poll(() => getPlatform().auth.current?.subscription).toBe(4);
  });
});
