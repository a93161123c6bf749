import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { GroupsPage } from './GroupsPage.tsx';

describe('GroupsPage', () => {
  it('explains groups when the user has none, and a new group appears with the user as its owner', async () => {
    const { screen } = await renderInApp(<GroupsPage />, { url: '/app/groups', user: 'free' });
    await expect.element(screen.getByRole('heading', { name: 'You are not in a group yet' })).toBeVisible();
    await expect.element(screen.getByText(/Nothing you write is visible to a group/)).toBeVisible();

    await screen.getByRole('button', { name: 'New group' }).first().click();
    const dialog = screen.getByRole('dialog', { name: 'New group' });
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect.element(dialog.getByText('Give the group a name.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Sunday walkers');
    await dialog.getByRole('textbox', { name: /Description/ }).fill('We walk and talk.');
    await dialog.getByRole('radio', { name: 'Green' }).click();
    await dialog.getByRole('button', { name: 'Create group' }).click();

    const list = screen.getByRole('list', { name: 'Groups' });
    await expect.element(list.getByRole('link', { name: 'Sunday walkers' })).toBeVisible();
    await expect.element(list.getByText('1 member')).toBeVisible();
    await expect.element(list.getByText('Owner')).toBeVisible();
    await expect.element(list.getByText('We walk and talk.')).toBeVisible();
  });

  it('lists the groups the user is in with their role, in Turkish too', async () => {
    const { screen } = await renderInApp(<GroupsPage />, { url: '/tr/app/groups', user: 'pro' });
    const list = screen.getByRole('list', { name: 'Gruplar' });
    await expect.element(list.getByRole('link', { name: 'Evening check-in circle' })).toBeVisible();
    await expect.element(list.getByText('3 üye')).toBeVisible();
    await expect.element(list.getByText('Üye', { exact: true })).toBeVisible();
  });
});
