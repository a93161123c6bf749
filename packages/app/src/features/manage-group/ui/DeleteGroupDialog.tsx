import { Button, Dialog, DialogClose, Field, Input } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupSummary } from '@/entities/group';
import { formStyles } from '@/shared/ui';
import { deleteGroupFx } from '../model/manage-group.ts';

/** The owner's "Delete group": confirmed by typing the group's name; `onDeleted` leaves its page. */
export function DeleteGroupDialog({ group, onDeleted }: { group: GroupSummary; onDeleted: () => void }) {
  const { t } = useTranslation('groups');
  const [remove, deleting] = useUnit([deleteGroupFx, deleteGroupFx.pending]);
  const formId = useId();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === group.name.trim();

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (!matches || deleting) return;
    remove(group.id).then(onDeleted, () => undefined);
  }

  return (
    <Dialog
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open) setTyped('');
      }}
      trigger={<Button variant="destructive">{t('manage.delete')}</Button>}
      title={t('manage.deleteTitle', { name: group.name })}
      description={t('manage.deleteDescription')}
      closeLabel={t('common.close')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={deleting}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="destructive" disabled={!matches} loading={deleting}>
            {t('manage.deleteConfirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} noValidate onSubmit={onSubmit}>
        <Field label={t('manage.typeName', { name: group.name })}>
          <Input autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </Field>
      </form>
    </Dialog>
  );
}
