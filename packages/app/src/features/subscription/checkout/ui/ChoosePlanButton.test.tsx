import { userIdFor } from '@emotion-guru/mocks';
import type { CheckoutData, PlanListItem } from '@emotion-guru/platform-sdk';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { openCheckoutFx, startCheckoutFx } from '../model/checkout.ts';
import { CheckoutError } from './CheckoutError.tsx';
import { ChoosePlanButton } from './ChoosePlanButton.tsx';

const PREMIUM: PlanListItem = {
  id: 'premium',
  name: 'Premium',
  description: '',
  subscriptionType: 2,
  monthlyPrice: 9.99,
  yearlyPrice: 99,
  currency: 'USD',
  features: [],
};

const ui = (
  <>
    <CheckoutError />
    <ChoosePlanButton plan={PREMIUM} period="monthly" />
  </>
);

describe('ChoosePlanButton', () => {
  it('a free user goes to the provider’s checkout of the emulator, with the device’s referral discount', async () => {
    window.localStorage.setItem(
      'referral_params',
      JSON.stringify({ userId: userIdFor('referrer@example.com'), campaignCode: 'FRIENDS20', discount: 20 }),
    );
    // The provider's page would take the test's page away: it is replaced, and what it was given is read.
    const open = vi.fn((checkout: CheckoutData) =>
      Promise.resolve(checkout.checkoutUrl ? ('hosted' as const) : ('overlay' as const)),
    );
    const start = vi.fn(startCheckoutFx.use.getCurrent());
    const { screen } = await renderInApp(ui, {
      url: '/pricing',
      user: 'free',
      handlers: [
        [openCheckoutFx, open],
        [startCheckoutFx, start],
      ],
    });
    await screen.getByRole('button', { name: 'Choose Premium monthly' }).click();
    await expect.poll(() => open.mock.calls.length).toBe(1);
    expect(start).toHaveBeenCalledWith({ salesPackName: 'Premium', period: 'monthly' });
    const [checkout] = open.mock.calls[0] ?? [];
    expect(checkout?.checkoutUrl).toContain('/__emulator/checkout/');
    // 9.99 less the referral's 20 %.
    expect(checkout?.amount).toBe(7.99);
    await expect.element(screen.getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
    window.localStorage.removeItem('referral_params');
  });

  it('says why a checkout did not start, in the user’s language, and can be chosen again', async () => {
    const { screen } = await renderInApp(ui, {
      url: '/tr/pricing',
      user: 'free',
      handlers: [
        [
          startCheckoutFx,
          () =>
            Promise.resolve({ success: false as const, error: 'User email is required for subscription' }),
        ],
      ],
    });
    await screen.getByRole('button', { name: 'Premium aylık seçin' }).click();
    const message = screen.getByText(/^Abone olabilmeniz için hesabınızda bir e-posta adresi olmalıdır/);
    await expect.element(message).toBeVisible();
    expect(message.element().closest('[role="alert"]')).not.toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Premium aylık seçin' })).toBeEnabled();
  });

  it('a visitor is sent to sign up first, with the way back to the same plan and period', async () => {
    const { screen } = await renderInApp(<ChoosePlanButton plan={PREMIUM} period="yearly" />, {
      url: '/pricing',
      user: null,
    });
    const link = screen.getByRole('link', { name: 'Choose Premium' });
    await expect
      .element(link)
      .toHaveAttribute(
        'href',
        `/auth/register?callback=${encodeURIComponent('/pricing?plan=Premium&period=yearly')}`,
      );
  });
});
