import { subscriptionService } from '@emotion-guru/platform-sdk';
import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { subscriptionChanged } from '@/entities/subscription';
import { platformService } from '@/shared/api';
import { renderInApp } from '@/shared/testing';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';

function inFacts(ui: React.ReactNode) {
  return <dl>{ui}</dl>;
}

describe('SubscriptionSummary (the dashboard’s subscription widget)', () => {
  it('a free user: the plan and the way to upgrade', async () => {
    const { screen } = await renderInApp(inFacts(<SubscriptionSummary />), { user: 'free' });
    await expect.element(screen.getByText('Free', { exact: true })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Upgrade' }))
      .toHaveAttribute('href', '/app/subscriptions');
  });

  it('a paying user whose cancellation is scheduled is nudged to keep the plan, with the end date', async () => {
    const { screen, scope } = await renderInApp(inFacts(<SubscriptionSummary />), {
      url: '/tr/app/dashboard',
      user: 'premium',
    });
    await expect.element(screen.getByRole('link', { name: 'Planı yönetin' })).toBeVisible();
    await platformService(subscriptionService).cancelSubscription();
    await allSettled(subscriptionChanged, { scope });
    await expect.element(screen.getByText(/^İptal edildi: .+ tarihinde sona eriyor$/)).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Planınızı koruyun' }))
      .toHaveAttribute('href', '/tr/app/subscriptions');
  });
});
