import { toast } from '@emotion-guru/ui';
import { attach, createEffect, createEvent, sample } from 'effector';
import {
  deleteJournalRecord,
  journalChanged,
  saveJournalRecord,
  type JournalEntry,
} from '@/entities/journal';
import { $i18n, type TranslationKey } from '@/shared/i18n';
import { notifyTranslatedFx } from '@/shared/lib/notify';

export const undoRequested = createEvent<JournalEntry>();

export const deleteEntryFx = createEffect(async (entry: JournalEntry) => {
  await deleteJournalRecord(entry.id);
  return entry;
});

/**
 * Undo writes the record back as the platform held it (ciphertext stays ciphertext: nothing is
 * decrypted to restore it). The platform gives it a new id; its date, tags and fields are the same.
 */
export const restoreEntryFx = createEffect(async (entry: JournalEntry) => {
  const { record } = entry;
  await saveJournalRecord({
    ...(record.client_id ? { client_id: record.client_id } : {}),
    ...(record.title === undefined ? {} : { title: record.title }),
    ...(record.content === undefined ? {} : { content: record.content }),
    ...(record.date === undefined ? {} : { date: record.date }),
    ...(record.timing === undefined ? {} : { timing: record.timing }),
    ...(record.status === undefined ? {} : { status: record.status }),
    ...(record.color === undefined ? {} : { color: record.color }),
    tags: (record.tags ?? []).map((tag) => tag.id),
  });
});

/** The "deleted" toast with its Undo button; the toast store lives outside effector, hence an effect. */
export const showUndoToastFx = attach({
  source: $i18n,
  effect: (i18n, { entry, undo }: { entry: JournalEntry; undo: (entry: JournalEntry) => void }) => {
    if (!i18n) return;
    const t = (key: TranslationKey<'app_content'>) => i18n.t(key, { ns: 'app_content' });
    toast.success(t('journal.toasts.deleted'), {
      description: t('journal.toasts.deletedDescription'),
      duration: 8000,
      action: { label: t('journal.toasts.undo'), onClick: () => undo(entry) },
    });
  },
});

sample({ clock: deleteEntryFx.done, target: journalChanged });
sample({
  clock: deleteEntryFx.fail,
  fn: () => ({
    type: 'destructive' as const,
    ns: 'app_content' as const,
    title: 'journal.toasts.deleteFailed',
  }),
  target: notifyTranslatedFx,
});

sample({ clock: undoRequested, target: restoreEntryFx });
sample({ clock: restoreEntryFx.done, target: journalChanged });
sample({
  clock: restoreEntryFx.done,
  fn: () => ({ type: 'success' as const, ns: 'app_content' as const, title: 'journal.toasts.restored' }),
  target: notifyTranslatedFx,
});
sample({
  clock: restoreEntryFx.fail,
  fn: () => ({
    type: 'destructive' as const,
    ns: 'app_content' as const,
    title: 'journal.toasts.restoreFailed',
  }),
  target: notifyTranslatedFx,
});
