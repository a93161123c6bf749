import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client';
import type { JournalEntry } from '@/entities/journal';
import { $encryption } from '@/entities/keyring';
import { $session } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { testSession } from '@/shared/lib/test-session';
import { clearIdbInMemory } from '@/shared/lib/test-session';
import { readQueuedWrites } from '@/shared/lib/network';
import { $editor, editorOpened, fieldChanged, saveRequested } from './editor.ts';

// The platform is out of reach: the tag lookup and the save fail as fetch does offline.
const api = vi.hoisted(() => ({
  ensureTagIds: vi.fn<(names: readonly string[]) => Promise<string[]>>(),
  saveJournalRecord: vi.fn<(record: unknown) => Promise<string>>(),
}));
vi.mock('@/entities/journal/api/journal-api.ts', async (original) => ({
  ...(await original<object>()),
  ...api,
}));
vi.mock('idb-keyval', async () => (await import('@/shared/lib/test-session')).idbKeyvalInMemory);

const session = testSession();
const entry = {
  id: 'j-1',
  clientId: 'c-1',
  title: 'Walk',
  content: 'By the sea',
  tags: ['calm'],
  date: '2026-11-20T09:00:00.000Z',
  timing: 4,
  status: 1,
  color: '#6366f1',
  record: { id: 'j-1', lastUpdateDate: '2026-11-20T09:05:00.000Z' },
} as unknown as JournalEntry;

beforeEach(() => {
  clearIdbInMemory();
  api.ensureTagIds.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
  api.saveJournalRecord.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
});

function setup() {
  const notify = vi.fn();
  const scope = fork({
    values: [
      [$session, session],
      [$activeClient, { id: 'c-1', name: 'Ada', isActive: true }],
      [$encryption, 'off'],
    ],
    handlers: [[notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)]],
  });
  return { scope, notify };
}

describe('saving an entry offline', () => {
  it('keeps the edit on the device with the version it started from, closes the editor and says so', async () => {
    const { scope, notify } = setup();
    await allSettled(editorOpened, { scope, params: entry });
    await allSettled(fieldChanged, { scope, params: { content: 'By the sea, at dawn' } });
    await allSettled(saveRequested, { scope });

    const queued = await readQueuedWrites('u-1');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'journal-entry',
      label: 'Walk',
      state: 'waiting',
      payload: {
        record: { id: 'j-1', client_id: 'c-1', title: 'Walk' },
        tagNames: ['calm'],
        base: '2026-11-20T09:05:00.000Z',
      },
    });
    expect(scope.getState($editor).open).toBe(false);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'journal.toasts.queued' }));
  });

  it('does not queue what the platform refused: the editor stays open with the text', async () => {
    api.ensureTagIds.mockResolvedValue(['t-1']);
    api.saveJournalRecord.mockRejectedValue(new Error('Validation failed'));
    const { scope } = setup();
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(fieldChanged, { scope, params: { content: 'Keep me' } });
    await allSettled(saveRequested, { scope });

    expect(await readQueuedWrites('u-1')).toEqual([]);
    expect(scope.getState($editor)).toMatchObject({ open: true, draft: { content: 'Keep me' } });
  });
});
