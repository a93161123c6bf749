/**
 * Daily check-in reminders: `VegReminder` records, one per time of day, which the platform turns into a
 * push to each of the user's devices at that time in the user's time zone. The rules (what a time is,
 * when one is due) live here so the app and the emulator share them.
 */
import type { AuthService } from '../auth/service.ts';
import type { EntityService } from '../entity/service.ts';
import { PlatformError } from '../errors.ts';
import type { NewEntity, VegReminder } from '../types/entities.ts';
import type { PlatformCore } from '../core.ts';

export const REMINDER_ENTITY = 'VegReminder';
/** How many reminders a day one person may keep. */
export const MAX_REMINDERS = 6;
/**
 * How long after its time a reminder is still sent: the platform's scheduler runs every minute, and a
 * scheduler that was down longer skips the day rather than remind hours late.
 */
export const REMINDER_SEND_WINDOW_MS = 60 * 60_000;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A reminder as the app shows it. */
export interface Reminder {
  id: string;
  /** `HH:MM`, 24-hour. */
  time: string;
  timeZone: string;
  languageCode: string;
}

/** What a new reminder needs. */
export interface NewReminder {
  time: string;
  timeZone: string;
  languageCode: string;
}

/** True for `HH:MM` from 00:00 to 23:59. */
export function isReminderTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** True for a time zone this runtime knows (`Europe/Istanbul`, `UTC`). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Minutes since midnight of an `HH:MM` time. */
function minutesOf(time: string): number {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** The date (`YYYY-MM-DD`) and the minutes since midnight at `at` (epoch ms) in `timeZone`. */
export function localClock(timeZone: string, at: number): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * The local date a reminder is due for at `at`, or null: due from its time until
 * {@link REMINDER_SEND_WINDOW_MS} after it, once a day (`lastSentOn` is the local date it was last sent).
 */
export function reminderDueOn(
  reminder: Pick<VegReminder, 'time' | 'timeZone' | 'lastSentOn'>,
  at: number,
): string | null {
  if (!isReminderTime(reminder.time) || !isTimeZone(reminder.timeZone)) return null;
  const clock = localClock(reminder.timeZone, at);
  const late = clock.minutes - minutesOf(reminder.time);
  if (late < 0 || late * 60_000 >= REMINDER_SEND_WINDOW_MS) return null;
  return reminder.lastSentOn === clock.date ? null : clock.date;
}

/** Earliest first. */
export function sortReminders<T extends { time: string }>(reminders: readonly T[]): T[] {
  return [...reminders].sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
}

function toReminder(record: VegReminder): Reminder {
  return {
    id: record.id,
    time: record.time,
    timeZone: record.timeZone,
    languageCode: record.languageCode ?? 'en',
  };
}

/** The signed-in user's reminders through the entity service: list, add (checked), remove. */
export class ReminderService {
  constructor(
    private readonly entity: EntityService,
    private readonly auth: AuthService,
  ) {}

  private me(): string {
    const userId = this.auth.current?.userId;
    if (!userId) throw new PlatformError('PUSH_NO_CURRENT_USER');
    return userId;
  }

  /** The user's reminders, earliest first. */
  async list(): Promise<Reminder[]> {
    const { entities } = await this.entity.query<VegReminder>({
      entityName: REMINDER_ENTITY,
      filters: [{ field: 'user_id', op: 'eq', value: this.me() }],
      selectCols: ['id', 'time', 'timeZone', 'languageCode'],
      count: 50,
    });
    return sortReminders(entities.map(toReminder));
  }

  /**
   * Adds a reminder. Refuses a malformed time (REMINDER_TIME_INVALID), an unknown time zone
   * (REMINDER_TIME_ZONE_INVALID), a time the user already has (REMINDER_DUPLICATE) and a seventh one
   * (REMINDER_LIMIT), before anything is saved.
   */
  async add(reminder: NewReminder): Promise<Reminder> {
    if (!isReminderTime(reminder.time)) throw new PlatformError('REMINDER_TIME_INVALID');
    if (!isTimeZone(reminder.timeZone))
      throw new PlatformError('REMINDER_TIME_ZONE_INVALID', { params: { timeZone: reminder.timeZone } });
    const userId = this.me();
    const existing = await this.list();
    if (existing.some((r) => r.time === reminder.time))
      throw new PlatformError('REMINDER_DUPLICATE', { params: { time: reminder.time } });
    if (existing.length >= MAX_REMINDERS)
      throw new PlatformError('REMINDER_LIMIT', { params: { max: MAX_REMINDERS } });
    const { entity } = await this.entity.save<NewEntity<VegReminder>>({
      entityName: REMINDER_ENTITY,
      entity: { user_id: userId, ...reminder },
    });
    return toReminder(entity);
  }

  /** Removes one of the user's reminders. */
  async remove(id: string): Promise<void> {
    await this.entity.delete({ entityName: REMINDER_ENTITY, entityId: id });
  }
}

/** Daily check-in reminders (VegReminder records) the platform sends as pushes. */
export const reminderService = (core: PlatformCore): ReminderService =>
  new ReminderService(core.entity, core.auth);
