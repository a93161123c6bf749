import { JournalStatus } from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { attach, combine, createEvent, createStore, merge, sample } from 'effector';
import { $activeClient, $activeClientId } from '@/entities/client';
import { $emotionCatalogue, emotionCatalogueRequested } from '@/entities/emotion';
import { $dataKey, gateSaveOnEncryption, keyringRequested, type SaveBlock } from '@/entities/keyring';
import {
  $reflection,
  $reflectionStatus,
  isReadable,
  reflectionClosed,
  reflectionOpened,
  reflectionsChanged,
  QUEUED_REFLECTION,
  type QueuedReflection,
  type Reflection,
} from '@/entities/reflection';
import { $currentUser, logoutFx } from '@/entities/session';
import { ensureTagIds, isOfflineFailure } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { queueWrite } from '@/shared/lib/network';
import { unsavedWorkChanged } from '@/shared/lib/unsaved-work';
import { draftKey, readDraft, removeDraft, writeDraft } from '../api/draft-store.ts';
import { createLoop, saveReflectionRecord } from '../api/reflection-api.ts';
import {
  blankDraft,
  draftFromReflection,
  firstStepWithErrors,
  hasErrors,
  isDraftDirty,
  REVIEW_STEP,
  STEPS,
  stepErrors,
  toReflectionFields,
  validateDraft,
  withEmotionIds,
  type DraftErrors,
  type DraftField,
  type ReflectionDraft,
} from '../lib/draft.ts';
import { sealLoopTitle, sealReflectionFields } from '../lib/seal.ts';
import { $listSource, loopsQuery, tagsQuery } from './lists.ts';

export interface WizardState {
  draft: ReflectionDraft;
  /** Index into STEPS. */
  step: number;
  /** The draft came back from local storage (after a reload, a crash or a failed save). */
  restored: boolean;
}

function freshWizard(): WizardState {
  return { draft: blankDraft(new Date()), step: 0, restored: false };
}

/** The wizard's page opened: restore a draft left unsaved, load what the steps offer. */
export const wizardOpened = createEvent();
/**
 * The wizard opened on a saved reflection (its id), to edit it: prefilled with everything it holds, or with
 * the changes left unsaved on this device (an edit's draft is kept apart from a new reflection's).
 */
export const editOpened = createEvent<string>();
export const wizardClosed = createEvent();
export const fieldChanged = createEvent<Partial<ReflectionDraft>>();
/** The emotion picker's chosen ids changed (new words take their catalogue level). */
export const emotionsPicked = createEvent<string[]>();
export const nextRequested = createEvent();
export const backRequested = createEvent();
/** Moves on without checking (every step but the emotions and the review may be skipped). */
export const skipRequested = createEvent();
/** Back to an earlier step (the stepper's completed steps, the review's "Edit" links). */
export const stepSelected = createEvent<number>();
export const saveRequested = createEvent();
/** Saves in clear although encryption is on but locked here (the user says so; never silently). */
export const saveUnencryptedRequested = createEvent();
/** Start over: the draft is dropped, here and in local storage. */
export const draftDiscarded = createEvent();

/** Either way of opening: a new reflection or an edit. */
const opened = merge([wizardOpened, editOpened]);

const $opened = createStore(false)
  .on(opened, () => true)
  .reset(wizardClosed, logoutFx.finally);

/** The reflection being edited; null for a new one (set on each opening). */
export const $editId = createStore<string | null>(null)
  .on(wizardOpened, () => null)
  .on(editOpened, (_, id) => id)
  .reset(logoutFx.finally);

/** The user and client the wizard writes for (one new reflection's draft each). */
const $slot = combine($currentUser, $activeClientId, (user, clientId) =>
  user && clientId ? draftKey(user.userId, clientId) : null,
);

/** The edit draft's key for one reflection (apart from the new reflection's draft of the same slot). */
export function editDraftKey(slot: string, reflectionId: string): string {
  return `${slot}:edit:${reflectionId}`;
}

/** One draft slot per user and client (and one more per reflection being edited); null while unknown. */
export const $draftId = combine($slot, $editId, (slot, editId) =>
  slot === null ? null : editId === null ? slot : editDraftKey(slot, editId),
);

