import {
  EmotionLevel,
  JournalTiming,
  type BodyArea,
  type BodySensation,
  type ReflectionEmotion,
} from '@emotion-guru/platform-sdk';
import { toLocalInput } from '@/shared/lib/local-time';

/** The wizard's steps, in order. Only `emotions` must be filled in; every other step may be skipped. */
export const STEPS = ['event', 'timing', 'emotions', 'body', 'thoughts', 'loop', 'review'] as const;
export type StepName = (typeof STEPS)[number];
export const REVIEW_STEP = STEPS.length - 1;

/** The body map's rows, head to feet (the platform's BodyArea values); read in this order. */
export const BODY_ROWS: readonly (readonly BodyArea[])[] = [
  ['head'],
  ['face'],
  ['throat'],
  ['arms', 'shoulders', 'hands'],
  ['chest', 'back'],
  ['stomach'],
  ['legs'],
  ['feet'],
  ['whole-body'],
];
export const BODY_AREAS: readonly BodyArea[] = BODY_ROWS.flat();

export const TIMINGS = [
  ['before', JournalTiming.Before],
  ['during', JournalTiming.During],
  ['after', JournalTiming.After],
] as const;

export const LEVELS = [
  ['low', EmotionLevel.Low],
  ['medium', EmotionLevel.Medium],
  ['high', EmotionLevel.High],
] as const;

export type LevelName = (typeof LEVELS)[number][0];

export function levelName(level: EmotionLevel): LevelName {
  return LEVELS.find(([, value]) => value === level)?.[0] ?? 'medium';
}

export const TITLE_MAX = 200;
export const TEXT_MAX = 5_000;
export const DESCRIPTION_MAX = 20_000;
export const LOOP_TITLE_MAX = 120;

export interface ChosenEmotion {
  emotionId: string;
  level: EmotionLevel;
}

export interface FeltArea {
  area: BodyArea;
  intensity: EmotionLevel;
}

/** How the reflection joins a loop: not at all, an existing loop of the client, or a new one. */
export type LoopChoice = { kind: 'none' } | { kind: 'existing'; id: string } | { kind: 'new'; title: string };

/** Everything the wizard holds; the free-text fields are what local encryption seals. */
export interface ReflectionDraft {
  title: string;
  description: string;
  /** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input shows it. */
  date: string;
  tags: string[];
  timing: JournalTiming | null;
  emotions: ChosenEmotion[];
  body: FeltArea[];
  thoughts: string;
  actions: string;
  needs: string;
  loop: LoopChoice;
  /** Hidden from the client's caretaker (only the client's own user may set it; the platform enforces it). */
  private: boolean;
}

