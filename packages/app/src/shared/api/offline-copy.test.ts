import { PlatformHttpError } from '@emotion-guru/platform-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearIdbInMemory } from '@/shared/lib/test-session';
import { clearOfflineCopies, isOfflineFailure, readWithOfflineCopy } from './offline-copy.ts';

vi.mock('idb-keyval', async () => (await import('@/shared/lib/test-session')).idbKeyvalInMemory);

const offline = new TypeError('Failed to fetch');

beforeEach(() => {
  clearIdbInMemory();
  // Node has no IndexedDB: the copies need only its presence (idb-keyval itself is the in-memory one).
  vi.stubGlobal('indexedDB', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reads with a copy on the device', () => {
  it('answers online as the platform does, and offline with the last answer kept under the same key', async () => {
    expect(await readWithOfflineCopy('journal/c1', () => Promise.resolve(['old']))).toEqual(['old']);
    expect(await readWithOfflineCopy('journal/c1', () => Promise.resolve(['new']))).toEqual(['new']);
    expect(await readWithOfflineCopy('journal/c1', () => Promise.reject(offline))).toEqual(['new']);
  });

  it('fails as the read failed when nothing was kept under that key', async () => {
    await readWithOfflineCopy('journal/c1', () => Promise.resolve(['mine']));
    await expect(readWithOfflineCopy('journal/c2', () => Promise.reject(offline))).rejects.toBe(offline);
  });

  it('answers a refusal of the platform as a refusal, not with the copy', async () => {
    await readWithOfflineCopy('journal/c1', () => Promise.resolve(['mine']));
    const refused = new PlatformHttpError(new Response('', { status: 403 }), 'no');
    await expect(readWithOfflineCopy('journal/c1', () => Promise.reject(refused))).rejects.toBe(refused);
    const aborted = new DOMException('stop', 'AbortError');
    await expect(readWithOfflineCopy('journal/c1', () => Promise.reject(aborted))).rejects.toBe(aborted);
  });

  it('forgets every copy on sign-out', async () => {
    await readWithOfflineCopy('journal/c1', () => Promise.resolve(['mine']));
    await clearOfflineCopies();
    await expect(readWithOfflineCopy('journal/c1', () => Promise.reject(offline))).rejects.toBe(offline);
  });

  it('takes any failure while the browser says it is offline for a lost connection, but not a refusal', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isOfflineFailure(new Error('network'))).toBe(true);
    expect(isOfflineFailure(new PlatformHttpError(new Response('', { status: 500 }), ''))).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    expect(isOfflineFailure(new Error('bug'))).toBe(false);
    expect(isOfflineFailure(offline)).toBe(true);
  });
});