export const $wizard = createStore<WizardState>(freshWizard())
  .on(fieldChanged, (state, change) => ({ ...state, draft: { ...state.draft, ...change } }))
  .on(backRequested, (state) => ({ ...state, step: Math.max(0, state.step - 1) }))
  .on(stepSelected, (state, step) => (step >= 0 && step <= state.step ? { ...state, step } : state))
  .on(skipRequested, (state) =>
    STEPS[state.step] === 'emotions' || state.step >= REVIEW_STEP
      ? state
      : { ...state, step: state.step + 1 },
  )
  .reset(logoutFx.finally);
export const $draft = $wizard.map((state) => state.draft);
// An app update waits for the user while the wizard holds a new reflection's answers or an edit is open.
sample({
  clock: combine(
    $opened,
    $editId,
    $draft,
    (open, editId, draft) => open && (editId !== null || isDraftDirty(draft, blankDraft(new Date()))),
  ),
  fn: (unsaved) => ({ key: 'reflection-wizard', unsaved }),
  target: unsavedWorkChanged,
});
/**
 * Whether the user may mark the reflection private: only the client's own user (an individual, or a
 * client with an account of their own), never their caretaker, who would then lose sight of it.
 */
export const $canMarkPrivate = combine(
  $activeClient,
  $currentUser,
  (client, user) => client !== null && user !== null && client.user_id === user.userId,
);
export const $step = $wizard.map((state) => state.step);

/** Errors shown: a step's after Next, all after Save; each goes as soon as its field is corrected. */
export const $errors = createStore<DraftErrors>({}).reset(opened, draftDiscarded, logoutFx.finally);
export const $saveFailed = createStore(false).reset(opened, draftDiscarded, saveRequested);
/** A sealed draft waits in storage but the data key is locked: unlocking brings it back. */
export const $draftLocked = createStore(false).reset(opened, draftDiscarded, logoutFx.finally);
/** The id of the reflection just saved (the page goes to it). */
export const $savedId = createStore<string | null>(null).reset(opened, wizardClosed, logoutFx.finally);

/** The reflection being edited as the platform holds it now (readable or not); null while loading or new. */
export const $original = createStore<Reflection | null>(null, { serialize: 'ignore' }).reset(
  opened,
  wizardClosed,
  logoutFx.finally,
);
/** The edited reflection as a draft: what "discard my changes" goes back to; null for a new one. */
export const $savedDraft = $original.map((original) =>
  original !== null && isReadable(original) ? draftFromReflection(original, new Date()) : null,
);
/** The stored draft was looked for on opening (an edit is prefilled only once it is known there is none). */
const $draftRead = createStore(false).reset(opened, wizardClosed, logoutFx.finally);
/** The edit's draft holds the reflection (prefilled or restored): the steps can be shown. */
const $editReady = createStore(false).reset(opened, wizardClosed, logoutFx.finally);

/**
 * Where an edit stands: `new` (not an edit), `loading`, `ready`, `notFound` (deleted, or not the user's),
 * `failed` (the load failed; the page offers to retry), `locked` (sealed and local encryption locked here)
 * or `damaged` (sealed texts that do not open).
 */
export type EditState = 'new' | 'loading' | 'ready' | 'notFound' | 'failed' | 'locked' | 'damaged';
export const $editState = combine(
  {
    editId: $editId,
    ready: $editReady,
    original: $original,
    status: $reflectionStatus,
    reflection: $reflection,
  },
  ({ editId, ready, original, status, reflection }): EditState => {
    if (editId === null) return 'new';
    if (ready) return 'ready';
    if (status === 'fail') return 'failed';
    if (status === 'done' && reflection === null) return 'notFound';
    if (original?.protection === 'locked') return 'locked';
    if (original?.protection === 'damaged') return 'damaged';
    return 'loading';
  },
);
/** The edited reflection failed to load: try again. */
export const editReloadRequested = createEvent();

