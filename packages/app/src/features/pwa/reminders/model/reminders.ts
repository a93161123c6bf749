import {
  isReminderTime,
  MAX_REMINDERS,
  PlatformError,
  reminderService,
  sortReminders,
  type NewReminder,
  type Reminder,
} from '@emotion-guru/platform-sdk';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { logoutFx } from '@/entities/session';
import { createRemoteQuery, platformService } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { notifyTranslatedFx } from '@/shared/lib/notify';

/** Why a time was not added, as the form says it (keys under `settings.reminders.errors`). */
export type ReminderRefusal = 'empty' | 'invalid' | 'duplicate' | 'limit';

/** The section showed: the reminders are read (again). */
export const remindersOpened = createEvent();
/** The time field changed (`HH:MM`, or '' while it is incomplete). */
export const reminderTimeChanged = createEvent<string>();
/** "Add reminder": the time in the field, checked here first and then by the platform. */
export const reminderAddRequested = createEvent();
export const reminderRemoved = createEvent<string>();

export const readRemindersFx = createEffect(() => platformService(reminderService).list());
export const remindersQuery = createRemoteQuery({
  name: 'reminders/list',
  effect: readRemindersFx,
  abortAll: logoutFx.finally,
});

/** The device's own time zone: reminders come at the chosen time where the person is. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Adds a reminder at a time of day in the device's time zone. */
export const addReminderFx = createEffect((reminder: Omit<NewReminder, 'timeZone'>) =>
  platformService(reminderService).add({ ...reminder, timeZone: deviceTimeZone() }),
);
/** Not retried: the person sees the outcome and tries again. */
export const addReminderMutation = createMutation({ name: 'reminders/add', effect: addReminderFx });

export const removeReminderFx = createEffect(async (id: string) => {
  await platformService(reminderService).remove(id);
  return id;
});
export const removeReminderMutation = createMutation({ name: 'reminders/remove', effect: removeReminderFx });

/** The user's reminders, earliest first; null until read. */
export const $reminders = createStore<Reminder[] | null>(null)
  .on(remindersQuery.finished.success, (_, { result }) => result)
  .on(addReminderMutation.finished.success, (list, { result }) => sortReminders([...(list ?? []), result]))
  .on(removeReminderMutation.finished.success, (list, { result }) =>
    (list ?? []).filter((reminder) => reminder.id !== result),
  )
  .reset(logoutFx.finally);
export const $remindersFailed = remindersQuery.$failed;
export const $adding = addReminderMutation.$pending;
/** The reminder being removed (its button waits), or null. */
export const $removing = createStore<string | null>(null)
  .on(removeReminderMutation.start, (_, id) => id)
  .reset(removeReminderMutation.finished.finally, logoutFx.finally);
export const $atLimit = $reminders.map((list) => (list?.length ?? 0) >= MAX_REMINDERS);

/**
 * What the time field holds: kept when adding fails, cleared once the reminder is added (unless another
 * time was typed while it was being saved).
 */
export const $time = createStore('')
  .on(reminderTimeChanged, (_, time) => time)
  .on(addReminderMutation.finished.success, (time, { result }) => (time === result.time ? '' : time))
  .reset(logoutFx.finally);
export const $refusal = createStore<ReminderRefusal | null>(null).reset(
  reminderTimeChanged,
  addReminderMutation.finished.success,
  logoutFx.finally,
);

sample({ clock: remindersOpened, target: remindersQuery.start });

const checked = sample({
  clock: reminderAddRequested,
  source: { time: $time, list: $reminders, adding: $adding },
  filter: ({ list, adding }) => list !== null && !adding,
  fn: ({ time, list }): { refusal: ReminderRefusal } | { time: string } => {
    if (time === '') return { refusal: 'empty' };
    if (!isReminderTime(time)) return { refusal: 'invalid' };
    if ((list ?? []).some((reminder) => reminder.time === time)) return { refusal: 'duplicate' };
    if ((list ?? []).length >= MAX_REMINDERS) return { refusal: 'limit' };
    return { time };
  },
});
sample({
  clock: checked,
  filter: (outcome) => 'refusal' in outcome,
  fn: (outcome) => ('refusal' in outcome ? outcome.refusal : null),
  target: $refusal,
});
sample({
  clock: checked,
  source: $language,
  filter: (_, outcome) => 'time' in outcome,
  fn: (language, outcome): Omit<NewReminder, 'timeZone'> => ({
    time: 'time' in outcome ? outcome.time : '',
    languageCode: language.slice(0, 2),
  }),
  target: addReminderMutation.start,
});

/** The platform's refusals the form can name; anything else is a failure to try again. */
const REFUSALS: Partial<Record<string, ReminderRefusal>> = {
  REMINDER_TIME_INVALID: 'invalid',
  REMINDER_DUPLICATE: 'duplicate',
  REMINDER_LIMIT: 'limit',
};
const refusalOf = (error: unknown): ReminderRefusal | undefined =>
  error instanceof PlatformError ? REFUSALS[error.code] : undefined;

sample({
  clock: addReminderMutation.finished.failure,
  filter: ({ error }) => refusalOf(error) !== undefined,
  fn: ({ error }) => refusalOf(error) ?? null,
  target: $refusal,
});
// Refused for a time or a count this list did not show (another device changed it): read it again.
sample({
  clock: addReminderMutation.finished.failure,
  filter: ({ error }) => refusalOf(error) !== undefined,
  target: remindersQuery.start,
});
sample({
  clock: addReminderMutation.finished.failure,
  filter: ({ error }) => refusalOf(error) === undefined,
  fn: () => ({ type: 'error' as const, ns: 'app_content' as const, title: 'settings.reminders.addFailed' }),
  target: notifyTranslatedFx,
});
sample({
  clock: addReminderMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'app_content' as const, title: 'settings.reminders.added' }),
  target: notifyTranslatedFx,
});

sample({
  clock: reminderRemoved,
  source: $removing,
  filter: (removing) => removing === null,
  fn: (_, id) => id,
  target: removeReminderMutation.start,
});
sample({
  clock: removeReminderMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'app_content' as const, title: 'settings.reminders.removed' }),
  target: notifyTranslatedFx,
});
sample({
  clock: removeReminderMutation.finished.failure,
  fn: () => ({
    type: 'error' as const,
    ns: 'app_content' as const,
    title: 'settings.reminders.removeFailed',
  }),
  target: notifyTranslatedFx,
});
