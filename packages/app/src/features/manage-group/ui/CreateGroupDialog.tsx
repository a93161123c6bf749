import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $createGroupOpen, createGroupClosed, createGroupMutation } from '../model/create-group.ts';
import { GroupFormDialog } from './GroupFormDialog.tsx';

const EMPTY = { name: '', description: '', color: null };

/** Name, description and an optional cover colour; opens on createGroupRequested. */
export function CreateGroupDialog() {
  const { t } = useTranslation('groups');
  const [open, close, create, saving] = useUnit([
    $createGroupOpen,
    createGroupClosed,
    createGroupMutation.start,
    createGroupMutation.$pending,
  ]);
  return (
    <GroupFormDialog
      // A fresh form each time it opens (a created group's values do not linger).
      key={open ? 'open' : 'closed'}
      open={open}
      onClose={() => close()}
      initial={EMPTY}
      withColor
      title={t('create.title')}
      description={t('create.description')}
      submitLabel={t('create.submit')}
      busyLabel={t('create.creating')}
      saving={saving}
      onSubmit={(values) => create(values)}
    />
  );
}