export const persistDraftFx = attach({
  source: { id: $draftId, key: $dataKey },
  effect: async ({ id, key }, value: { draft: ReflectionDraft; step: number }) => {
    if (id) await writeDraft(id, value, key);
  },
});
/** Reads the stored draft on opening, or again once unlocking makes a sealed one readable. */
export const readDraftFx = attach({
  source: { id: $draftId, key: $dataKey },
  effect: async ({ id, key }, reason: 'open' | 'unlock') => ({
    reason,
    result: id ? await readDraft(id, key) : null,
  }),
});
export const removeDraftFx = attach({
  source: $draftId,
  effect: async (id) => {
    if (id) await removeDraft(id);
  },
});

/** A failed save after its new loop was created: the retry joins that loop instead of starting another. */
export class ReflectionSaveError extends Error {
  constructor(
    cause: unknown,
    readonly createdLoopId: string | null,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ReflectionSaveError';
  }
}

/** How a save ended: on the platform, or kept on this device until the connection is back (offline). */
export type SaveOutcome = { queued: false; id: string } | { queued: true };

export const saveReflectionFx = attach({
  source: { activeClientId: $activeClientId, key: $dataKey, original: $original, user: $currentUser },
  effect: async ({ activeClientId, key, original, user }, draft: ReflectionDraft): Promise<SaveOutcome> => {
    // An edit stays with the reflection's own client.
    const clientId = original?.clientId ?? activeClientId;
    if (!clientId) throw new Error('No active client to reflect for');
    const fields = await sealReflectionFields(key, toReflectionFields(draft));
    // An edit names what it clears (no timing, no loop); a new reflection leaves them out.
    const record = {
      ...(original === null ? {} : { id: original.id, timing: null, loop_id: null }),
      ...fields,
      client_id: clientId,
      status: JournalStatus.Saved,
    };
    let loop: QueuedReflection['loop'] =
      draft.loop.kind === 'existing'
        ? { kind: 'existing', id: draft.loop.id }
        : draft.loop.kind === 'new'
          ? { kind: 'new', title: await sealLoopTitle(key, draft.loop.title.trim()) }
          : null;
    let createdLoopId: string | null = null;
    try {
      const tags = await ensureTagIds(draft.tags);
      if (loop?.kind === 'new') {
        createdLoopId = await createLoop(clientId, loop.title);
        loop = { kind: 'existing', id: createdLoopId };
      }
      const id = await saveReflectionRecord({
        ...record,
        tags,
        ...(loop === null ? {} : { loop_id: loop.id }),
      });
      return { queued: false, id };
    } catch (error) {
      // Offline: the reflection waits on this device (sealed as it would be sent) and goes once back online.
      if (user && isOfflineFailure(error)) {
        await queueWrite<QueuedReflection>({
          owner: user.userId,
          kind: QUEUED_REFLECTION,
          payload: { record, tagNames: draft.tags, loop, base: original?.record.lastUpdateDate ?? null },
          label: key ? '' : draft.title.trim(),
        });
        return { queued: true };
      }
      throw new ReflectionSaveError(error, createdLoopId);
    }
  },
});

/** Saving a reflection: a mutation (status, one outcome per save) around the platform writes. */
export const saveReflectionMutation = createMutation({
  name: 'reflection-wizard/save',
  effect: saveReflectionFx,
});
export const $saving = saveReflectionMutation.$pending;
const reflectionSaved = saveReflectionMutation.finished.success;

/**
 * Why a save waits for the user: encryption is on but locked on this device (saving now would store the
 * reflection readable), or whether it is on is not known yet.
 */
export const $saveBlocked = createStore<SaveBlock>(null).reset(
  opened,
  draftDiscarded,
  reflectionSaved,
  $dataKey.updates,
);

