import type { VegEmotionRecord } from '@emotion-guru/platform-sdk';
import { allSettled, fork, type Scope } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client';
import { $todayCheckIns, $todayStatus, todayCheckInsRequested } from '@/entities/emotion';
import { $dataKey, $encryption, type EncryptionState } from '@/entities/keyring';
import { $session } from '@/entities/session';
import { decryptText, isEncryptedText } from '@/shared/lib/local-encryption';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { readQueuedWrites } from '@/shared/lib/network';
import {
  $emotionId,
  $level,
  $note,
  $saveFailed,
  checkInSubmitted,
  emotionChosen,
  levelChosen,
  noteChanged,
} from './check-in.ts';
import { testSession } from '@/shared/lib/test-session';

// The entity's platform calls, replaced (a test may mock a slice's api/ module, not import from it).
const api = vi.hoisted(() => ({
  queryEmotionRecords: vi.fn<(...args: unknown[]) => Promise<VegEmotionRecord[]>>(),
  saveEmotionRecord: vi.fn<(record: VegEmotionRecord) => Promise<string>>(),
  QUEUED_CHECK_IN: 'check-in',
}));
vi.mock('idb-keyval', async () => (await import('@/shared/lib/test-session')).idbKeyvalInMemory);
vi.mock('@/entities/emotion/api/record-api.ts', () => api);
vi.mock('@/entities/emotion/api/emotion-api.ts', () => ({ fetchEmotionCatalogue: vi.fn(() => []) }));
vi.mock('@/entities/keyring/api/keyring-api.ts', () => ({
  fetchKeyring: vi.fn(() => null),
  storeKeyring: vi.fn(),
}));

const queryRecords = api.queryEmotionRecords;
const saveRecord = api.saveEmotionRecord;

const session = testSession();

let stored: VegEmotionRecord[] = [];

beforeEach(() => {
  stored = [];
  queryRecords.mockReset().mockImplementation(() => Promise.resolve([...stored].reverse()));
  saveRecord.mockReset().mockImplementation((record) => {
    const id = `r-${stored.length + 1}`;
    stored.push({ ...record, id, createdBy_id: 'u-1' });
    return Promise.resolve(id);
  });
});

function setup(options: { encryption?: EncryptionState; dataKey?: CryptoKey | null } = {}) {
  const notify = vi.fn();
  const scope = fork({
    values: [
      [$session, session],
      [$activeClient, { id: 'c-1', name: 'Ada', isActive: true }],
      [$encryption, options.encryption ?? 'off'],
      [$dataKey, options.dataKey ?? null],
    ],
    handlers: [[notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)]],
  });
  return { scope, notify };
}

async function choose(scope: Scope, note = 'after the call') {
  await allSettled(emotionChosen, { scope, params: 'calm' });
  await allSettled(levelChosen, { scope, params: 4 });
  await allSettled(noteChanged, { scope, params: note });
}

describe('the quick check-in', () => {
  it('saves word, level and note for the active client, dated now and timed "During", then starts over', async () => {
    const { scope, notify } = setup();
    await allSettled(todayCheckInsRequested, { scope });
    expect(scope.getState($todayCheckIns)).toEqual([]);
    const before = Date.now();
    await choose(scope, '  after the call ');
    await allSettled(checkInSubmitted, { scope });

    expect(saveRecord).toHaveBeenCalledTimes(1);
    const record = saveRecord.mock.calls[0]?.[0];
    expect(record).toMatchObject({
      client_id: 'c-1',
      emotion_id: 'calm',
      level: 4,
      timing: 2,
      note: 'after the call',
    });
    expect(Date.parse(record?.date ?? '')).toBeGreaterThanOrEqual(before);
    // The form starts over and a toast says it was saved.
    expect(scope.getState($emotionId)).toBeNull();
    expect(scope.getState($level)).toBeNull();
    expect(scope.getState($note)).toBe('');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'checkIn.toasts.saved' }),
    );
    // Today's list loaded again and holds the new check-in.
    expect(queryRecords).toHaveBeenCalledTimes(2);
    expect(scope.getState($todayStatus)).toBe('done');
    expect(scope.getState($todayCheckIns).map((c) => [c.emotionId, c.level, c.note])).toEqual([
      ['calm', 4, 'after the call'],
    ]);
  });

  it('leaves level and note out when none was given', async () => {
    const { scope } = setup();
    await allSettled(emotionChosen, { scope, params: 'calm' });
    await allSettled(checkInSubmitted, { scope });
    const record = saveRecord.mock.calls[0]?.[0];
    expect(record).not.toHaveProperty('level');
    expect(record).not.toHaveProperty('note');
  });

  it('keeps the word, level and note after a failed save, says so, and saves on the next try', async () => {
    const { scope, notify } = setup();
    saveRecord.mockRejectedValueOnce(new Error('500'));
    await choose(scope);
    await allSettled(checkInSubmitted, { scope });

    expect(scope.getState($emotionId)).toBe('calm');
    expect(scope.getState($level)).toBe(4);
    expect(scope.getState($note)).toBe('after the call');
    expect(scope.getState($saveFailed)).toBe(true);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'checkIn.toasts.failed' }),
    );
    expect(queryRecords).not.toHaveBeenCalled();

    await allSettled(checkInSubmitted, { scope });
    expect(scope.getState($saveFailed)).toBe(false);
    expect(scope.getState($emotionId)).toBeNull();
    expect(stored).toHaveLength(1);
  });

  it('offline, keeps the check-in on the device to be sent later, says so, and starts over', async () => {
    const { scope, notify } = setup();
    saveRecord.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await choose(scope);
    await allSettled(checkInSubmitted, { scope });

    const queued = await readQueuedWrites('u-1');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'check-in',
      state: 'waiting',
      payload: { client_id: 'c-1', emotion_id: 'calm', level: 4, note: 'after the call' },
    });
    expect(scope.getState($emotionId)).toBeNull();
    expect(scope.getState($saveFailed)).toBe(false);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'checkIn.toasts.queued' }));
  });

  it('saves nothing before a word is chosen', async () => {
    const { scope } = setup();
    await allSettled(noteChanged, { scope, params: 'just a note' });
    await allSettled(checkInSubmitted, { scope });
    expect(saveRecord).not.toHaveBeenCalled();
  });

  it('seals the note with the unlocked data key, and today’s list opens it again', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    const { scope } = setup({ encryption: 'unlocked', dataKey: key });
    await choose(scope, 'a private thought');
    await allSettled(checkInSubmitted, { scope });
    const note = saveRecord.mock.calls[0]?.[0].note ?? '';
    expect(isEncryptedText(note)).toBe(true);
    expect(await decryptText(key, note, 'VegEmotionRecord.note')).toBe('a private thought');
    expect(scope.getState($todayCheckIns)[0]).toMatchObject({
      note: 'a private thought',
      protection: 'decrypted',
    });
  });

  it('does not store a note in clear while encryption is locked: the word and level are saved', async () => {
    const { scope } = setup({ encryption: 'locked' });
    await choose(scope, 'would be readable');
    await allSettled(checkInSubmitted, { scope });
    const record = saveRecord.mock.calls[0]?.[0];
    expect(record).toMatchObject({ emotion_id: 'calm', level: 4 });
    expect(record).not.toHaveProperty('note');
  });
});
