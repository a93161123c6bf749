import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { GroupSummary } from '@/entities/group';
import { leaveGroupFx } from '../model/manage-group.ts';

/** "Leave group", after a confirmation that says what leaving means; `onLeft` leaves its page. */
export function LeaveGroupButton({ group, onLeft }: { group: GroupSummary; onLeft: () => void }) {
  const { t } = useTranslation('groups');
  const confirm = useConfirm();
  const [leave, leaving] = useUnit([leaveGroupFx, leaveGroupFx.pending]);
  return (
    <Button
      variant="secondary"
      loading={leaving}
      onClick={() => {
        void confirm({
          title: t('manage.leaveTitle', { name: group.name }),
          description: t(
            group.myRole === 'owner' ? 'manage.leaveOwnerDescription' : 'manage.leaveDescription',
          ),
          confirmText: t('manage.leave'),
          cancelText: t('common.cancel'),
          variant: 'destructive',
          onConfirm: async () => {
            await leave(group.id).then(onLeft, () => undefined);
          },
        });
      }}
    >
      {t('manage.leave')}
    </Button>
  );
}
