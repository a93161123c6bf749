import { useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@/entities/journal';
import { deleteEntryFx, showUndoToastFx, undoRequested } from '../model/delete-entry.ts';

/**
 * Asks before deleting, deletes, then offers Undo in the toast. The toast is shown here rather than in
 * the model so that its button can call back into the same scope.
 */
export function useDeleteEntry(): (entry: JournalEntry) => Promise<void> {
  const { t } = useTranslation('app_content');
  const confirm = useConfirm();
  const [remove, showUndo, undo] = useUnit([deleteEntryFx, showUndoToastFx, undoRequested]);
  return async (entry) => {
    const confirmed = await confirm({
      title: t('journal.delete.title'),
      description: t('journal.delete.description'),
      confirmText: t('journal.delete.confirm'),
      cancelText: t('journal.delete.cancel'),
      variant: 'destructive',
    });
    if (!confirmed) return;
    try {
      await remove(entry);
      await showUndo({ entry, undo });
    } catch {
      // The model reports the failure with a toast; the entry stays in the list.
    }
  };
}
