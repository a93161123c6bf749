import {
  EmotionLevel,
  where,
  type EntityRef,
  type VegClient,
  type VegEmotionRecord,
  type VegJournal,
} from '@emotion-guru/platform-sdk';
import { allSettled, fork, type Scope } from 'effector';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client';
import { $dataKey, $encryption, type EncryptionState } from '@/entities/keyring';
import { $session } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { decryptText, isEncryptedText } from '@/shared/lib/local-encryption';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import {
  $blocked,
  $daysBeyondPlan,
  $failed,
  $moodMapping,
  $ownMoods,
  $preview,
  $problem,
  $result,
  $rows,
  MAX_FILE_BYTES,
  fileChosen,
  importConfirmed,
  ownMoodMapped,
  startedOver,
} from './import.ts';

// The SDK talks to the emulator (in this process, through MSW).
const { signInAs } = emulatorForModelTests();

const sample = readFileSync(new URL('../lib/__fixtures__/daylio-export.csv', import.meta.url), 'utf8');
const csv = (text: string, name = 'daylio_export.csv') => new File([text], name, { type: 'text/csv' });

let clientId = '';
let userId = '';

beforeEach(async () => {
  userId = signInAs('premium@example.com').userId ?? '';
  const { entities } = await getPlatform().entity.query<VegClient>({
    entityName: 'VegClient',
    filters: [where.eq('user_id', userId)],
  });
  clientId = entities[0]?.id ?? '';
});

function setup(encryption: EncryptionState = 'off', dataKey: CryptoKey | null = null, subscription?: number) {
  const notify = vi.fn();
  const scope = fork({
    values: [
      [
        $session,
        {
          token: 't',
          expireDate: '2099-01-01T00:00:00.000Z',
          userId,
          roles: [],
          groups: [],
          ...(subscription === undefined ? {} : { subscription }),
        },
      ],
      [$activeClient, { id: clientId, name: 'Me', isActive: true }],
      [$encryption, encryption],
      [$dataKey, dataKey],
    ],
    handlers: [[notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)]],
  });
  return { scope, notify };
}

async function checkIns(): Promise<VegEmotionRecord[]> {
  const { entities } = await getPlatform().entity.query<VegEmotionRecord>({
    entityName: 'VegEmotionRecord',
    filters: [where.eq('client_id', clientId), where.lt('date', '2025-01-01T00:00:00.000Z')],
    includes: ['emotion'],
    sortCols: [{ field: 'date', dir: 'asc' }],
    count: 1000,
  });
  return entities;
}

async function entries(): Promise<VegJournal[]> {
  const { entities } = await getPlatform().entity.query<VegJournal>({
    entityName: 'VegJournal',
    filters: [where.eq('client_id', clientId), where.lt('date', '2025-01-01T00:00:00.000Z')],
    includes: ['tags'],
    sortCols: [{ field: 'date', dir: 'asc' }],
    count: 1000,
  });
  return entities;
}

async function choose(scope: Scope, file: File) {
  await allSettled(fileChosen, { scope, params: file });
}

