import type { AuthData, VegReflection } from '@emotion-guru/platform-sdk';
import { allSettled, fork, type Scope } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearIdbInMemory, idbStoreInMemory } from '@/shared/lib/test-session';
import { $activeClient } from '@/entities/client';
import { $dataKey } from '@/entities/keyring';
import { $session } from '@/entities/session';
import { decryptText, encryptText, isEncryptedText } from '@/shared/lib/local-encryption';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { readQueuedWrites } from '@/shared/lib/network';
import { removeDraft, writeDraft } from '../api/draft-store.ts';
import { createLoop, saveReflectionRecord, type ReflectionInput } from '../api/reflection-api.ts';
import { blankDraft, STEPS, type ReflectionDraft } from '../lib/draft.ts';
import {
  $canMarkPrivate,
  $draftLocked,
  $editState,
  $errors,
  $saveBlocked,
  $saveFailed,
  $queued,
  $savedId,
  $wizard,
  backRequested,
  draftDiscarded,
  editOpened,
  fieldChanged,
  nextRequested,
  saveRequested,
  saveUnencryptedRequested,
  skipRequested,
  stepSelected,
  wizardClosed,
  wizardOpened,
} from './wizard.ts';

// IndexedDB as a Map: the real draft store (and its sealing) runs against it.
vi.mock('idb-keyval', async () => (await import('@/shared/lib/test-session')).idbKeyvalInMemory);
/** The reflection drafts this device holds (the draft store's IndexedDB, in memory). */
const drafts = idbStoreInMemory('emotion-guru-reflection-drafts', 'reflection');
vi.mock('../api/reflection-api.ts', () => ({
  fetchClientLoops: vi.fn(() => Promise.resolve([])),
  fetchClientTags: vi.fn(() => Promise.resolve([])),
  createLoop: vi.fn(() => Promise.resolve('loop-new')),
  saveReflectionRecord: vi.fn(),
}));
vi.mock('@/shared/api/client-tags.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  ensureTagIds: vi.fn((names: string[]) => Promise.resolve(names.map((name) => `tag-${name}`))),
}));
// The reflection an edit opens: what the platform answers for its id (null: none the user may read).
const platform = vi.hoisted(() => ({ reflection: null as VegReflection | null }));
vi.mock('@/entities/reflection/api/reflection-api.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getReflectionRecord: vi.fn(() => Promise.resolve(platform.reflection)),
}));
vi.mock('@/entities/emotion/api/emotion-api.ts', () => ({ fetchEmotionCatalogue: vi.fn(() => []) }));
// Whether encryption is on comes from the user's keyring: a test turns it on or off.
const keyring = vi.hoisted(() => ({ stored: null as { id: string; keyring: object } | null }));
vi.mock('@/entities/keyring/api/keyring-api.ts', () => ({
  fetchKeyring: vi.fn(() => Promise.resolve(keyring.stored)),
  storeKeyring: vi.fn(),
}));

const saveRecord = vi.mocked(saveReflectionRecord);
const newLoop = vi.mocked(createLoop);

const session: AuthData = {
  token: 't',
  expireDate: '2099-01-01T00:00:00.000Z',
  userId: 'u-1',
  roles: [],
  groups: [],
};
const DRAFT_ID = 'u-1:c-1';
const EMOTIONS_STEP = STEPS.indexOf('emotions');
const REVIEW = STEPS.indexOf('review');

async function aesKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** With a data key: encryption on and unlocked; without: off, unless `encryption: 'locked'`. */
function setup(dataKey: CryptoKey | null = null, encryption: 'off' | 'locked' = 'off') {
  keyring.stored = dataKey !== null || encryption === 'locked' ? { id: 'k-1', keyring: {} } : null;
  const notify = vi.fn();
  const scope = fork({
    values: [
      [$session, session],
      [$activeClient, { id: 'c-1', name: 'Ada', isActive: true }],
      [$dataKey, dataKey],
    ],
    handlers: [[notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)]],
  });
  return { scope, notify };
}

const filled: Partial<ReflectionDraft> = {
  title: 'Team meeting',
  description: 'My idea was dismissed.',
  tags: ['work'],
  timing: 4,
  emotions: [
    { emotionId: 'e-anger', level: 2 },
    { emotionId: 'e-sadness', level: 1 },
  ],
  body: [{ area: 'chest', intensity: 4 }],
  thoughts: 'Nobody listens.',
  actions: '',
  needs: 'To be heard.',
};

