import { JournalTiming, type EmotionLevel } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import {
  QUEUED_CHECK_IN,
  checkInsChanged,
  saveEmotionRecord,
  sealNote,
  type EmotionRecordInput,
} from '@/entities/emotion';
import { $dataKey, $encryption } from '@/entities/keyring';
import { $currentUser, logoutFx } from '@/entities/session';
import { isOfflineFailure } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { queueWrite } from '@/shared/lib/network';

/** A short note: one line, as on a phone's lock-screen widget. */
export const NOTE_MAX_LENGTH = 280;

export interface CheckInInput {
  emotionId: string;
  level: EmotionLevel | null;
  note: string;
}

export const emotionChosen = createEvent<string | null>();
export const levelChosen = createEvent<EmotionLevel | null>();
export const noteChanged = createEvent<string>();
export const checkInSubmitted = createEvent();

export const $emotionId = createStore<string | null>(null)
  .on(emotionChosen, (_, id) => id)
  .reset(logoutFx.finally);
export const $level = createStore<EmotionLevel | null>(null)
  .on(levelChosen, (_, level) => level)
  .reset(logoutFx.finally);
export const $note = createStore('')
  .on(noteChanged, (_, note) => note.slice(0, NOTE_MAX_LENGTH))
  .reset(logoutFx.finally);

/**
 * A note can be written when it will be stored as the user expects: in clear with encryption off,
 * sealed with it unlocked. Locked (or not known yet), a note would be stored readable: the field waits.
 */
export const $noteAvailable = $encryption.map((state) => state === 'off' || state === 'unlocked');

/**
 * Saves one check-in for the active client, dated now. Timing is "During" (2): a check-in records how
 * the person feels at the moment, and the platform's JournalTiming has no "now" of its own.
 */
export const saveCheckInFx = attach({
  source: { clientId: $activeClientId, key: $dataKey, user: $currentUser },
  effect: async ({ clientId, key, user }, input: CheckInInput): Promise<{ queued: boolean }> => {
    if (!clientId) throw new Error('No active client to check in for');
    const note = input.note.trim();
    const record: EmotionRecordInput = {
      client_id: clientId,
      emotion_id: input.emotionId,
      ...(input.level === null ? {} : { level: input.level }),
      timing: JournalTiming.During,
      ...(note ? { note: await sealNote(key, note) } : {}),
      date: new Date().toISOString(),
    };
    try {
      await saveEmotionRecord(record);
      return { queued: false };
    } catch (error) {
      // Offline: the check-in (dated now, its note sealed as it would be sent) waits on this device.
      if (!user || !isOfflineFailure(error)) throw error;
      await queueWrite({ owner: user.userId, kind: QUEUED_CHECK_IN, payload: record, label: '' });
      return { queued: true };
    }
  },
});

export const saveCheckInMutation = createMutation({ name: 'emotion/saveCheckIn', effect: saveCheckInFx });
export const $saving = saveCheckInMutation.$pending;

/** What Save sends: null without a word, or while a save is on its way (one at a time). */
const $submittable = combine(
  { emotionId: $emotionId, level: $level, note: $note, noteAvailable: $noteAvailable, saving: $saving },
  ({ emotionId, level, note, noteAvailable, saving }): CheckInInput | null =>
    emotionId && !saving ? { emotionId, level, note: noteAvailable ? note : '' } : null,
);

sample({
  clock: checkInSubmitted,
  source: $submittable,
  filter: (input): input is CheckInInput => input !== null,
  target: saveCheckInMutation.start,
});

// Saved: the picker starts over, today's list loads again, and a toast says so.
$emotionId.reset(saveCheckInMutation.finished.success);
$level.reset(saveCheckInMutation.finished.success);
$note.reset(saveCheckInMutation.finished.success);
sample({ clock: saveCheckInMutation.finished.success, target: checkInsChanged });
sample({
  clock: saveCheckInMutation.finished.success,
  fn: ({ result }) =>
    result.queued
      ? {
          type: 'default' as const,
          ns: 'app_content' as const,
          title: 'checkIn.toasts.queued',
          description: 'checkIn.toasts.queuedDescription',
        }
      : { type: 'success' as const, ns: 'app_content' as const, title: 'checkIn.toasts.saved' },
  target: notifyTranslatedFx,
});
// Not saved: everything chosen and typed stays for another try.
sample({
  clock: saveCheckInMutation.finished.failure,
  fn: () => ({
    type: 'error' as const,
    ns: 'app_content' as const,
    title: 'checkIn.toasts.failed',
    description: 'checkIn.toasts.failedDescription',
  }),
  target: notifyTranslatedFx,
});

/** The last save failed (shown next to the Save button until the next try or change of word). */
export const $saveFailed = createStore(false)
  .on(saveCheckInMutation.finished.failure, () => true)
  .reset(checkInSubmitted, emotionChosen, saveCheckInMutation.finished.success, logoutFx.finally);
/** Counts saved check-ins: the form starts over (a fresh picker) and takes focus back each time. */
export const $savedCount = createStore(0).on(saveCheckInMutation.finished.success, (count) => count + 1);
