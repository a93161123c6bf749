import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { CheckoutReturnPage } from './CheckoutReturnPage.tsx';

describe('CheckoutReturnPage', () => {
  it('after a paid checkout: confirms the plan the platform now has', async () => {
    const { screen } = await renderInApp(<CheckoutReturnPage />, {
      url: '/app/subscription?success=true',
      user: 'premium',
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect
      .element(screen.getByText('Your Premium plan is active. Its features are yours now.'))
      .toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'See your subscription' })).toBeVisible();
  });

  it('after a cancelled checkout: nothing was charged, in Turkish too', async () => {
    const { screen } = await renderInApp(<CheckoutReturnPage />, {
      url: '/tr/app/subscription?cancelled=true',
      user: 'free',
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Ödeme iptal edildi' })).toBeVisible();
    await expect
      .element(screen.getByText('Hiçbir ücret alınmadı. Planınız olduğu gibi kaldı.'))
      .toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Yeniden plan seçin' })).toBeVisible();
  });
});
