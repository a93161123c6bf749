import { toast } from '@emotion-guru/ui';
import { attach, createEffect, createEvent, sample } from 'effector';
import {
  deleteReflectionRecord,
  reflectionsChanged,
  restoreReflectionRecord,
  type Reflection,
} from '@/entities/reflection';
import { $i18n, type TranslationKey } from '@/shared/i18n';
import { notifyTranslatedFx } from '@/shared/lib/notify';

export const undoRequested = createEvent<Reflection>();

export const deleteReflectionFx = createEffect(async (reflection: Reflection) => {
  await deleteReflectionRecord(reflection.id);
  return reflection;
});

/** Undo writes the record back as the platform held it (ciphertext stays ciphertext), under a new id. */
export const restoreReflectionFx = createEffect((reflection: Reflection) =>
  restoreReflectionRecord(reflection.record),
);

/** The "deleted" toast with its Undo button; the toast store lives outside effector, hence an effect. */
export const showUndoToastFx = attach({
  source: $i18n,
  effect: (
    i18n,
    { reflection, undo }: { reflection: Reflection; undo: (reflection: Reflection) => void },
  ) => {
    if (!i18n) return;
    const t = (key: TranslationKey<'reflection'>) => i18n.t(key, { ns: 'reflection' });
    toast.success(t('toasts.deleted'), {
      description: t('toasts.deletedDescription'),
      duration: 8000,
      action: { label: t('toasts.undo'), onClick: () => undo(reflection) },
    });
  },
});

sample({ clock: deleteReflectionFx.done, target: reflectionsChanged });
sample({
  clock: deleteReflectionFx.fail,
  fn: () => ({ type: 'destructive' as const, ns: 'reflection' as const, title: 'toasts.deleteFailed' }),
  target: notifyTranslatedFx,
});

sample({ clock: undoRequested, target: restoreReflectionFx });
sample({ clock: restoreReflectionFx.done, target: reflectionsChanged });
sample({
  clock: restoreReflectionFx.done,
  fn: () => ({ type: 'success' as const, ns: 'reflection' as const, title: 'toasts.restored' }),
  target: notifyTranslatedFx,
});
sample({
  clock: restoreReflectionFx.fail,
  fn: () => ({ type: 'destructive' as const, ns: 'reflection' as const, title: 'toasts.restoreFailed' }),
  target: notifyTranslatedFx,
});
