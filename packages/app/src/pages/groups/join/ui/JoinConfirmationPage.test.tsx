import { DEMO_GROUP_ID, DEMO_GROUP_INVITE_CODE } from '@emotion-guru/mocks';
import { describe, expect, it } from 'vitest';
import { invitePreviewFx } from '@/entities/group';
import { renderInApp } from '@/shared/testing';
import { JoinConfirmationPage } from './JoinConfirmationPage.tsx';

describe('JoinConfirmationPage', () => {
  it('says what members can and cannot see, joins, and opens the group', async () => {
    const { screen, router } = await renderInApp(<JoinConfirmationPage />, {
      url: `/app/groups/join-confirmation?code=${DEMO_GROUP_INVITE_CODE}`,
      user: 'free',
    });
    await expect.element(screen.getByRole('heading', { name: 'Evening check-in circle' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'What members can see' })).toBeVisible();
    await expect.element(screen.getByText('Your private reflections, journal and check-ins.')).toBeVisible();
    await screen.getByRole('button', { name: 'Join group' }).click();
    await expect.poll(() => router.state.location.pathname).toBe(`/app/groups/${DEMO_GROUP_ID}`);
  });

  it('explains an expired link instead of joining, in Turkish too', async () => {
    // The emulator's clock does not move in a component test: the preview of a link past its date.
    const { screen } = await renderInApp(<JoinConfirmationPage />, {
      url: '/tr/app/groups/join-confirmation?code=old-link',
      user: 'free',
      handlers: [
        [
          invitePreviewFx,
          () => ({
            status: 'expired',
            alreadyMember: false,
            group: {
              id: null,
              name: 'Evening check-in circle',
              description: '',
              color: null,
              memberCount: 3,
            },
            inviterName: 'James Carter',
          }),
        ],
      ],
    });
    await expect.element(screen.getByRole('heading', { name: 'Bu davetin süresi dolmuş' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gruba katıl' }).elements()).toHaveLength(0);
  });
});