async function toReview(scope: Scope, change: Partial<ReflectionDraft> = filled) {
  await allSettled(wizardOpened, { scope });
  await allSettled(fieldChanged, { scope, params: change });
  for (let step = 0; step < REVIEW; step++) await allSettled(nextRequested, { scope });
}

beforeEach(() => {
  platform.reflection = null;
  clearIdbInMemory();
  saveRecord.mockReset().mockResolvedValue('r-new');
  newLoop.mockClear();
});

describe('the reflection wizard: steps', () => {
  it('moves on with Next or Skip through every step but the emotions, which need one word', async () => {
    const { scope } = setup();
    await allSettled(wizardOpened, { scope });
    await allSettled(nextRequested, { scope }); // event, nothing entered
    await allSettled(skipRequested, { scope }); // timing, skipped
    expect(scope.getState($wizard).step).toBe(EMOTIONS_STEP);

    await allSettled(skipRequested, { scope });
    await allSettled(nextRequested, { scope });
    expect(scope.getState($wizard).step).toBe(EMOTIONS_STEP);
    expect(scope.getState($errors)).toEqual({ emotions: 'emotionRequired' });

    await allSettled(fieldChanged, { scope, params: { emotions: [{ emotionId: 'e-joy', level: 2 }] } });
    expect(scope.getState($errors)).toEqual({});
    await allSettled(nextRequested, { scope });
    expect(scope.getState($wizard).step).toBe(EMOTIONS_STEP + 1);
  });

  it('goes back one step or to any earlier step, never ahead', async () => {
    const { scope } = setup();
    await toReview(scope);
    await allSettled(backRequested, { scope });
    expect(scope.getState($wizard).step).toBe(REVIEW - 1);
    await allSettled(stepSelected, { scope, params: REVIEW });
    expect(scope.getState($wizard).step).toBe(REVIEW - 1);
    await allSettled(stepSelected, { scope, params: 0 });
    expect(scope.getState($wizard).step).toBe(0);
  });

  it('holds a step with a wrong field (a date cleared) until it is corrected', async () => {
    const { scope } = setup();
    await allSettled(wizardOpened, { scope });
    await allSettled(fieldChanged, { scope, params: { date: '' } });
    await allSettled(nextRequested, { scope });
    expect(scope.getState($wizard).step).toBe(0);
    expect(scope.getState($errors)).toEqual({ date: 'dateInvalid' });
    await allSettled(fieldChanged, { scope, params: { date: '2026-11-20T18:30' } });
    expect(scope.getState($errors)).toEqual({});
  });

  it('asks a name for a new loop, and sends Save back to the first step with an error', async () => {
    const { scope } = setup();
    await toReview(scope, { emotions: [{ emotionId: 'e-joy', level: 2 }], loop: { kind: 'new', title: '' } });
    // The loop step held Next: still there.
    expect(scope.getState($wizard).step).toBe(STEPS.indexOf('loop'));
    expect(scope.getState($errors)).toEqual({ loop: 'loopTitleRequired' });
    await allSettled(skipRequested, { scope });
    await allSettled(saveRequested, { scope });
    expect(saveRecord).not.toHaveBeenCalled();
    expect(scope.getState($wizard).step).toBe(STEPS.indexOf('loop'));
  });
});

