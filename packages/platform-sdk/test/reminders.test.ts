import { describe, expect, it } from 'vitest';
import {
  MAX_REMINDERS,
  PlatformError,
  isReminderTime,
  isTimeZone,
  localClock,
  reminderDueOn,
  sortReminders,
} from '../src/index.ts';
import { makeClient, signedIn, type Recorded } from './helpers.ts';

interface Row {
  id: string;
  user_id: string;
  time: string;
  timeZone: string;
  languageCode?: string;
}

/** An in-memory VegReminder table answering query (user_id eq), save and delete. */
function reminderTable(rows: Row[]) {
  return (r: Recorded) => {
    switch (r.path) {
      case '/api/entity/query': {
        const [filter] = r.body.filters as { field: string; value: unknown }[];
        return { entities: rows.filter((row) => row.user_id === filter?.value) };
      }
      case '/api/entity/save': {
        const entity = { ...(r.body.entity as Omit<Row, 'id'>), id: `r${rows.length + 1}` };
        rows.push(entity);
        return { id: entity.id, entity };
      }
      case '/api/entity/delete':
        return { deleteCount: 1 };
      default:
        return {};
    }
  };
}

function client(rows: Row[] = []) {
  return makeClient(reminderTable(rows), { tokenStorage: signedIn(), batch: { enabled: false } });
}

const row = (time: string, id = time): Row => ({
  id,
  user_id: 'u1',
  time,
  timeZone: 'UTC',
  languageCode: 'en',
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return (error as PlatformError).code;
}

describe('reminder rules', () => {
  it('takes HH:MM from 00:00 to 23:59 and nothing else', () => {
    for (const time of ['00:00', '07:05', '19:30', '23:59']) expect(isReminderTime(time)).toBe(true);
    for (const time of ['24:00', '7:05', '07:5', '12:60', '07:05:00', '', 730, null])
      expect(isReminderTime(time)).toBe(false);
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('Europe/Istanbul')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads the local date and time in a zone, across midnight', () => {
    // 22:30 UTC is 01:30 the next day in Istanbul (UTC+3).
    const at = Date.parse('2026-11-28T22:30:00Z');
    expect(localClock('UTC', at)).toEqual({ date: '2026-11-28', minutes: 22 * 60 + 30 });
    expect(localClock('Europe/Istanbul', at)).toEqual({ date: '2026-11-29', minutes: 90 });
  });

  it('is due from its local time for an hour, once a day', () => {
    const reminder = { time: '09:00', timeZone: 'Europe/Istanbul' };
    // 06:00 UTC is 09:00 in Istanbul.
    expect(reminderDueOn(reminder, Date.parse('2026-11-28T05:59:00Z'))).toBeNull();
    expect(reminderDueOn(reminder, Date.parse('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
    expect(reminderDueOn(reminder, Date.parse('2026-11-28T06:59:00Z'))).toBe('2026-11-28');
    expect(reminderDueOn(reminder, Date.parse('2026-11-28T07:00:00Z'))).toBeNull();
    expect(
      reminderDueOn({ ...reminder, lastSentOn: '2026-11-28' }, Date.parse('2026-11-28T06:10:00Z')),
    ).toBeNull();
    expect(reminderDueOn({ ...reminder, lastSentOn: '2026-11-27' }, Date.parse('2026-11-28T06:10:00Z'))).toBe(
      '2026-11-28',
    );
  });

  it('follows the zone through a daylight-saving change', () => {
    const reminder = { time: '08:00', timeZone: 'Europe/London' };
    // London is UTC+1 in summer, UTC in winter.
    expect(reminderDueOn(reminder, Date.parse('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
    expect(reminderDueOn(reminder, Date.parse('2026-12-01T07:00:00Z'))).toBeNull();
    expect(reminderDueOn(reminder, Date.parse('2026-12-01T08:00:00Z'))).toBe('2026-12-01');
  });

  it('is never due with a bad time or zone', () => {
    const at = Date.parse('2026-11-28T09:00:00Z');
    expect(reminderDueOn({ time: '9:00', timeZone: 'UTC' }, at)).toBeNull();
    expect(reminderDueOn({ time: '09:00', timeZone: 'Nowhere/City' }, at)).toBeNull();
  });

  it('sorts by time of day', () => {
    expect(sortReminders([row('21:00'), row('07:30'), row('12:00')]).map((r) => r.time)).toEqual([
      '07:30',
      '12:00',
      '21:00',
    ]);
  });
});

describe('reminders service', () => {
  it("lists the signed-in user's reminders, earliest first", async () => {
    const { client: platform, calls } = client([
      row('20:00'),
      row('08:00'),
      { ...row('09:00'), user_id: 'someone-else' },
    ]);
    const list = await platform.reminders.list();
    expect(list.map((r) => r.time)).toEqual(['08:00', '20:00']);
    expect(calls[0]?.body).toMatchObject({
      entityName: 'VegReminder',
      filters: [{ field: 'user_id', op: 'eq', value: 'u1' }],
    });
  });

  it('adds a reminder for the signed-in user', async () => {
    const rows: Row[] = [];
    const { client: platform } = client(rows);
    const added = await platform.reminders.add({
      time: '07:45',
      timeZone: 'Europe/Istanbul',
      languageCode: 'tr',
    });
    expect(added).toEqual({ id: 'r1', time: '07:45', timeZone: 'Europe/Istanbul', languageCode: 'tr' });
    expect(rows[0]).toMatchObject({ user_id: 'u1', time: '07:45' });
  });

  it('refuses a bad time, an unknown zone, a repeated time and a seventh reminder, saving nothing', async () => {
    const full = Array.from({ length: MAX_REMINDERS }, (_, i) => row(`0${i}:00`));
    const { client: platform, paths } = client(full);
    const add = (time: string, timeZone = 'UTC') =>
      platform.reminders.add({ time, timeZone, languageCode: 'en' });
    expect(await refusal(add('25:00'))).toBe('REMINDER_TIME_INVALID');
    expect(await refusal(add('10:00', 'Nowhere/City'))).toBe('REMINDER_TIME_ZONE_INVALID');
    expect(await refusal(add('03:00'))).toBe('REMINDER_DUPLICATE');
    expect(await refusal(add('10:00'))).toBe('REMINDER_LIMIT');
    expect(paths()).not.toContain('/api/entity/save');
  });

  it('removes by id', async () => {
    const { client: platform, calls } = client([row('08:00', 'a')]);
    await platform.reminders.remove('a');
    expect(calls.at(-1)?.body).toMatchObject({ entityName: 'VegReminder', entityId: 'a' });
  });

  it('needs a signed-in user', async () => {
    const { client: platform } = makeClient(reminderTable([]), { batch: { enabled: false } });
    expect(await refusal(platform.reminders.list())).toBe('PUSH_NO_CURRENT_USER');
  });
});
