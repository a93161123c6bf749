import { Button, useConfirm } from '@emotion-guru/ui';
import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { titleOf, type Reflection } from '@/entities/reflection';
import { $language, localizePath } from '@/shared/i18n';
import { deleteReflectionFx, showUndoToastFx, undoRequested } from '../model/delete.ts';

/**
 * Asks before deleting (the delete runs inside the dialog), then goes back to the list and offers Undo in
 * a toast. A failed delete closes the dialog with a toast and keeps the reflection on screen.
 */
export function DeleteReflectionButton({ reflection }: { reflection: Reflection }) {
  const { t } = useTranslation('reflection');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [language, remove, showUndo, undo] = useUnit([
    $language,
    deleteReflectionFx,
    showUndoToastFx,
    undoRequested,
  ]);

  const onDelete = async () => {
    const confirmed = await confirm({
      title: t('detail.delete.title'),
      description: t('detail.delete.description'),
      confirmText: t('detail.delete.confirm'),
      cancelText: t('detail.delete.cancel'),
      processingText: t('detail.delete.processing'),
      variant: 'destructive',
      onConfirm: async () => {
        await remove(reflection);
      },
      // The model reports the failure with a toast.
      onError: () => undefined,
    });
    if (!confirmed) return;
    await navigate({ to: localizePath('/app/reflection', language) });
    await showUndo({ reflection, undo });
  };

  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => void onDelete()}
      aria-label={t('detail.delete.named', { name: titleOf(reflection, t) })}
    >
      {t('detail.delete.button')}
    </Button>
  );
}
