import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { GroupReflectionThread } from '@/entities/group';
import { unshareFx } from '../model/unshare.ts';

/** The author's "Stop sharing": after a confirmation the reflection and its responses leave the group at once. */
export function UnshareButton({
  thread,
  onUnshared,
}: {
  thread: GroupReflectionThread;
  onUnshared: () => void;
}) {
  const { t } = useTranslation('groups');
  const confirm = useConfirm();
  const [unshare, pending] = useUnit([unshareFx, unshareFx.pending]);
  return (
    <Button
      variant="secondary"
      loading={pending}
      onClick={() => {
        void confirm({
          title: t('unshare.title', { name: thread.group.name }),
          description: t('unshare.description'),
          confirmText: t('unshare.confirm'),
          cancelText: t('common.cancel'),
          variant: 'destructive',
          onConfirm: async () => {
            await unshare(thread.reflection.id).then(onUnshared, () => undefined);
          },
        });
      }}
    >
      {t('unshare.button')}
    </Button>
  );
}
