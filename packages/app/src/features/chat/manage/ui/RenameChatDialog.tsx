import { CHAT_TITLE_MAX_LENGTH } from '@emotion-guru/platform-sdk';
import { Button, Dialog, DialogClose, Field, Input } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renameChatFx } from '../model/manage-chat.ts';

/** "Rename" for the open conversation: a title of up to 80 characters. */
export function RenameChatDialog({ chatId, title }: { chatId: string; title: string }) {
  const { t } = useTranslation('chat');
  const [rename, saving] = useUnit([renameChatFx, renameChatFx.pending]);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(title);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setValue(title);
      }}
      trigger={
        <Button type="button" variant="secondary" size="sm">
          {t('list.rename')}
        </Button>
      }
      title={t('list.renameTitle')}
      closeLabel={t('list.cancel')}
      footer={
        <>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t('list.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form="rename-chat" loading={saving} disabled={value.trim() === ''}>
            {t('list.save')}
          </Button>
        </>
      }
    >
      <form
        id="rename-chat"
        onSubmit={(event) => {
          event.preventDefault();
          void rename({ chatId, title: value.trim() }).then(
            () => setOpen(false),
            () => undefined,
          );
        }}
      >
        <Field label={t('list.renameLabel')}>
          <Input value={value} maxLength={CHAT_TITLE_MAX_LENGTH} onChange={(e) => setValue(e.target.value)} />
        </Field>
      </form>
    </Dialog>
  );
}