describe('the reflection wizard: the local draft', () => {
  it('keeps every change and step locally and brings it back after a reload', async () => {
    const first = setup().scope;
    await allSettled(wizardOpened, { scope: first });
    await allSettled(fieldChanged, { scope: first, params: { title: 'Team meeting', timing: 1 } });
    await allSettled(nextRequested, { scope: first });
    expect(drafts.get(DRAFT_ID)).toMatchObject({
      step: 1,
      sealed: false,
      draft: { title: 'Team meeting' },
    });

    // A reload: a new scope opens the wizard again.
    const reloaded = setup().scope;
    await allSettled(wizardOpened, { scope: reloaded });
    expect(scope(reloaded)).toMatchObject({
      step: 1,
      restored: true,
      draft: { title: 'Team meeting', timing: 1 },
    });

    // Start over: gone here and on the device.
    await allSettled(draftDiscarded, { scope: reloaded });
    expect(scope(reloaded).draft.title).toBe('');
    expect(drafts.has(DRAFT_ID)).toBe(false);

    function scope(s: Scope) {
      return s.getState($wizard);
    }
  });

  it('seals the draft’s free texts with the data key, waits while locked, and restores after unlocking', async () => {
    const key = await aesKey();
    const { scope } = setup(key);
    await allSettled(wizardOpened, { scope });
    await allSettled(fieldChanged, {
      scope,
      params: { title: 'Secret', thoughts: 'Private thought', loop: { kind: 'new', title: 'Mondays' } },
    });
    const stored = drafts.get(DRAFT_ID) as { sealed: boolean; draft: ReflectionDraft };
    expect(stored.sealed).toBe(true);
    expect(isEncryptedText(stored.draft.title)).toBe(true);
    expect(isEncryptedText(stored.draft.thoughts)).toBe(true);
    expect(stored.draft.loop.kind === 'new' && isEncryptedText(stored.draft.loop.title)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('Private thought');

    // After a reload the key is gone: the draft waits, and typing does not overwrite it.
    const locked = setup(null, 'locked').scope;
    await allSettled(wizardOpened, { scope: locked });
    expect(locked.getState($draftLocked)).toBe(true);
    await allSettled(fieldChanged, { scope: locked, params: { title: 'x' } });
    expect((drafts.get(DRAFT_ID) as { sealed: boolean }).sealed).toBe(true);

    await allSettled($dataKey, { scope: locked, params: key });
    expect(locked.getState($draftLocked)).toBe(false);
    expect(locked.getState($wizard).draft).toMatchObject({
      title: 'Secret',
      thoughts: 'Private thought',
      loop: { kind: 'new', title: 'Mondays' },
    });
  });
});

describe('the reflection draft store', () => {
  it('stores writes in the order asked, even while sealing, and a removal after them wins', async () => {
    const key = await aesKey();
    const older = { ...blankDraft(new Date()), title: 'T', thoughts: 'x'.repeat(4000) };
    const newer = { ...blankDraft(new Date()), title: 'Te' };
    await Promise.all([
      writeDraft('slot', { draft: older, step: 0 }, key),
      writeDraft('slot', { draft: newer, step: 1 }, null),
    ]);
    expect(drafts.get('slot')).toMatchObject({ step: 1, draft: { title: 'Te' } });
    await Promise.all([writeDraft('slot', { draft: older, step: 2 }, key), removeDraft('slot')]);
    expect(drafts.has('slot')).toBe(false);
  });
});

describe('the reflection wizard: saving', () => {
  it('saves everything for the active client, removes the draft and says so', async () => {
    const { scope, notify } = setup();
    await toReview(scope);
    await allSettled(saveRequested, { scope });
    const record = saveRecord.mock.calls[0]?.[0];
    expect(record).toMatchObject({
      client_id: 'c-1',
      title: 'Team meeting',
      description: 'My idea was dismissed.',
      timing: 4,
      emotions: [
        { emotion_id: 'e-anger', level: 2 },
        { emotion_id: 'e-sadness', level: 1 },
      ],
      bodySensations: [{ area: 'chest', intensity: 4 }],
      thoughts: 'Nobody listens.',
      actions: '',
      needs: 'To be heard.',
      tags: ['tag-work'],
      status: 1,
    });
    expect(record).not.toHaveProperty('loop_id');
    expect(scope.getState($savedId)).toBe('r-new');
    expect({ ...scope.getState($wizard).draft, date: '' }).toEqual({ ...blankDraft(new Date()), date: '' });
    expect(drafts.has(DRAFT_ID)).toBe(false);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'toasts.saved' }));
  });

  it('seals the free-text fields as the journal does when encryption is unlocked (a new loop’s name too)', async () => {
    const key = await aesKey();
    const { scope } = setup(key);
    await toReview(scope, { ...filled, loop: { kind: 'new', title: 'Meetings' } });
    await allSettled(saveRequested, { scope });
    const record = saveRecord.mock.calls[0]?.[0] as ReflectionInput;
    for (const [field, text] of [
      ['title', 'Team meeting'],
      ['description', 'My idea was dismissed.'],
      ['thoughts', 'Nobody listens.'],
      ['needs', 'To be heard.'],
    ] as const) {
      expect(isEncryptedText(record[field]), field).toBe(true);
      expect(await decryptText(key, record[field], `VegReflection.${field}`)).toBe(text);
    }
    expect(record.actions).toBe('');
    expect(record.loop_id).toBe('loop-new');
    const [clientId, loopTitle] = newLoop.mock.calls[0] ?? [];
    expect(clientId).toBe('c-1');
    expect(await decryptText(key, loopTitle ?? '', 'VegLoop.title')).toBe('Meetings');
  });

  it('keeps everything after a failed save, and the retry joins the loop the first try created', async () => {
    const { scope, notify } = setup();
    await toReview(scope, { ...filled, loop: { kind: 'new', title: 'Meetings' } });
    saveRecord.mockRejectedValueOnce(new Error('503'));
    await allSettled(saveRequested, { scope });
    expect(scope.getState($saveFailed)).toBe(true);
    expect(scope.getState($wizard)).toMatchObject({ step: REVIEW, draft: { title: 'Team meeting' } });
    expect(scope.getState($wizard).draft.loop).toEqual({ kind: 'existing', id: 'loop-new' });
    expect(drafts.get(DRAFT_ID)).toMatchObject({ draft: { title: 'Team meeting' } });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'toasts.failed' }));

    await allSettled(saveRequested, { scope });
    expect(newLoop).toHaveBeenCalledTimes(1);
    expect(saveRecord.mock.calls[1]?.[0]).toMatchObject({ loop_id: 'loop-new' });
    expect(scope.getState($savedId)).toBe('r-new');
  });

  it('offline, keeps the reflection on the device with the loop to start, and leaves the wizard for the list', async () => {
    const { scope, notify } = setup();
    await toReview(scope, { ...filled, loop: { kind: 'new', title: 'Meetings' } });
    newLoop.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await allSettled(saveRequested, { scope });

    const queued = await readQueuedWrites('u-1');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'reflection',
      label: 'Team meeting',
      payload: {
        record: { client_id: 'c-1', title: 'Team meeting', status: 1 },
        tagNames: ['work'],
        loop: { kind: 'new', title: 'Meetings' },
        base: null,
      },
    });
    expect(saveRecord).not.toHaveBeenCalled();
    expect(scope.getState($queued)).toBe(true);
    expect(scope.getState($savedId)).toBeNull();
    expect(drafts.has(DRAFT_ID)).toBe(false);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'toasts.queued' }));
  });

  it('never saves in clear while encryption is locked here, unless the user says so', async () => {
    const { scope } = setup(null, 'locked');
    await toReview(scope);
    await allSettled(saveRequested, { scope });
    expect(scope.getState($saveBlocked)).toBe('locked');
    expect(saveRecord).not.toHaveBeenCalled();
    await allSettled(saveUnencryptedRequested, { scope });
    expect(saveRecord.mock.calls[0]?.[0]).toMatchObject({ title: 'Team meeting' });
  });
});

