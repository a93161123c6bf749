import type { VegLoop } from '@emotion-guru/platform-sdk';
import { LOOP_TITLE_CONTEXT, openSealedText } from '@/entities/reflection';
import { decryptText, encryptText, isEncryptedText } from '@/shared/lib/local-encryption';
import { TEXT_FIELDS, type ReflectionDraft, type ReflectionFields, type TextField } from './draft.ts';

/**
 * AES-GCM additional data per field, as the journal's (`VegJournal.title`): a sealed title cannot be
 * passed off as thoughts, nor a reflection's field as a journal's.
 */
export const REFLECTION_CONTEXTS: Record<TextField, string> = {
  title: 'VegReflection.title',
  description: 'VegReflection.description',
  thoughts: 'VegReflection.thoughts',
  actions: 'VegReflection.actions',
  needs: 'VegReflection.needs',
};

/** The local draft's own contexts (a stored draft is not a platform record). */
const DRAFT_CONTEXT = (field: TextField | 'loopTitle') => `reflection-draft.${field}`;

/**
 * Seals the reflection's free-text fields with the data key (fresh IVs), or passes them through when
 * encryption is off. Empty fields stay empty (nothing to hide, and a reader sees "nothing" rather than "locked").
 */
export async function sealReflectionFields(
  dataKey: CryptoKey | null,
  fields: ReflectionFields,
): Promise<ReflectionFields> {
  if (dataKey === null) return fields;
  const sealed = { ...fields };
  for (const field of TEXT_FIELDS) {
    const value = fields[field];
    if (value.length > 0) sealed[field] = await encryptText(dataKey, value, REFLECTION_CONTEXTS[field]);
  }
  return sealed;
}

export async function sealLoopTitle(dataKey: CryptoKey | null, title: string): Promise<string> {
  return dataKey === null ? title : encryptText(dataKey, title, LOOP_TITLE_CONTEXT);
}

/** A loop's title as this reader may see it: null when it is sealed and cannot be opened here. */
export function revealLoopTitle(
  loop: Pick<VegLoop, 'title' | 'createdBy_id' | 'lastUpdatedBy_id'>,
  reader: { dataKey: CryptoKey | null; userId: string },
): Promise<string | null> {
  return openSealedText(loop.title ?? '', loop, reader, LOOP_TITLE_CONTEXT);
}

/** The draft with its free texts (and a new loop's name) sealed for local storage. */
export async function sealDraft(draft: ReflectionDraft, dataKey: CryptoKey): Promise<ReflectionDraft> {
  const sealed = { ...draft };
  for (const field of TEXT_FIELDS)
    sealed[field] = await encryptText(dataKey, draft[field], DRAFT_CONTEXT(field));
  if (draft.loop.kind === 'new')
    sealed.loop = {
      kind: 'new',
      title: await encryptText(dataKey, draft.loop.title, DRAFT_CONTEXT('loopTitle')),
    };
  return sealed;
}

/** Opens a sealed draft (throws when the key is not the one that sealed it). */
export async function openDraft(draft: ReflectionDraft, dataKey: CryptoKey): Promise<ReflectionDraft> {
  const open = async (value: string, field: TextField | 'loopTitle') =>
    isEncryptedText(value) ? decryptText(dataKey, value, DRAFT_CONTEXT(field)) : value;
  const opened = { ...draft };
  for (const field of TEXT_FIELDS) opened[field] = await open(draft[field], field);
  if (draft.loop.kind === 'new')
    opened.loop = { kind: 'new', title: await open(draft.loop.title, 'loopTitle') };
  return opened;
}
