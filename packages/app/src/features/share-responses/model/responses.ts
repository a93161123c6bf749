import { createEffect, sample } from 'effector';
import {
  groupReflectionChanged,
  reactToReflection,
  removeResponse,
  reportResponse,
  respondToReflection,
  type GroupReaction,
} from '@/entities/group';
import { notifyTranslatedFx, type TranslatedNotification } from '@/shared/lib/notify';

/** The longest response the platform keeps. */
export const RESPONSE_MAX = 2000;

function toast(type: TranslatedNotification['type'], title: string): () => TranslatedNotification {
  return () => ({ type, ns: 'groups', title });
}

/** Awaited by the form, which empties itself only once the response is stored (a failure keeps the text). */
export const respondFx = createEffect(async ({ id, text }: { id: string; text: string }) => {
  await respondToReflection(id, text);
});
/** A reaction is a toggle: the same reaction again takes it back. */
export const reactFx = createEffect(
  async ({ id, reaction }: { id: string; reaction: GroupReaction }): Promise<boolean> =>
    reactToReflection(id, reaction),
);
export const removeResponseFx = createEffect(async (responseId: string) => {
  await removeResponse(responseId);
});
export const reportResponseFx = createEffect(async (responseId: string) => {
  await reportResponse(responseId);
});

sample({
  clock: [respondFx.done, reactFx.done, removeResponseFx.done, reportResponseFx.done],
  target: groupReflectionChanged,
});
sample({ clock: respondFx.done, fn: toast('success', 'responses.sent'), target: notifyTranslatedFx });
sample({ clock: respondFx.fail, fn: toast('error', 'responses.sendFailed'), target: notifyTranslatedFx });
sample({ clock: reactFx.fail, fn: toast('error', 'reactions.failed'), target: notifyTranslatedFx });
sample({
  clock: removeResponseFx.done,
  fn: toast('success', 'responses.removed'),
  target: notifyTranslatedFx,
});
sample({
  clock: removeResponseFx.fail,
  fn: toast('error', 'responses.removeFailed'),
  target: notifyTranslatedFx,
});
sample({
  clock: reportResponseFx.done,
  fn: toast('success', 'responses.reported'),
  target: notifyTranslatedFx,
});
sample({
  clock: reportResponseFx.fail,
  fn: toast('error', 'responses.reportFailed'),
  target: notifyTranslatedFx,
});
