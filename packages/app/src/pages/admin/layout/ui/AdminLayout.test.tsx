import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { AdminLayout } from './AdminLayout.tsx';

describe('AdminLayout', () => {
  it('anyone but an admin is told the page is not for them, with the way back', async () => {
    const { screen } = await renderInApp(<AdminLayout />, { url: '/app/admin/workflows', user: 'team' });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'This page is for administrators' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Back to the dashboard' }))
      .toHaveAttribute('href', '/app/dashboard');
    await expect.element(screen.getByRole('table')).not.toBeInTheDocument();
  });

  it('in Turkish', async () => {
    const { screen } = await renderInApp(<AdminLayout />, { url: '/tr/app/admin/workflows', user: 'free' });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Bu sayfa yöneticiler içindir' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Panoya dön' }))
      .toHaveAttribute('href', '/tr/app/dashboard');
  });
});
