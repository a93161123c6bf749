import { DEMO_GROUP_ID, DEMO_GROUP_INVITE_CODE } from '@emotion-guru/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { GroupInvitePage } from './GroupInvitePage.tsx';

describe('GroupInvitePage', () => {
  it('shows a signed-out visitor the group and signs them in on the way to the confirmation', async () => {
    const { screen } = await renderInApp(<GroupInvitePage />, {
      url: `/groups/invite?code=${DEMO_GROUP_INVITE_CODE}`,
      user: null,
    });
    await expect.element(screen.getByRole('heading', { name: 'Evening check-in circle' })).toBeVisible();
    await expect.element(screen.getByText('James Carter invited you to')).toBeVisible();
    await expect.element(screen.getByText('3 members')).toBeVisible();
    // Signing in and signing up both come back to the confirmation.
    const back = encodeURIComponent(`/app/groups/join-confirmation?code=${DEMO_GROUP_INVITE_CODE}`);
    await expect
      .element(screen.getByRole('link', { name: 'Sign in to join' }))
      .toHaveAttribute('href', `/auth/login?callback=${back}`);
    await expect
      .element(screen.getByRole('link', { name: 'Create an account' }))
      .toHaveAttribute('href', `/auth/register?callback=${back}`);
  });

  it('sends a signed-in visitor to the confirmation, and a member to the group', async () => {
    const visitor = await renderInApp(<GroupInvitePage />, {
      url: `/groups/invite?code=${DEMO_GROUP_INVITE_CODE}`,
      user: 'free',
    });
    await expect
      .element(visitor.screen.getByRole('link', { name: 'Join' }))
      .toHaveAttribute('href', `/app/groups/join-confirmation?code=${DEMO_GROUP_INVITE_CODE}`);
    await visitor.screen.unmount();
    const member = await renderInApp(<GroupInvitePage />, {
      url: `/groups/invite?code=${DEMO_GROUP_INVITE_CODE}`,
      user: 'pro',
    });
    await expect
      .element(member.screen.getByRole('link', { name: 'Open the group' }))
      .toHaveAttribute('href', `/app/groups/${DEMO_GROUP_ID}`);
  });

  it('explains an unknown code in plain words, in Turkish too', async () => {
    const { screen } = await renderInApp(<GroupInvitePage />, {
      url: '/tr/groups/invite?code=nope',
      user: null,
    });
    await expect
      .element(screen.getByRole('heading', { name: 'Bu davet bağlantısı çalışmıyor' }))
      .toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Ana sayfaya git' })).toBeVisible();
  });
});
