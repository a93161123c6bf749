import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { GroupReflectionThread } from '@/entities/group';
import { unshareFx } from '../model/unshare.ts';

/**
 * The author's "Stop sharing": after a confirmation the reflection and its responses leave the group at
 * once. A reflection written for the group (no reflection of the author's behind it) is "removed" instead,
 * for good.
 */
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
  const direct = thread.reflection.direct === true;
  return (
    <Button
      variant="secondary"
      loading={pending}
      onClick={() => {
        void confirm({
          title: direct
            ? t('unshare.direct.title', { name: thread.group.name })
            : t('unshare.title', { name: thread.group.name }),
          description: direct ? t('unshare.direct.description') : t('unshare.description'),
          confirmText: direct ? t('unshare.direct.confirm') : t('unshare.confirm'),
          cancelText: t('common.cancel'),
          variant: 'destructive',
          onConfirm: async () => {
            await unshare({ id: thread.reflection.id, direct }).then(onUnshared, () => undefined);
          },
        });
      }}
    >
      {direct ? t('unshare.direct.button') : t('unshare.button')}
    </Button>
  );
}
