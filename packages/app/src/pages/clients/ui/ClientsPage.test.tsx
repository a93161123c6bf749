import type { VegClient } from '@emotion-guru/platform-sdk';
import { describe, expect, it, vi } from 'vitest';
import { loadClientsFx, readCachedClientIdFx, saveClientFx, setActiveClientFx } from '@/entities/client';
import { notifyFx } from '@/shared/lib/notify';
import { renderInApp } from '@/shared/testing';
import { ClientsPage } from './ClientsPage.tsx';

const seeded: VegClient[] = [
  { id: 'c-m', name: 'Michael Brown', email: 'michael@example.com', caretaker_id: 'care-1', isActive: true },
  { id: 'c-a', name: 'Aylin Koç', email: 'aylin@example.com', caretaker_id: 'care-1', isActive: true },
  { id: 'c-e', name: 'Ece Şahin', caretaker_id: 'care-1', isActive: false },
];

async function renderAt(
  path: string,
  {
    subscription = 8,
    load = () => Promise.resolve(seeded),
    save = (input: VegClient) => Promise.resolve({ ...input, id: input.id || 'new-1' }),
  }: {
    subscription?: number;
    load?: () => Promise<VegClient[]>;
    save?: (input: VegClient) => Promise<VegClient>;
  } = {},
) {
  const notify = vi.fn();
  const saveFake = vi.fn(save);
  const app = await renderInApp(<ClientsPage />, {
    url: path,
    // The team demo account is a caretaker (client management); premium has one profile of its own.
    user: subscription >= 8 ? 'team' : 'premium',
    handlers: [
      [loadClientsFx, load],
      [readCachedClientIdFx, () => null],
      [saveClientFx, saveFake],
      [setActiveClientFx, ({ client }: { client: unknown }) => client],
      [notifyFx, notify],
    ],
  });
  return { ...app, notify, save: saveFake };
}

describe('ClientsPage', () => {
  it('lists clients by name with their status, and searches by name or email', async () => {
    const { screen } = await renderAt('/app/clients');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Clients' });
    await expect.element(list).toBeVisible();
    expect(
      list
        .getByRole('heading', { level: 2 })
        .elements()
        .map((heading) => heading.textContent),
    ).toEqual(['Aylin Koç', 'Ece Şahin', 'Michael Brown']);
    await expect.element(list.getByText('Viewing now')).toBeVisible();
    await expect.element(list.getByText('Deactivated')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Reactivate Ece Şahin' })).toBeVisible();

    await screen.getByRole('searchbox', { name: 'Search clients' }).fill('MICHAEL@');
    await expect.poll(() => list.getByRole('listitem').elements().length).toBe(1);
    await screen.getByRole('searchbox', { name: 'Search clients' }).fill('nobody');
    await expect.element(screen.getByRole('heading', { name: 'No clients match your search' })).toBeVisible();
    await screen.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => list.getByRole('listitem').elements().length).toBe(3);
  });

  it('asks before deactivating and saves only after confirmation', async () => {
    const { screen, save } = await renderAt('/app/clients');
    await screen.getByRole('button', { name: 'Deactivate Michael Brown' }).click();
    const confirm = screen.getByRole('alertdialog', { name: 'Deactivate Michael Brown?' });
    await expect.element(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(save).not.toHaveBeenCalled();

    await screen.getByRole('button', { name: 'Deactivate Michael Brown' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => save.mock.calls.length).toBe(1);
    expect(save).toHaveBeenCalledWith({ id: 'c-m', isActive: false });
    await expect.element(screen.getByRole('button', { name: 'Reactivate Michael Brown' })).toBeVisible();
  });

  it('opens the create form from ?action=create and drops the parameter', async () => {
    const { screen, router } = await renderAt('/app/clients?action=create');
    await expect.element(screen.getByRole('dialog', { name: 'Add a client' })).toBeVisible();
    await expect.poll(() => router.state.location.search).toEqual({});
  });

  it('shows an error with a retry when the clients cannot be loaded', async () => {
    let fail = true;
    const { screen } = await renderAt('/app/clients', {
      load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(seeded)),
    });
    await expect.element(screen.getByRole('heading', { name: 'Clients could not be loaded' })).toBeVisible();
    fail = false;
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByRole('list', { name: 'Clients' })).toBeVisible();
  });

  it('tells a user without client management that it comes with the Team plan', async () => {
    const { screen } = await renderAt('/app/clients', { subscription: 2 });
    await expect
      .element(screen.getByRole('heading', { name: 'Client management is part of the Team plan' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'See plans' }))
      .toHaveAttribute('href', '/app/subscriptions');
    expect(screen.getByRole('button', { name: 'Add client' }).elements()).toHaveLength(0);
  });
});
