import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { deleteChatFx } from '../model/manage-chat.ts';

/** "Delete" for the open conversation, after a confirmation that it goes for good. */
export function DeleteChatButton({ chatId, title }: { chatId: string; title: string }) {
  const { t } = useTranslation('chat');
  const confirm = useConfirm();
  const [remove, deleting] = useUnit([deleteChatFx, deleteChatFx.pending]);
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      loading={deleting}
      onClick={() => {
        void confirm({
          title: t('list.deleteTitle', { title }),
          description: t('list.deleteText'),
          confirmText: t('list.deleteConfirm'),
          cancelText: t('list.cancel'),
          variant: 'destructive',
          onConfirm: async () => {
            await remove(chatId).catch(() => undefined);
          },
        });
      }}
    >
      {t('list.delete')}
    </Button>
  );
}
