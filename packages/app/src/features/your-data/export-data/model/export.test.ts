import { where, type AuthData, type VegClient } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $clients, type Client } from '@/entities/client';
import { $dataKey } from '@/entities/keyring';
import { $session } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { encryptText } from '@/shared/lib/local-encryption';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import type { ExportDocument } from '../lib/document.ts';
import {
  $progress,
  exportRequested,
  saveExportFx,
  type ExportFormat,
  type ExportProgress,
} from './export.ts';

// The SDK talks to the emulator (in this process, through MSW).
const { signInAs } = emulatorForModelTests();

let auth: AuthData;
let client: Client;

beforeEach(async () => {
  auth = signInAs('premium@example.com');
  const { entities } = await getPlatform().entity.query<VegClient>({
    entityName: 'VegClient',
    filters: [where.eq('user_id', auth.userId ?? '')],
  });
  const record = entities[0];
  if (!record) throw new Error('premium@ has no client');
  client = { id: record.id, name: record.name ?? '', isActive: true };
});

async function count(entityName: string): Promise<number> {
  const { totalCount } = await getPlatform().entity.query({
    entityName,
    filters: [where.eq('client_id', client.id)],
    calcTotalCount: true,
    count: 1,
  });
  return totalCount ?? 0;
}

async function exportAs(format: ExportFormat, dataKey: CryptoKey | null = null) {
  const saved: { format: ExportFormat; document: ExportDocument }[] = [];
  const progress: (ExportProgress | null)[] = [];
  const notify = vi.fn();
  const scope = fork({
    values: [
      [$session, auth],
      [$clients, [client]],
      [$dataKey, dataKey],
    ],
    handlers: [
      [saveExportFx, (file: { format: ExportFormat; document: ExportDocument }) => void saved.push(file)],
      [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
    ],
  });
  // eslint-disable-next-line effector/no-watch -- the test records every value the store takes
  const unwatch = $progress.watch((value) => progress.push(value));
  await allSettled(exportRequested, { scope, params: format });
  unwatch();
  return { saved, notify, scope, progress };
}

describe('downloading everything', () => {
  it('reads the profile, the clients and every record of theirs, and hands the file to the browser', async () => {
    const platform = getPlatform();
    const tag = await platform.entity.save({ entityName: 'GsbTag', entity: { name: 'export-me' } });
    await platform.entity.save({
      entityName: 'VegJournal',
      entity: {
        client_id: client.id,
        title: 'Tagged',
        content: '<p>x</p>',
        tags: [tag.id],
        date: '2026-11-26T09:00:00.000Z',
      },
    });
    const { saved, notify, scope, progress } = await exportAs('json');
    expect(notify).not.toHaveBeenCalled();
    expect(saved).toHaveLength(1);
    const { format, document } = saved[0] ?? {};
    expect(format).toBe('json');
    expect(document).toMatchObject({
      format: 'emotion-guru-export',
      version: 1,
      profile: { userId: auth.userId, email: 'premium@example.com', language: 'en-US' },
      clients: [{ id: client.id }],
    });
    expect(document?.checkIns.length).toBe(await count('VegEmotionRecord'));
    expect(document?.journal.length).toBe(await count('VegJournal'));
    expect(document?.reflections.length).toBe(await count('VegReflection'));
    expect(document?.loops.length).toBe(await count('VegLoop'));
    expect(document?.chats.length).toBe(await count('VegChat'));
    expect(document?.checkIns.length).toBeGreaterThan(0);
    // Oldest first; the journal with its tags; the progress cleared once done.
    const dates = document?.checkIns.map((record) => String(record.createDate)) ?? [];
    expect(dates).toEqual([...dates].sort());
    const tagged = document?.journal.find((entry) => entry['title'] === 'Tagged');
    expect(tagged?.['tags']).toEqual([expect.objectContaining({ id: tag.id, name: 'export-me' })]);
    expect(progress).toContainEqual({ collection: 'checkIns', read: document?.checkIns.length });
    expect(progress).toContainEqual({ collection: 'chats', read: document?.chats.length });
    expect(scope.getState($progress)).toBeNull();
  });

  it('opens text sealed with this device’s key, and marks what it cannot open', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await getPlatform().entity.save({
      entityName: 'VegJournal',
      entity: {
        client_id: client.id,
        title: await encryptText(key, 'Sealed title', 'VegJournal.title'),
        content: await encryptText(key, '<p>Sealed words</p>', 'VegJournal.content'),
        date: '2026-11-26T09:00:00.000Z',
      },
    });
    const unlocked = (await exportAs('json', key)).saved[0]?.document;
    expect(unlocked?.journal.find((entry) => entry['title'] === 'Sealed title')).toMatchObject({
      content: '<p>Sealed words</p>',
      protection: 'decrypted',
    });
    expect(
      unlocked?.journal
        .filter((entry) => entry.protection !== 'decrypted')
        .every((entry) => entry.protection === 'plain'),
    ).toBe(true);

    const locked = (await exportAs('zip')).saved[0]?.document;
    const sealed = locked?.journal.filter((entry) => entry.protection === 'locked') ?? [];
    expect(sealed).toHaveLength(1);
    expect(String(sealed[0]?.['title'])).not.toContain('Sealed title');
  });

  it('says so when reading fails, and saves no file', async () => {
    const entity = getPlatform().entity;
    const spy = vi.spyOn(entity, 'query').mockRejectedValue(new Error('platform down'));
    try {
      const { saved, notify } = await exportAs('json');
      expect(saved).toEqual([]);
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        ns: 'app_content',
        title: 'yourData.export.failed',
      });
    } finally {
      spy.mockRestore();
    }
  });
});
