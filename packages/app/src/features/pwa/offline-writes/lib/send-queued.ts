import { QUEUED_CHECK_IN, saveEmotionRecord, type EmotionRecordInput } from '@/entities/emotion';
import { QUEUED_JOURNAL_ENTRY, sendQueuedJournalEntry, type QueuedJournalEntry } from '@/entities/journal';
import { QUEUED_REFLECTION, sendQueuedReflection, type QueuedReflection } from '@/entities/reflection';
import { updateQueuedWrite, type QueuedWrite } from '@/shared/lib/network';

/** What the queue's IndexedDB gives back is data from disk: each kind is checked before it is sent. */
function hasRecord(payload: unknown): payload is { record: { client_id: string } } {
  if (typeof payload !== 'object' || payload === null || !('record' in payload)) return false;
  const { record } = payload;
  return typeof record === 'object' && record !== null && 'client_id' in record;
}

function isCheckIn(payload: unknown): payload is EmotionRecordInput {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'client_id' in payload &&
    'emotion_id' in payload &&
    typeof payload.emotion_id === 'string'
  );
}

/** The payload does not fit its kind (written by another version of the app): reported, never sent. */
export class UnreadableWriteError extends Error {
  override name = 'UnreadableWriteError';
}

/** Sends one queued write through its kind's sender (journal entry, check-in, reflection). */
export async function sendQueuedWrite(write: QueuedWrite): Promise<void> {
  const overwrite = write.overwrite === true;
  switch (write.kind) {
    case QUEUED_JOURNAL_ENTRY:
      if (!hasRecord(write.payload)) break;
      return sendQueuedJournalEntry(write.payload as QueuedJournalEntry, overwrite);
    case QUEUED_CHECK_IN:
      if (!isCheckIn(write.payload)) break;
      await saveEmotionRecord(write.payload);
      return;
    case QUEUED_REFLECTION: {
      if (!hasRecord(write.payload)) break;
      const payload = write.payload as QueuedReflection;
      return sendQueuedReflection(payload, {
        overwrite,
        // Kept at once: a retry after a failed save joins this loop instead of starting another.
        loopStarted: (id) =>
          updateQueuedWrite({ ...write, payload: { ...payload, loop: { kind: 'existing', id } } }),
      });
    }
  }
  throw new UnreadableWriteError(`A queued ${write.kind} this version cannot send`);
}
