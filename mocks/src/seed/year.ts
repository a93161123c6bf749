/**
 * A year of check-ins for one account, on demand: the data the report's benchmark renders (365 days ×
 * 3 records). Not part of the default seed: the demo accounts keep their few weeks of story.
 */
import type { Emulator } from '../emulator.ts';
import { userIdFor } from '../ids.ts';
import { DEFAULT_TENANT } from './accounts.ts';
import { emotionIdFor } from './emotions/seed.ts';

/** Words from all four areas of the mood map, so every part of the report has something to show. */
const WORDS = [
  'joy',
  'love',
  'ecstasy',
  'serenity',
  'calm',
  'content',
  'relieved',
  'rested',
  'focused',
  'tired',
  'drained',
  'anxiety',
  'nervous',
  'stressed',
  'frustrated',
  'anger',
] as const;

const DAY = 86_400_000;

export interface YearOptions {
  /** The account whose own client gets the check-ins. */
  email: string;
  /** The moment the year ends at (its last day is the day before `now`'s day ends); default: now. */
  now?: Date;
  days?: number;
  perDay?: number;
}

/**
 * Writes `perDay` check-ins on each of the `days` calendar days up to today (device time zone, the
 * first between 8:00 and 9:00, the others five hours apart), words drawn with the emulator's seeded random
 * source. Returns how many were written.
 */
export function seedYearOfCheckIns(
  emulator: Emulator,
  { email, now = new Date(), days = 365, perDay = 3 }: YearOptions,
): number {
  const { db } = emulator;
  const tenant = db.tenant(DEFAULT_TENANT);
  const userId = userIdFor(email);
  const client = db.rows(tenant, 'VegClient').find((row) => row['user_id'] === userId);
  if (!client) throw new Error(`seedYearOfCheckIns: ${email} has no client of their own`);
  const clientId = String(client['id']);
  let written = 0;
  for (let back = days - 1; back >= 0; back--) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
    for (let index = 0; index < perDay; index++) {
      const at = new Date(
        day.getTime() + (8 + index * 5) * (DAY / 24) + db.random.int(0, 59) * 60_000,
      ).toISOString();
      db.insert(
        tenant,
        'VegEmotionRecord',
        {
          client_id: clientId,
          emotion_id: emotionIdFor(db.random.pick(WORDS)),
          level: db.random.pick([1, 2, 4] as const),
          date: at,
          private: false,
        },
        { actorId: userId, now: at, createDate: at },
      );
      written += 1;
    }
  }
  return written;
}
