import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { GroupSummary } from '@/entities/group';
import { $renameOpen, renameClosed, renameGroupMutation, renameOpened } from '../model/manage-group.ts';
import { GroupFormDialog } from './GroupFormDialog.tsx';

/** The owner's "Rename": the group's name and description. */
export function RenameGroupDialog({ group }: { group: GroupSummary }) {
  const { t } = useTranslation('groups');
  const [rename, saving, open, opened, closed] = useUnit([
    renameGroupMutation.start,
    renameGroupMutation.$pending,
    $renameOpen,
    renameOpened,
    renameClosed,
  ]);
  return (
    <GroupFormDialog
      open={open}
      onOpen={() => opened()}
      onClose={() => closed()}
      trigger={<Button variant="secondary">{t('manage.rename')}</Button>}
      initial={{ name: group.name, description: group.description, color: group.color }}
      withColor={false}
      title={t('manage.renameTitle')}
      submitLabel={t('manage.save')}
      busyLabel={t('manage.saving')}
      saving={saving}
      onSubmit={({ name, description }) => rename({ groupId: group.id, name, description })}
    />
  );
}
