import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { WorkflowHealthPage } from './WorkflowHealthPage.tsx';

describe('WorkflowHealthPage', () => {
  it('an admin sees every workflow with its status and the overall status from the emulator', async () => {
    const { screen } = await renderInApp(<WorkflowHealthPage />, {
      url: '/app/admin/workflows',
      user: 'admin',
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Workflow health' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Workflows and their latest runs' });
    await expect.element(table).toBeVisible();
    await expect.element(screen.getByRole('row', { name: /aiChat 80 24 \(30%\) Down/ })).toBeVisible();
    await expect
      .element(screen.getByRole('row', { name: /subscriptionOps 75 9 \(12%\) Degraded/ }))
      .toBeVisible();
    await expect.element(screen.getByRole('row', { name: /groupOps 60 3 \(5%\) Operational/ })).toBeVisible();
    await expect
      .element(screen.getByText('Overall status:', { exact: false }))
      .toHaveTextContent('Overall status: ✕Down');
    await expect.element(screen.getByText(/^Last checked at/)).toBeVisible();
  });

  it('in Turkish', async () => {
    const { screen } = await renderInApp(<WorkflowHealthPage />, {
      url: '/tr/app/admin/workflows',
      user: 'admin',
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'İş akışı sağlığı' })).toBeVisible();
    await expect.element(screen.getByRole('row', { name: /aiChat .* Çalışmıyor/ })).toBeVisible();
  });
});
