import type { VegEmotion } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client/@x/emotion';
import { $dataKey } from '@/entities/keyring/@x/emotion';
import { $session, logoutFx } from '@/entities/session/@x/emotion';
import { encryptText } from '@/shared/lib/local-encryption';
import { fetchEmotionCatalogue } from '../api/emotion-api.ts';
import { queryEmotionRecords } from '../api/record-api.ts';
import { NOTE_CONTEXT } from '../lib/check-in.ts';
import { localDayBounds } from '../lib/day.ts';
import { $todayCheckIns, $todayStatus, checkInsChanged, todayCheckInsRequested } from './today.ts';
import { testSession } from '@/shared/lib/test-session';

vi.mock('../api/record-api.ts', () => ({ queryEmotionRecords: vi.fn(), saveEmotionRecord: vi.fn() }));
vi.mock('../api/emotion-api.ts', () => ({ fetchEmotionCatalogue: vi.fn() }));
vi.mock('@/entities/keyring/api/keyring-api.ts', () => ({
  fetchKeyring: vi.fn(() => null),
  storeKeyring: vi.fn(),
}));

const queryRecords = vi.mocked(queryEmotionRecords);
const session = testSession();
const CALM: VegEmotion = {
  id: 'calm',
  name: { 'en-US': 'Calm', 'tr-TR': 'Sakin' },
  definition: { 'en-US': 'Settled.', 'tr-TR': 'Rahat.' },
  kind: 1,
  level: 1,
  pleasantness: 0.5,
  energy: -0.5,
  isCustom: false,
};

function scope(clientId: string, dataKey: CryptoKey | null = null) {
  return fork({
    handlers: [[logoutFx, () => undefined]],
    values: [
      [$session, session],
      [$activeClient, { id: clientId, name: 'Ada', isActive: true }],
      [$dataKey, dataKey],
    ],
  });
}

beforeEach(() => {
  queryRecords.mockReset().mockResolvedValue([]);
  vi.mocked(fetchEmotionCatalogue).mockReset().mockResolvedValue([CALM]);
});

describe('today’s check-ins', () => {
  it('asks for the active client’s check-ins of the local day and names them from the catalogue', async () => {
    queryRecords.mockResolvedValue([
      { id: 'r-2', emotion_id: 'calm', level: 2, date: '2026-11-23T09:00:00.000Z', note: 'tea' },
      { id: 'r-1', emotion_id: 'gone', date: '2026-11-23T08:00:00.000Z' },
    ]);
    const s = scope('c-today-1');
    await allSettled(todayCheckInsRequested, { scope: s });

    const [clientId, from, to] = queryRecords.mock.calls[0] ?? [];
    expect(clientId).toBe('c-today-1');
    expect({ from, to }).toEqual(localDayBounds(new Date()));
    expect(s.getState($todayStatus)).toBe('done');
    expect(
      s.getState($todayCheckIns).map((c) => [c.id, c.emotion?.name, c.level, c.note, c.protection]),
    ).toEqual([
      ['r-2', 'Calm', 2, 'tea', 'plain'],
      ['r-1', undefined, null, '', 'plain'],
    ]);
  });

  it('opens the reader’s own sealed notes and shows other people’s as locked', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    const sealed = await encryptText(key, 'mine', NOTE_CONTEXT);
    queryRecords.mockResolvedValue([
      { id: 'own', emotion_id: 'calm', note: sealed, createdBy_id: 'u-1' },
      { id: 'theirs', emotion_id: 'calm', note: sealed, createdBy_id: 'u-2' },
    ]);
    const s = scope('c-today-2', key);
    await allSettled(todayCheckInsRequested, { scope: s });
    expect(s.getState($todayCheckIns).map((c) => [c.id, c.note, c.protection])).toEqual([
      ['own', 'mine', 'decrypted'],
      ['theirs', '', 'locked'],
    ]);
    // Locked on this device: the own note cannot be opened either.
    await allSettled($dataKey, { scope: s, params: null });
    expect(s.getState($todayCheckIns)[0]).toMatchObject({ note: '', protection: 'locked' });
  });

  it('reports a failed load, loads again when asked, and again after a new check-in', async () => {
    queryRecords.mockRejectedValueOnce(Object.assign(new Error('forbidden'), { status: 403 }));
    const s = scope('c-today-3');
    await allSettled(todayCheckInsRequested, { scope: s });
    expect(s.getState($todayStatus)).toBe('fail');

    await allSettled(todayCheckInsRequested, { scope: s });
    expect(s.getState($todayStatus)).toBe('done');
    queryRecords.mockResolvedValue([{ id: 'r-9', emotion_id: 'calm', date: '2026-11-23T10:00:00Z' }]);
    await allSettled(checkInsChanged, { scope: s });
    expect(s.getState($todayCheckIns).map((c) => c.id)).toEqual(['r-9']);
  });
});