/** A saved reflection of client c-1 as the platform holds it (written by u-1). */
function savedReflection(change: Partial<VegReflection> = {}): VegReflection {
  return {
    id: 'r-1',
    client_id: 'c-1',
    title: 'Family dinner',
    description: 'Work talk again.',
    date: '2026-11-20T18:30:00.000Z',
    timing: 2,
    emotions: [{ emotion_id: 'e-anger', level: 4 }],
    bodySensations: [{ area: 'throat', intensity: 1 }],
    thoughts: 'Not again.',
    actions: '',
    needs: 'Quiet.',
    loop_id: 'loop-1',
    loop: { id: 'loop-1', title: 'Dinners' },
    tags: [{ id: 'tag-1', name: 'family' }],
    private: false,
    status: 1,
    createdBy_id: 'u-1',
    ...change,
  };
}
const EDIT_DRAFT_ID = 'u-1:c-1:edit:r-1';

describe('the reflection wizard: editing a saved reflection', () => {
  it('opens on the review with everything the reflection holds, and saves it as an update', async () => {
    platform.reflection = savedReflection();
    const { scope, notify } = setup();
    await allSettled(editOpened, { scope, params: 'r-1' });
    expect(scope.getState($editState)).toBe('ready');
    const { draft, step, restored } = scope.getState($wizard);
    expect({ step, restored }).toEqual({ step: REVIEW, restored: false });
    expect(draft).toMatchObject({
      title: 'Family dinner',
      description: 'Work talk again.',
      timing: 2,
      emotions: [{ emotionId: 'e-anger', level: 4 }],
      body: [{ area: 'throat', intensity: 1 }],
      thoughts: 'Not again.',
      needs: 'Quiet.',
      tags: ['family'],
      loop: { kind: 'existing', id: 'loop-1' },
    });
    expect(new Date(draft.date).toISOString()).toBe('2026-11-20T18:30:00.000Z');

    // Taken out of its loop, timing cleared: the update says so rather than leaving them out.
    await allSettled(fieldChanged, { scope, params: { thoughts: 'Maybe next time.', timing: null } });
    await allSettled(fieldChanged, { scope, params: { loop: { kind: 'none' } } });
    await allSettled(saveRequested, { scope });
    expect(saveRecord).toHaveBeenCalledTimes(1);
    expect(saveRecord.mock.calls[0]?.[0]).toMatchObject({
      id: 'r-1',
      client_id: 'c-1',
      title: 'Family dinner',
      thoughts: 'Maybe next time.',
      timing: null,
      loop_id: null,
      tags: ['tag-family'],
      emotions: [{ emotion_id: 'e-anger', level: 4 }],
    });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'toasts.updated' }),
    );
    expect(drafts.has(EDIT_DRAFT_ID)).toBe(false);
  });

  it('keeps an edit’s draft apart from a new reflection’s, brings it back, and discards it to the saved one', async () => {
    platform.reflection = savedReflection();
    const newOne = setup().scope;
    await allSettled(wizardOpened, { scope: newOne });
    await allSettled(fieldChanged, { scope: newOne, params: { title: 'A new one' } });
    await allSettled(wizardClosed, { scope: newOne });

    const first = setup().scope;
    await allSettled(editOpened, { scope: first, params: 'r-1' });
    await allSettled(fieldChanged, { scope: first, params: { needs: 'A walk.' } });
    expect(drafts.get(EDIT_DRAFT_ID)).toMatchObject({
      draft: { title: 'Family dinner', needs: 'A walk.' },
    });
    expect(drafts.get(DRAFT_ID)).toMatchObject({ draft: { title: 'A new one' } });

    // A reload: the edit comes back with its change, the new reflection with its own.
    const reloaded = setup().scope;
    await allSettled(editOpened, { scope: reloaded, params: 'r-1' });
    expect(reloaded.getState($wizard)).toMatchObject({ restored: true, draft: { needs: 'A walk.' } });
    await allSettled(draftDiscarded, { scope: reloaded });
    expect(reloaded.getState($wizard)).toMatchObject({
      restored: false,
      step: REVIEW,
      draft: { needs: 'Quiet.' },
    });
    expect(drafts.has(EDIT_DRAFT_ID)).toBe(false);

    const again = setup().scope;
    await allSettled(wizardOpened, { scope: again });
    expect(again.getState($wizard).draft.title).toBe('A new one');
  });

  it('opens a sealed reflection with the key and seals the edited texts again; locked, it waits for the key', async () => {
    const key = await aesKey();
    platform.reflection = savedReflection({
      title: await encryptText(key, 'Family dinner', 'VegReflection.title'),
      thoughts: await encryptText(key, 'Not again.', 'VegReflection.thoughts'),
      description: '',
      needs: '',
    });

    const locked = setup(null, 'locked').scope;
    await allSettled(editOpened, { scope: locked, params: 'r-1' });
    expect(locked.getState($editState)).toBe('locked');
    expect(locked.getState($wizard).draft.title).toBe('');
    await allSettled($dataKey, { scope: locked, params: key });
    expect(locked.getState($editState)).toBe('ready');
    expect(locked.getState($wizard).draft).toMatchObject({ title: 'Family dinner', thoughts: 'Not again.' });

    await allSettled(fieldChanged, { scope: locked, params: { thoughts: 'Next time I say it.' } });
    expect(JSON.stringify(drafts.get(EDIT_DRAFT_ID))).not.toContain('Next time');
    await allSettled(saveRequested, { scope: locked });
    const record = saveRecord.mock.calls[0]?.[0] as ReflectionInput;
    expect(record.id).toBe('r-1');
    expect(await decryptText(key, record.title, 'VegReflection.title')).toBe('Family dinner');
    expect(await decryptText(key, record.thoughts, 'VegReflection.thoughts')).toBe('Next time I say it.');
  });

  it('says so when the reflection is not there (or not the user’s), and saves nothing', async () => {
    const { scope } = setup();
    await allSettled(editOpened, { scope, params: 'r-gone' });
    expect(scope.getState($editState)).toBe('notFound');
    await allSettled(saveRequested, { scope });
    expect(saveRecord).not.toHaveBeenCalled();
  });
});

describe('the reflection wizard: private reflections', () => {
  it('lets the client’s own user keep a reflection private, and never a caretaker', async () => {
    const own = fork({
      values: [
        [$session, session],
        [$activeClient, { id: 'c-1', name: 'Ada', isActive: true, user_id: 'u-1' }],
        [$dataKey, null],
      ],
    });
    expect(own.getState($canMarkPrivate)).toBe(true);
    await toReview(own, { ...filled, private: true });
    await allSettled(saveRequested, { scope: own });
    expect(saveRecord.mock.calls[0]?.[0]).toMatchObject({ private: true, title: 'Team meeting' });

    // A caretaker (the client is someone else's account, or has none): not offered.
    expect(setup().scope.getState($canMarkPrivate)).toBe(false);
  });
});