// Opening: a fresh wizard, then the draft left here (if any); the steps' lists load.
$wizard.on(opened, () => freshWizard());
sample({ clock: opened, fn: () => 'open' as const, target: readDraftFx });
sample({ clock: opened, target: [emotionCatalogueRequested, keyringRequested] });
sample({ clock: opened, source: $listSource, target: [loopsQuery.start, tagsQuery.start] });
// An edit loads the reflection (revealed with the reader's key, again after unlocking).
sample({
  clock: [editOpened, editReloadRequested],
  source: $editId,
  filter: Boolean,
  target: reflectionOpened,
});
sample({ clock: wizardClosed, source: $editId, filter: Boolean, target: reflectionClosed });
sample({
  clock: $reflection.updates,
  source: { editId: $editId, opened: $opened },
  filter: ({ editId, opened }, reflection) => opened && editId !== null && reflection?.id === editId,
  fn: (_, reflection) => reflection,
  target: $original,
});
// Another client (or user) while open: that slot's draft and lists.
const slotChanged = sample({ clock: $slot.updates, source: $opened, filter: (opened) => opened });
$wizard.on(slotChanged, () => freshWizard());
$draftRead.reset(slotChanged);
$editReady.reset(slotChanged);
sample({ clock: slotChanged, fn: () => 'open' as const, target: readDraftFx });
sample({ clock: slotChanged, source: $listSource, target: [loopsQuery.start, tagsQuery.start] });

$draftLocked.on(readDraftFx.doneData, (_, { result }) => result === 'locked');
$draftRead.on(readDraftFx.doneData, () => true);
$editReady.on(readDraftFx.doneData, (ready, { result }) => ready || (result !== null && result !== 'locked'));
// A restored draft replaces the wizard unless the user already began (an answer slower than their
// typing); an unlocked one always does (the wizard was closed while it waited).
$wizard.on(readDraftFx.doneData, (state, { reason, result }) => {
  if (result === null || result === 'locked') return state;
  if (reason === 'open' && isDraftDirty(state.draft, blankDraft(new Date()))) return state;
  const draft = { ...blankDraft(new Date()), ...result.draft };
  const step = Math.min(Math.max(0, Math.trunc(result.step)), REVIEW_STEP);
  return { draft, step: Number.isFinite(step) ? step : 0, restored: true };
});
// An edit without a draft here starts from the reflection as saved, on its review (every step one tap away).
const prefilled = createEvent<Reflection>();
sample({
  clock: [readDraftFx.doneData, $original.updates],
  source: { original: $original, read: $draftRead, ready: $editReady, locked: $draftLocked, opened: $opened },
  filter: ({ original, read, ready, locked, opened }) =>
    opened && read && !ready && !locked && original !== null && isReadable(original),
  fn: ({ original }) => original as Reflection,
  target: prefilled,
});
$wizard.on(prefilled, (_, original) => ({
  draft: draftFromReflection(original, new Date()),
  step: REVIEW_STEP,
  restored: false,
}));
$editReady.on(prefilled, () => true);
// Unlocking makes a sealed draft readable.
sample({
  clock: $dataKey.updates,
  source: { locked: $draftLocked, opened: $opened },
  filter: ({ locked, opened }, key) => locked && opened && key !== null,
  fn: () => 'unlock' as const,
  target: readDraftFx,
});

sample({
  clock: emotionsPicked,
  source: { draft: $draft, catalogue: $emotionCatalogue },
  fn: ({ draft, catalogue }, ids) => ({
    emotions: withEmotionIds(draft.emotions, ids, (id) => catalogue.find((e) => e.id === id)?.level ?? 2),
  }),
  target: fieldChanged,
});

// Next: the current step's fields must be right (on the emotions step: at least one word).
const nextChecked = sample({
  clock: nextRequested,
  source: $wizard,
  filter: (state) => state.step < REVIEW_STEP,
  fn: (state) => ({ state, errors: stepErrors(validateDraft(state.draft), STEPS[state.step] ?? 'review') }),
});
$errors.on(nextChecked, (shown, { errors }) => ({ ...shown, ...errors }));
$wizard.on(nextChecked, (state, { errors }) =>
  hasErrors(errors) ? state : { ...state, step: state.step + 1 },
);

// Corrected fields lose their error at once; no new error appears while typing.
sample({
  clock: fieldChanged,
  source: { wizard: $wizard, shown: $errors },
  fn: ({ wizard, shown }) => {
    const now = validateDraft(wizard.draft);
    const still: DraftErrors = {};
    for (const field of Object.keys(shown) as DraftField[]) {
      const error = now[field];
      if (error) still[field] = error;
    }
    return still;
  },
  target: $errors,
});

