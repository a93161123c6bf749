import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearIdbInMemory, idbStoreInMemory } from '@/shared/lib/test-session';
import { $activeClient } from '@/entities/client';
import { $dataKey } from '@/entities/keyring';
import { $session } from '@/entities/session';
import { writeDraft } from '../api/draft-store.ts';
import { blankDraft } from '../lib/draft.ts';
import {
  $pendingDraft,
  pendingDraftDiscarded,
  pendingDraftUnwatched,
  pendingDraftWatched,
} from './pending.ts';

// IndexedDB as a Map: the real draft store (and its sealing) runs against it.
vi.mock('idb-keyval', async () => (await import('@/shared/lib/test-session')).idbKeyvalInMemory);
/** The reflection drafts this device holds (the draft store's IndexedDB, in memory). */
const drafts = idbStoreInMemory('emotion-guru-reflection-drafts', 'reflection');

const session: AuthData = {
  token: 't',
  expireDate: '2099-01-01T00:00:00.000Z',
  userId: 'u-1',
  roles: [],
  groups: [],
};

function setup(dataKey: CryptoKey | null = null, clientId = 'c-1') {
  return fork({
    values: [
      [$session, session],
      [$activeClient, { id: clientId, name: 'Ada', isActive: true }],
      [$dataKey, dataKey],
    ],
  });
}

const started = { ...blankDraft(new Date()), title: 'Team meeting', thoughts: 'Nobody listens.' };

beforeEach(() => clearIdbInMemory());

describe('continue where you left off', () => {
  it('finds the new reflection left unsaved for this user and client, with its title', async () => {
    await writeDraft('u-1:c-1', { draft: started, step: 4 }, null);
    const scope = setup();
    await allSettled(pendingDraftWatched, { scope });
    expect(scope.getState($pendingDraft)).toEqual({ kind: 'open', title: 'Team meeting' });

    // Another client's slot holds nothing.
    const other = setup(null, 'c-2');
    await allSettled(pendingDraftWatched, { scope: other });
    expect(other.getState($pendingDraft)).toBeNull();
  });

  it('ignores a draft with nothing entered, and an edit’s draft', async () => {
    await writeDraft('u-1:c-1', { draft: blankDraft(new Date()), step: 1 }, null);
    await writeDraft('u-1:c-1:edit:r-1', { draft: started, step: 6 }, null);
    const scope = setup();
    await allSettled(pendingDraftWatched, { scope });
    expect(scope.getState($pendingDraft)).toBeNull();
  });

  it('says a sealed draft is there while locked, and names it once unlocked', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await writeDraft('u-1:c-1', { draft: started, step: 2 }, key);
    const scope = setup();
    await allSettled(pendingDraftWatched, { scope });
    expect(scope.getState($pendingDraft)).toEqual({ kind: 'locked' });
    await allSettled($dataKey, { scope, params: key });
    expect(scope.getState($pendingDraft)).toEqual({ kind: 'open', title: 'Team meeting' });
  });

  it('discards the draft from the device; leaving the page forgets what it showed', async () => {
    await writeDraft('u-1:c-1', { draft: started, step: 4 }, null);
    const scope = setup();
    await allSettled(pendingDraftWatched, { scope });
    await allSettled(pendingDraftDiscarded, { scope });
    expect(scope.getState($pendingDraft)).toBeNull();
    expect(drafts.has('u-1:c-1')).toBe(false);

    await writeDraft('u-1:c-1', { draft: started, step: 4 }, null);
    await allSettled(pendingDraftWatched, { scope });
    expect(scope.getState($pendingDraft)).not.toBeNull();
    await allSettled(pendingDraftUnwatched, { scope });
    expect(scope.getState($pendingDraft)).toBeNull();
  });
});
