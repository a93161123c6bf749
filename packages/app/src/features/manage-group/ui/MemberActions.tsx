import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { GroupMember, GroupRole } from '@/entities/group';
import { removeMemberMutation, setRoleMutation } from '../model/manage-group.ts';
import * as styles from './MemberActions.css.ts';

/**
 * What the viewer may do to one member: the owner promotes to moderator (or back) and removes anyone but
 * themself; a moderator removes plain members. Nothing for members.
 */
export function MemberActions({
  groupId,
  member,
  viewerRole,
  viewerId,
}: {
  groupId: string;
  member: GroupMember;
  viewerRole: GroupRole;
  viewerId: string;
}) {
  const { t } = useTranslation('groups');
  const confirm = useConfirm();
  const [setRole, remove, changing, removing] = useUnit([
    setRoleMutation.start,
    removeMemberMutation.start,
    setRoleMutation.$pending,
    removeMemberMutation.$pending,
  ]);
  if (member.userId === viewerId || member.role === 'owner') return null;
  const mayRemove = viewerRole === 'owner' || (viewerRole === 'moderator' && member.role === 'member');
  const mayPromote = viewerRole === 'owner';
  if (!mayRemove && !mayPromote) return null;
  const next = member.role === 'moderator' ? 'member' : 'moderator';
  return (
    <div className={styles.actions}>
      {mayPromote ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={changing}
          aria-label={t(next === 'moderator' ? 'members.promoteLabel' : 'members.demoteLabel', {
            name: member.name,
          })}
          onClick={() => setRole({ groupId, userId: member.userId, role: next })}
        >
          {t(next === 'moderator' ? 'members.promote' : 'members.demote')}
        </Button>
      ) : null}
      {mayRemove ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={removing}
          aria-label={t('members.removeLabel', { name: member.name })}
          onClick={() => {
            void confirm({
              title: t('members.removeTitle', { name: member.name }),
              description: t('members.removeDescription'),
              confirmText: t('members.remove'),
              cancelText: t('common.cancel'),
              variant: 'destructive',
              onConfirm: () => {
                remove({ groupId, userId: member.userId });
              },
            });
          }}
        >
          {t('members.remove')}
        </Button>
      ) : null}
    </div>
  );
}