// Every change (and every step) is written locally at once: nothing is lost to a reload or a failed save.
sample({
  clock: [fieldChanged, nextChecked, backRequested, skipRequested, stepSelected],
  source: { wizard: $wizard, opened: $opened, locked: $draftLocked },
  filter: ({ opened, locked }) => opened && !locked,
  fn: ({ wizard }) => ({ draft: wizard.draft, step: wizard.step }),
  target: persistDraftFx,
});

// Save: every step checked; with errors, back to the first step that has one.
const saveChecked = sample({
  clock: saveRequested,
  source: $wizard,
  filter: (state) => state.step === REVIEW_STEP,
  fn: (state) => ({ state, errors: validateDraft(state.draft) }),
});
$errors.on(saveChecked, (_, { errors }) => errors);
$wizard.on(saveChecked, (state, { errors }) => {
  const step = firstStepWithErrors(errors);
  return step === null ? state : { ...state, step };
});
const validSave = sample({
  clock: saveChecked,
  filter: ({ errors }) => !hasErrors(errors),
  fn: ({ state }) => state.draft,
});
gateSaveOnEncryption({
  clock: validSave,
  source: $draft,
  open: $opened,
  blocked: $saveBlocked,
  target: saveReflectionMutation.start,
});
sample({
  clock: saveUnencryptedRequested,
  source: { draft: $draft, blocked: $saveBlocked, saving: $saving },
  filter: ({ blocked, saving }) => blocked === 'locked' && !saving,
  fn: ({ draft }) => draft,
  target: saveReflectionMutation.start,
});

// Saved: the local draft goes, the wizard starts over and the page moves on to the reflection.
$savedId.on(reflectionSaved, (_, { result }) => (result.queued ? null : result.id));
/** The reflection was kept on this device to be sent later (offline): the page goes back to the list. */
export const $queued = createStore(false)
  .on(reflectionSaved, (_, { result }) => result.queued)
  .reset(opened, wizardClosed, logoutFx.finally);
$wizard.on(reflectionSaved, () => freshWizard());
sample({ clock: reflectionSaved, target: [removeDraftFx, reflectionsChanged] });
sample({
  clock: reflectionSaved,
  source: $editId,
  fn: (editId, { result }) =>
    result.queued
      ? {
          type: 'default' as const,
          ns: 'reflection-wizard' as const,
          title: 'toasts.queued' as const,
          description: 'toasts.queuedDescription' as const,
        }
      : {
          type: 'success' as const,
          ns: 'reflection-wizard' as const,
          title: editId === null ? ('toasts.saved' as const) : ('toasts.updated' as const),
        },
  target: notifyTranslatedFx,
});

// Not saved: everything stays (here and locally); a loop it created is joined on the next try.
$saveFailed.on(saveReflectionMutation.finished.failure, () => true);
const failedLoopId = saveReflectionMutation.finished.failure.map(({ error }): string | null =>
  error instanceof ReflectionSaveError ? error.createdLoopId : null,
);
const loopCreated = sample({ clock: failedLoopId, filter: (id): id is string => id !== null });
sample({
  clock: loopCreated,
  fn: (id) => ({ loop: { kind: 'existing' as const, id } }),
  target: fieldChanged,
});
sample({ clock: loopCreated, source: $listSource, target: loopsQuery.start });
sample({
  clock: saveReflectionMutation.finished.failure,
  fn: () => ({
    type: 'error' as const,
    ns: 'reflection-wizard' as const,
    title: 'toasts.failed',
    description: 'toasts.failedDescription',
  }),
  target: notifyTranslatedFx,
});

// Start over: a new reflection is blank again; an edit goes back to the reflection as saved.
sample({ clock: draftDiscarded, target: removeDraftFx });
sample({
  clock: draftDiscarded,
  source: { editId: $editId, original: $original },
  filter: ({ editId }) => editId === null,
  fn: () => freshWizard(),
  target: $wizard,
});
sample({
  clock: draftDiscarded,
  source: { editId: $editId, original: $original },
  filter: ({ editId, original }) => editId !== null && original !== null && isReadable(original),
  fn: ({ original }) => original as Reflection,
  target: prefilled,
});