/** The free-text fields of a draft (sealed with the data key in the draft store and on the platform). */
export const TEXT_FIELDS = ['title', 'description', 'thoughts', 'actions', 'needs'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export function blankDraft(now: Date): ReflectionDraft {
  return {
    title: '',
    description: '',
    date: toLocalInput(now),
    tags: [],
    timing: null,
    emotions: [],
    body: [],
    thoughts: '',
    actions: '',
    needs: '',
    loop: { kind: 'none' },
    private: false,
  };
}

/** Tags as typed ("calm, work  ,#sleep") to clean, unique names (the journal's rule). */
export function parseTags(input: string): string[] {
  const names = input
    .split(',')
    .map((tag) => tag.trim().replace(/^#+/, '').trim().toLowerCase())
    .filter((tag) => tag.length > 0 && tag.length <= 40);
  return [...new Set(names)];
}

/**
 * The chosen emotions after the picker changed its list of ids: kept words keep their level, new words
 * start at `defaultLevel` (the catalogue word's own level: rage is high, annoyance low), in the picker's order.
 */
export function withEmotionIds(
  chosen: readonly ChosenEmotion[],
  ids: readonly string[],
  defaultLevel: (id: string) => EmotionLevel,
): ChosenEmotion[] {
  return ids.map(
    (id) => chosen.find((e) => e.emotionId === id) ?? { emotionId: id, level: defaultLevel(id) },
  );
}

export function withEmotionLevel(
  chosen: readonly ChosenEmotion[],
  emotionId: string,
  level: EmotionLevel,
): ChosenEmotion[] {
  return chosen.map((e) => (e.emotionId === emotionId ? { ...e, level } : e));
}

/** Turns an area on (at medium intensity) or off, keeping the body map's head-to-feet order. */
export function toggleArea(body: readonly FeltArea[], area: BodyArea): FeltArea[] {
  if (body.some((felt) => felt.area === area)) return body.filter((felt) => felt.area !== area);
  const next = [...body, { area, intensity: EmotionLevel.Medium }];
  return next.sort((a, b) => BODY_AREAS.indexOf(a.area) - BODY_AREAS.indexOf(b.area));
}

export function withIntensity(
  body: readonly FeltArea[],
  area: BodyArea,
  intensity: EmotionLevel,
): FeltArea[] {
  return body.map((felt) => (felt.area === area ? { ...felt, intensity } : felt));
}

export type DraftError =
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'dateInvalid'
  | 'emotionRequired'
  | 'textTooLong'
  | 'loopTitleRequired'
  | 'loopTitleTooLong';
export type DraftField =
  'title' | 'description' | 'date' | 'emotions' | 'thoughts' | 'actions' | 'needs' | 'loop';
export type DraftErrors = Partial<Record<DraftField, DraftError>>;

/** The step each field is asked on (to show an error where it can be corrected). */
export const FIELD_STEP: Record<DraftField, StepName> = {
  title: 'event',
  description: 'event',
  date: 'event',
  emotions: 'emotions',
  thoughts: 'thoughts',
  actions: 'thoughts',
  needs: 'thoughts',
  loop: 'loop',
};

/** What is wrong with a draft, per field (empty when it can be saved). */
export function validateDraft(draft: ReflectionDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.title.length > TITLE_MAX) errors.title = 'titleTooLong';
  if (draft.description.length > DESCRIPTION_MAX) errors.description = 'descriptionTooLong';
  if (draft.date.trim() === '' || Number.isNaN(new Date(draft.date).getTime())) errors.date = 'dateInvalid';
  if (draft.emotions.length === 0) errors.emotions = 'emotionRequired';
  for (const field of ['thoughts', 'actions', 'needs'] as const)
    if (draft[field].length > TEXT_MAX) errors[field] = 'textTooLong';
  if (draft.loop.kind === 'new') {
    const title = draft.loop.title.trim();
    if (title.length === 0) errors.loop = 'loopTitleRequired';
    else if (title.length > LOOP_TITLE_MAX) errors.loop = 'loopTitleTooLong';
  }
  return errors;
}

/** The errors that belong to one step. */
export function stepErrors(errors: DraftErrors, step: StepName): DraftErrors {
  const own: DraftErrors = {};
  for (const [field, error] of Object.entries(errors) as [DraftField, DraftError][])
    if (FIELD_STEP[field] === step) own[field] = error;
  return own;
}

export function hasErrors(errors: DraftErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The first step (in order) with an error, or null. */
export function firstStepWithErrors(errors: DraftErrors): number | null {
  const index = STEPS.findIndex((step) => hasErrors(stepErrors(errors, step)));
  return index === -1 ? null : index;
}

/** True when the draft holds something the user entered (worth keeping as a local draft). */
export function isDraftDirty(draft: ReflectionDraft, blank: ReflectionDraft): boolean {
  // The date starts at "now" and alone says nothing the user would miss.
  return JSON.stringify({ ...draft, date: '' }) !== JSON.stringify({ ...blank, date: '' });
}

/** The platform's fields of a draft (texts still in clear; tags by name). */
export interface ReflectionFields {
  title: string;
  description: string;
  date: string;
  timing?: JournalTiming;
  emotions: ReflectionEmotion[];
  bodySensations: BodySensation[];
  thoughts: string;
  actions: string;
  needs: string;
  private: boolean;
}

export function toReflectionFields(draft: ReflectionDraft): ReflectionFields {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    date: new Date(draft.date).toISOString(),
    ...(draft.timing === null ? {} : { timing: draft.timing }),
    emotions: draft.emotions.map(({ emotionId, level }) => ({ emotion_id: emotionId, level })),
    bodySensations: draft.body.map(({ area, intensity }) => ({ area, intensity })),
    thoughts: draft.thoughts.trim(),
    actions: draft.actions.trim(),
    needs: draft.needs.trim(),
    private: draft.private,
  };
}

/** What the wizard needs of a saved reflection to edit it (the entity's `Reflection`, texts readable). */
export interface EditableReflection {
  title: string;
  description: string;
  /** ISO 8601. */
  date: string;
  timing: JournalTiming | null;
  emotions: readonly { emotionId: string; level: EmotionLevel | null }[];
  body: readonly { area: BodyArea; intensity: EmotionLevel | null }[];
  thoughts: string;
  actions: string;
  needs: string;
  loop: { id: string } | null;
  tags: readonly string[];
  private: boolean;
}

/** A saved reflection as the wizard's draft (a level the record lacks reads as medium). */
export function draftFromReflection(reflection: EditableReflection, now: Date): ReflectionDraft {
  const date = new Date(reflection.date);
  return {
    title: reflection.title,
    description: reflection.description,
    date: toLocalInput(Number.isNaN(date.getTime()) ? now : date),
    tags: [...reflection.tags],
    timing: reflection.timing,
    emotions: reflection.emotions.map(({ emotionId, level }) => ({
      emotionId,
      level: level ?? EmotionLevel.Medium,
    })),
    body: reflection.body.map(({ area, intensity }) => ({
      area,
      intensity: intensity ?? EmotionLevel.Medium,
    })),
    thoughts: reflection.thoughts,
    actions: reflection.actions,
    needs: reflection.needs,
    loop: reflection.loop ? { kind: 'existing', id: reflection.loop.id } : { kind: 'none' },
    private: reflection.private,
  };
}

/** True when an edited draft differs from the reflection as saved (the date included). */
export function isEditChanged(draft: ReflectionDraft, saved: ReflectionDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}
