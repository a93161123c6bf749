import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client';
import type * as Journal from '@/entities/journal';
import { filtersChanged, readMatchingEntries, type JournalEntry } from '@/entities/journal';
import { $session } from '@/entities/session';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { $exportProgress, exportRequested, saveExportFx } from './export.ts';

vi.mock('@/entities/journal', async (importOriginal) => ({
  ...(await importOriginal<typeof Journal>()),
  readMatchingEntries: vi.fn(),
}));
const readAll = vi.mocked(readMatchingEntries);

const entry = (id: string): JournalEntry => ({
  id,
  clientId: 'c-1',
  title: id,
  content: '',
  tags: [],
  date: '2026-11-20T09:00:00.000Z',
  timing: null,
  status: 1,
  color: null,
  createdById: 'u-1',
  protection: 'plain',
  record: { id },
});
const thirty = Array.from({ length: 30 }, (_, index) => entry(`e-${String(index)}`));

const auth = (subscription: number): AuthData => ({
  token: 't',
  expireDate: '2099-01-01T00:00:00.000Z',
  userId: 'u-1',
  roles: ['user'],
  groups: [],
  subscription,
});

function setup(subscription: number) {
  const saved = vi.fn();
  const notify = vi.fn();
  const scope = fork({
    values: [
      [$session, auth(subscription)],
      [$activeClient, { id: 'c-1', name: 'Ada', isActive: true }],
    ],
    handlers: [
      [saveExportFx, saved],
      [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
    ],
  });
  return { scope, saved, notify };
}

beforeEach(() => {
  readAll.mockReset().mockImplementation(async (_source, _filters, onPage) => {
    onPage?.({ read: 20, total: 30 });
    await Promise.resolve();
    onPage?.({ read: 30, total: 30 });
    return thirty;
  });
});

describe('journal export', () => {
  it('writes every entry that matches the filters, not just the page shown', async () => {
    const { scope, saved } = setup(2);
    await allSettled(filtersChanged, { scope, params: { tag: 'calm' } });
    await allSettled(exportRequested, { scope, params: 'csv' });
    expect(readAll).toHaveBeenCalledTimes(1);
    const [source, filters] = readAll.mock.calls[0] ?? [];
    expect(source?.clientId).toBe('c-1');
    expect(filters).toMatchObject({ tag: 'calm' });
    expect(saved).toHaveBeenCalledWith({ format: 'csv', entries: thirty });
    // The progress shows while the pages are read and goes away once the file is made.
    expect(scope.getState($exportProgress)).toBeNull();
  });

  it('shows how far it has come while the pages are read', async () => {
    const { scope } = setup(2);
    let release: () => void = () => undefined;
    readAll.mockImplementationOnce(async (_source, _filters, onPage) => {
      onPage?.({ read: 50, total: 120 });
      await new Promise<void>((resolve) => (release = resolve));
      return thirty;
    });
    const running = allSettled(exportRequested, { scope, params: 'json' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($exportProgress)).toEqual({ read: 50, total: 120 });
    release();
    await running;
    expect(scope.getState($exportProgress)).toBeNull();
  });

  it('keeps the free tier out', async () => {
    const { scope, saved } = setup(1);
    await allSettled(exportRequested, { scope, params: 'json' });
    expect(readAll).not.toHaveBeenCalled();
    expect(saved).not.toHaveBeenCalled();
  });

  it('says so when the entries cannot be read', async () => {
    const { scope, saved, notify } = setup(2);
    readAll.mockRejectedValueOnce(new Error('403'));
    await allSettled(exportRequested, { scope, params: 'json' });
    expect(saved).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({ type: 'error', ns: 'app_content', title: 'journal.export.failed' });
  });
});