describe('importing a Daylio export', () => {
  it('previews the file, then writes a check-in a day and an entry for each day with a note or activities', async () => {
    const { scope, notify } = setup();
    await choose(scope, csv(sample));
    expect(scope.getState($problem)).toBeNull();
    expect(scope.getState($preview)).toMatchObject({ checkIns: 7, entries: 6 });
    expect(await checkIns()).toEqual([]);

    await allSettled(importConfirmed, { scope });
    expect(scope.getState($result)).toEqual({ checkIns: 7, entries: 6 });
    expect(scope.getState($rows)).toBeNull();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'yourData.daylio.toasts.imported' }),
    );

    const saved = await checkIns();
    expect(saved).toHaveLength(7);
    expect(saved[0]).toMatchObject({
      level: EmotionLevel.High,
      date: new Date(2024, 2, 2, 18, 30).toISOString(),
    });
    expect(saved[0]?.emotion?.slug).toBe('joy');
    expect(saved.map((record) => record.emotion?.slug)).toEqual([
      'joy',
      'content',
      'sadness',
      'sadness',
      'joy',
      'content',
      'boredom',
    ]);

    const written = await entries();
    expect(written).toHaveLength(6);
    const dinner = written.find((entry) => entry.title === 'Dinner with Ayşe');
    expect(dinner?.content).toBe(
      '<p>Cooked together, walked home by the sea.<br>Felt light, &quot;finally&quot; rested.</p>',
    );
    expect((dinner?.tags ?? []).map((tag: EntityRef) => tag.name).sort()).toEqual([
      'cooking',
      'friends',
      'walk',
    ]);
    // Without a note title: the note's first line, else the activities.
    expect(written.map((entry) => entry.title)).toContain('Argument before work.');
    expect(written.map((entry) => entry.title)).toContain('work, tired');
  });

  it("waits for the person's own moods to be mapped, then imports them as the moods chosen", async () => {
    const { scope } = setup();
    const lines = sample.split('\n');
    // Renamed in Daylio: "rad" is "Superb" on this phone, on two days.
    lines[3] = lines[3]?.replace(',rad,', ',Superb,') ?? '';
    lines[8] = lines[8]?.replace(',rad,', ',Superb,') ?? '';
    await choose(scope, csv(lines.join('\n')));
    expect(scope.getState($problem)).toBeNull();
    expect(scope.getState($ownMoods)).toEqual([{ label: 'superb', name: 'Superb', days: 2, line: 4 }]);
    expect(scope.getState($preview)).toMatchObject({ unmapped: 2, moods: { rad: 0 } });

    // Not mapped yet: nothing is written.
    await allSettled(importConfirmed, { scope });
    expect(await checkIns()).toEqual([]);

    await allSettled(ownMoodMapped, { scope, params: { label: 'superb', mood: 'rad' } });
    expect(scope.getState($moodMapping)).toEqual({ superb: 'rad' });
    expect(scope.getState($preview)).toMatchObject({ unmapped: 0, moods: { rad: 2 } });
    await allSettled(importConfirmed, { scope });
    const written = await checkIns();
    expect(written).toHaveLength(7);
    const joyful = written.filter((record) => record.emotion?.slug === 'joy');
    expect(joyful.map((record) => record.level)).toEqual([EmotionLevel.High, EmotionLevel.High]);
  });

  it('refuses a bad file with its line and column, and writes nothing', async () => {
    const { scope } = setup();
    const lines = sample.split('\n');
    lines[8] = '2024-03-03,March 3,Sunday,11:00,,,,';
    await choose(scope, csv(lines.join('\n')));
    expect(scope.getState($problem)).toEqual({ kind: 'missingMood', line: 9, column: 'mood' });
    expect(scope.getState($preview)).toBeNull();
    await allSettled(importConfirmed, { scope });
    expect(await checkIns()).toEqual([]);
    expect(scope.getState($result)).toBeNull();
  });

  it('refuses what is not a CSV file, or too large to be one, before reading it', async () => {
    const { scope } = setup();
    await choose(scope, new File(['{}'], 'export.json', { type: 'application/json' }));
    expect(scope.getState($problem)).toEqual({ kind: 'notCsv' });
    await choose(scope, csv('x'.repeat(MAX_FILE_BYTES + 1)));
    expect(scope.getState($problem)).toEqual({ kind: 'tooLarge' });
    await allSettled(startedOver, { scope });
    expect(scope.getState($problem)).toBeNull();
  });

  it('takes the check-ins back when the entries cannot be saved: nothing is half-imported', async () => {
    const { scope } = setup();
    const entity = getPlatform().entity;
    const saveMulti = entity.saveMulti.bind(entity);
    const spy = vi
      .spyOn(entity, 'saveMulti')
      .mockImplementation((request) =>
        request.entityName === 'VegJournal' ? Promise.reject(new Error('platform down')) : saveMulti(request),
      );
    try {
      await choose(scope, csv(sample));
      await allSettled(importConfirmed, { scope });
    } finally {
      spy.mockRestore();
    }
    expect(scope.getState($failed)).toBe(true);
    expect(await checkIns()).toEqual([]);
    expect(await entries()).toEqual([]);
    // The file stays chosen for another try, which goes through.
    expect(scope.getState($preview)).toMatchObject({ checkIns: 7 });
    await allSettled(importConfirmed, { scope });
    expect(scope.getState($failed)).toBe(false);
    expect(await checkIns()).toHaveLength(7);
  });

  it('waits while local encryption is locked; unlocked, the entries are sealed', async () => {
    const locked = setup('locked');
    await choose(locked.scope, csv(sample));
    await allSettled(importConfirmed, { scope: locked.scope });
    expect(locked.scope.getState($blocked)).toBe('locked');
    expect(await checkIns()).toEqual([]);

    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    const unlocked = setup('unlocked', key);
    await choose(unlocked.scope, csv(sample));
    await allSettled(importConfirmed, { scope: unlocked.scope });
    const written = await entries();
    expect(written).toHaveLength(6);
    expect(written.every((entry) => isEncryptedText(entry.title) && isEncryptedText(entry.content))).toBe(
      true,
    );
    const titles = await Promise.all(
      written.map((entry) => decryptText(key, entry.title ?? '', 'VegJournal.title')),
    );
    expect(titles).toContain('Dinner with Ayşe');
  });

  it('says beforehand how many days the free plan will not show; a paid plan shows them all', async () => {
    const recent = new Date();
    recent.setDate(recent.getDate() - 1);
    const day = `${String(recent.getFullYear())}-${String(recent.getMonth() + 1).padStart(2, '0')}-${String(recent.getDate()).padStart(2, '0')}`;
    const file = csv(`${sample.trimEnd()}\n${day},,,10:00,good,,,\n`);
    const free = setup();
    await choose(free.scope, file);
    expect(free.scope.getState($daysBeyondPlan)).toBe(7);
    const premium = setup('off', null, 2);
    await choose(premium.scope, file);
    expect(premium.scope.getState($daysBeyondPlan)).toBe(0);
  });
});
