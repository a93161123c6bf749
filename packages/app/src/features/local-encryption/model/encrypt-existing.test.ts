import type { VegJournal } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Journal from '@/entities/journal';
import { fetchOwnPlainRecords, saveSealedFields } from '@/entities/journal';
import { $dataKey } from '@/entities/keyring';
import { $session } from '@/entities/session';
import { createKeyring, decryptText, isEncryptedText } from '@/shared/lib/local-encryption';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import {
  $encryptProgress,
  $plainCount,
  encryptExistingRequested,
  plainEntriesRequested,
} from './encrypt-existing.ts';
import { testSession } from '@/shared/lib/test-session';

vi.mock('@/entities/journal', async (importOriginal) => ({
  ...(await importOriginal<typeof Journal>()),
  fetchOwnPlainRecords: vi.fn(),
  saveSealedFields: vi.fn(),
}));

const session = testSession();
const { dataKey } = await createKeyring('a long enough password');

/** The platform's journal, as far as this test needs it: records by id. */
let platform: Map<string, VegJournal>;
beforeEach(() => {
  vi.clearAllMocks();
  platform = new Map(
    ['a', 'b', 'c'].map((id) => [
      id,
      { id, title: `Title ${id}`, content: `<p>Text ${id}</p>`, createdBy_id: 'u-1' },
    ]),
  );
  vi.mocked(fetchOwnPlainRecords).mockImplementation((userId) =>
    Promise.resolve(
      [...platform.values()].filter(
        (record) => record.createdBy_id === userId && !isEncryptedText(record.content),
      ),
    ),
  );
  vi.mocked(saveSealedFields).mockImplementation((id, fields) => {
    const record = platform.get(id);
    if (record) platform.set(id, { ...record, ...fields });
    return Promise.resolve();
  });
});

function setup(key: CryptoKey | null = dataKey) {
  const notify = vi.fn();
  const scope = fork({
    values: [
      [$session, session],
      [$dataKey, key],
    ],
    handlers: [[notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)]],
  });
  return { scope, notify };
}

describe('encrypting the entries written before encryption was on', () => {
  it("counts the user's own entries still in clear", async () => {
    const { scope } = setup();
    await allSettled(plainEntriesRequested, { scope });
    expect(fetchOwnPlainRecords).toHaveBeenCalledWith('u-1');
    expect(scope.getState($plainCount)).toBe(3);
  });

  it('seals each one with the data key, keeps the text, and finds none left', async () => {
    const { scope, notify } = setup();
    await allSettled(plainEntriesRequested, { scope });
    await allSettled(encryptExistingRequested, { scope });
    for (const record of platform.values()) {
      expect(record.title).toMatch(/^eg1\./);
      expect(await decryptText(dataKey, record.content ?? '', 'VegJournal.content')).toBe(
        `<p>Text ${record.id}</p>`,
      );
    }
    expect(scope.getState($plainCount)).toBe(0);
    expect(scope.getState($encryptProgress)).toBeNull();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'encryption.existing.done' }));
  });

  it('stops on a failure, says so, and the next run skips what is already sealed', async () => {
    const { scope, notify } = setup();
    await allSettled(plainEntriesRequested, { scope });
    vi.mocked(saveSealedFields).mockImplementationOnce((id, fields) => {
      const record = platform.get(id);
      if (record) platform.set(id, { ...record, ...fields });
      return Promise.resolve();
    });
    vi.mocked(saveSealedFields).mockRejectedValueOnce(new Error('503'));
    await allSettled(encryptExistingRequested, { scope });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'encryption.existing.failed' }));
    expect(scope.getState($plainCount)).toBe(2);
    await allSettled(encryptExistingRequested, { scope });
    expect(scope.getState($plainCount)).toBe(0);
  });

  it('does nothing while locked', async () => {
    const { scope } = setup(null);
    await allSettled(plainEntriesRequested, { scope });
    await allSettled(encryptExistingRequested, { scope });
    expect(fetchOwnPlainRecords).not.toHaveBeenCalled();
    expect(saveSealedFields).not.toHaveBeenCalled();
  });
});
