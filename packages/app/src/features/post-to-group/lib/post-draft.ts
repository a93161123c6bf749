import { EmotionLevel, type PostGroupReflectionRequest } from '@emotion-guru/platform-sdk';
import { toLocalDate } from '@/shared/lib/local-time';

/** What the member is writing for the group; kept as typed until it is posted or discarded. */
export interface PostDraft {
  title: string;
  description: string;
  /** `YYYY-MM-DD` in local time. */
  day: string;
  emotions: { emotionId: string; level: EmotionLevel }[];
  thoughts: string;
}

/** The platform's limits (`groupOps postReflection`). */
export const POST_TITLE_MAX = 200;
export const POST_TEXT_MAX = 5000;
export const POST_EMOTIONS_MAX = 20;

export const POST_LEVELS = [
  ['low', EmotionLevel.Low],
  ['medium', EmotionLevel.Medium],
  ['high', EmotionLevel.High],
] as const;
export type PostLevelName = (typeof POST_LEVELS)[number][0];

export function postLevelName(level: EmotionLevel): PostLevelName {
  return POST_LEVELS.find(([, value]) => value === level)?.[0] ?? 'medium';
}

export function blankPost(now: Date): PostDraft {
  return { title: '', description: '', day: toLocalDate(now), emotions: [], thoughts: '' };
}

/** True when the member wrote or chose something (closing then asks before it is lost). */
export function hasContent(draft: PostDraft): boolean {
  return (
    draft.title.trim().length > 0 ||
    draft.description.trim().length > 0 ||
    draft.thoughts.trim().length > 0 ||
    draft.emotions.length > 0
  );
}

export interface PostErrors {
  /** What happened is needed unless emotions or thoughts are given. */
  title?: 'whatRequired';
  day?: 'whenRequired' | 'whenFuture';
}

export function postErrors(draft: PostDraft, now: Date): PostErrors {
  const errors: PostErrors = {};
  if (draft.title.trim().length === 0 && draft.thoughts.trim().length === 0 && draft.emotions.length === 0)
    errors.title = 'whatRequired';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.day) || Number.isNaN(new Date(`${draft.day}T00:00`).getTime()))
    errors.day = 'whenRequired';
  else if (draft.day > toLocalDate(now)) errors.day = 'whenFuture';
  return errors;
}

/** The chosen words in the picker's order, each keeping its level (a new one takes `defaultLevel`). */
export function withPickedEmotions(
  current: PostDraft['emotions'],
  ids: readonly string[],
  defaultLevel: (emotionId: string) => EmotionLevel,
): PostDraft['emotions'] {
  return ids.slice(0, POST_EMOTIONS_MAX).map((emotionId) => ({
    emotionId,
    level: current.find((e) => e.emotionId === emotionId)?.level ?? defaultLevel(emotionId),
  }));
}

/**
 * The platform's request: trimmed texts (blank ones left out) and the day as a moment: now for today,
 * else noon of that day in local time (the same calendar day for members in nearby time zones).
 */
export function postRequest(groupId: string, draft: PostDraft, now: Date): PostGroupReflectionRequest {
  const request: PostGroupReflectionRequest = { groupId };
  const title = draft.title.trim();
  const description = draft.description.trim();
  const thoughts = draft.thoughts.trim();
  if (title) request.title = title;
  if (description) request.description = description;
  request.date =
    draft.day === toLocalDate(now) ? now.toISOString() : new Date(`${draft.day}T12:00`).toISOString();
  if (draft.emotions.length > 0)
    request.emotions = draft.emotions.map(({ emotionId, level }) => ({ emotionId, level }));
  if (thoughts) request.thoughts = thoughts;
  return request;
}
