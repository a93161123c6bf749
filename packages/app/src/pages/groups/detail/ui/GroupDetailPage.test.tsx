import { DEMO_GROUP_ID } from '@emotion-guru/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { GroupDetailPage } from './GroupDetailPage.tsx';

const url = `/app/groups/${DEMO_GROUP_ID}`;

describe('GroupDetailPage', () => {
  it('shows the owner the members with roles, the shared reflections newest first, and the owner tools', async () => {
    const { screen } = await renderInApp(<GroupDetailPage id={DEMO_GROUP_ID} />, { url, user: 'premium' });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Evening check-in circle' }))
      .toBeVisible();
    const members = screen.getByRole('region', { name: '3 members' });
    await expect.element(members.getByText(/James Carter \(you\)/)).toBeVisible();
    await expect.element(members.getByRole('button', { name: 'Make moderator: Selin Aydın' })).toBeVisible();
    const shared = screen.getByRole('region', { name: 'Shared reflections' });
    const cards = shared.getByRole('article').elements();
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Shared by Selin Aydın',
      'Shared by James Carter',
    ]);
    for (const name of ['Invite', 'Rename', 'Leave group', 'Delete group'])
      await expect.element(screen.getByRole('button', { name })).toBeVisible();

    await members.getByRole('button', { name: 'Make moderator: Selin Aydın' }).click();
    await expect.element(members.getByRole('button', { name: 'Make member: Selin Aydın' })).toBeVisible();
  });

  it('makes an invite link with an expiry and a use limit, ready to copy', async () => {
    const { screen } = await renderInApp(<GroupDetailPage id={DEMO_GROUP_ID} />, { url, user: 'premium' });
    await screen.getByRole('button', { name: 'Invite' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Invite people to Evening check-in circle' });
    await dialog.getByRole('radio', { name: '1 day' }).click();
    await dialog.getByRole('textbox', { name: 'Use limit' }).fill('0');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect
      .element(dialog.getByText('Enter a whole number from 1 to 1000, or leave it empty.'))
      .toBeVisible();
    await dialog.getByRole('textbox', { name: 'Use limit' }).fill('5');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByRole('textbox', { name: 'Invite link' });
    await expect
      .poll(() => (link.element() as HTMLInputElement).value)
      .toMatch(/\/groups\/invite\?code=[\w-]+$/);
    await expect.element(dialog.getByText(/0 of 5 uses/)).toBeVisible();
  });

  it('invites by e-mail with an expiry after checking the address; the emulator mailbox receives the link', async () => {
    const { screen, emulator } = await renderInApp(<GroupDetailPage id={DEMO_GROUP_ID} />, {
      url,
      user: 'premium',
    });
    await screen.getByRole('button', { name: 'Invite' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Invite people to Evening check-in circle' });
    const byEmail = dialog.getByRole('region', { name: 'Invite by e-mail' });
    await byEmail.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-address');
    await byEmail.getByRole('button', { name: 'Send invite' }).click();
    await expect.element(byEmail.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();
    await byEmail.getByRole('textbox', { name: 'E-mail address' }).fill('friend@example.com');
    await byEmail.getByRole('combobox', { name: 'Invite works for' }).selectOptions('1 day');
    await byEmail.getByRole('button', { name: 'Send invite' }).click();
    await expect.element(byEmail.getByText('Invite sent to friend@example.com.')).toBeVisible();
    const message = emulator.mailbox.find((mail) => mail.to === 'friend@example.com');
    expect(message?.subject).toBe('James Carter invited you to Evening check-in circle on Emotion Guru');
    expect(message?.link).toMatch(/\/groups\/invite\?code=[\w-]+$/);
    await expect.element(dialog.getByText(/\(sent to friend@example.com\)/)).toBeVisible();
  });

  it('a member sees no owner tools; deleting needs the group name typed', async () => {
    const member = await renderInApp(<GroupDetailPage id={DEMO_GROUP_ID} />, { url, user: 'pro' });
    await expect.element(member.screen.getByRole('button', { name: 'Leave group' })).toBeVisible();
    expect(member.screen.getByRole('button', { name: 'Invite' }).elements()).toHaveLength(0);
    expect(member.screen.getByRole('button', { name: 'Delete group' }).elements()).toHaveLength(0);
    await member.screen.unmount();

    const { screen } = await renderInApp(<GroupDetailPage id={DEMO_GROUP_ID} />, { url, user: 'premium' });
    await screen.getByRole('button', { name: 'Delete group' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Evening check-in circle?' });
    const confirm = dialog.getByRole('button', { name: 'Delete for everyone' });
    await expect.element(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('Evening check-in circle');
    await expect.element(confirm).toBeEnabled();
  });

  it('is "not available" to someone who is not a member, in Turkish too', async () => {
    const { screen } = await renderInApp(<GroupDetailPage id={DEMO_GROUP_ID} />, {
      url: `/tr${url}`,
      user: 'free',
    });
    await expect.element(screen.getByRole('heading', { name: 'Bu gruba erişemiyorsunuz' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Tüm gruplar' })).toBeVisible();
  });
});
