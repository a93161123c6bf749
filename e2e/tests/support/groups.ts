import { expect, type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

/** premium@ (James) makes a group of this journey's own and an invite link that never expires. */
export async function groupWithLink(page: Page, name: string): Promise<string> {
  await signIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/groups');
  await page.getByRole('button', { name: 'New group' }).click();
  const create = page.getByRole('dialog', { name: 'New group' });
  await create.getByLabel(/^Name/).fill(name);
  await create.getByRole('button', { name: 'Create group' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: `Invite people to ${name}` });
  await invite.getByRole('radio', { name: 'No expiry' }).click();
  await invite.getByRole('button', { name: 'Create link' }).click();
  const linkField = invite.getByRole('textbox', { name: /Invite link/ });
  await expect(linkField).toHaveValue(/\/groups\/invite\?code=/);
  const link = new URL(await linkField.inputValue());
  return link.pathname + link.search;
}
