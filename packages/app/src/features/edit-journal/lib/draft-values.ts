import { JournalStatus, JournalTiming } from '@emotion-guru/platform-sdk';
import { ENTRY_COLORS, type JournalDraft, type JournalEntry } from '@/entities/journal';
import { toLocalInput } from '@/shared/lib/local-time';

const TITLE_MAX = 200;
const CONTENT_MAX = 20_000;

export function blankDraft(now: Date): JournalDraft {
  return {
    title: '',
    content: '',
    tags: [],
    date: toLocalInput(now),
    timing: JournalTiming.After,
    status: JournalStatus.Saved,
    color: ENTRY_COLORS[0],
  };
}

export function draftFromEntry(entry: JournalEntry): JournalDraft {
  const date = new Date(entry.date);
  return {
    id: entry.id,
    ...(entry.record.lastUpdateDate ? { updatedAt: entry.record.lastUpdateDate } : {}),
    title: entry.title,
    content: entry.content,
    tags: [...entry.tags],
    date: Number.isNaN(date.getTime()) ? toLocalInput(new Date()) : toLocalInput(date),
    timing: entry.timing,
    status: entry.status,
    color: entry.color ?? ENTRY_COLORS[0],
  };
}

/** Tags as typed ("calm, work  ,#sleep") to clean, unique names. */
export function parseTags(input: string): string[] {
  const names = input
    .split(',')
    .map((tag) => tag.trim().replace(/^#+/, '').trim().toLowerCase())
    .filter((tag) => tag.length > 0 && tag.length <= 40);
  return [...new Set(names)];
}

export type DraftError = 'contentRequired' | 'titleTooLong' | 'contentTooLong' | 'dateInvalid';
export type DraftErrors = Partial<Record<'title' | 'content' | 'date', DraftError>>;

/** What is wrong with a draft, per field (empty when it can be saved). */
export function validateDraft(draft: JournalDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.content.trim().length === 0) errors.content = 'contentRequired';
  else if (draft.content.length > CONTENT_MAX) errors.content = 'contentTooLong';
  if (draft.title.length > TITLE_MAX) errors.title = 'titleTooLong';
  if (Number.isNaN(new Date(draft.date).getTime())) errors.date = 'dateInvalid';
  return errors;
}

export function hasErrors(errors: DraftErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** True when the draft holds something the user typed (worth keeping or confirming before discard). */
export function isDraftDirty(draft: JournalDraft, baseline: JournalDraft): boolean {
  return (
    draft.title !== baseline.title ||
    draft.content !== baseline.content ||
    draft.tags.join(',') !== baseline.tags.join(',') ||
    draft.date !== baseline.date ||
    draft.timing !== baseline.timing ||
    draft.status !== baseline.status ||
    draft.color !== baseline.color
  );
}
