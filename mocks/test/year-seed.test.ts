/**
 * A year of check-ins on demand (seed/year.ts): what the report's benchmark renders, 365 days × 3.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../src/emulator.ts';
import { userIdFor } from '../src/ids.ts';
import { EMOTION_CATALOGUE } from '../src/seed/emotions/catalogue.ts';
import { emotionIdFor } from '../src/seed/emotions/seed.ts';
import { seedYearOfCheckIns } from '../src/seed/year.ts';

const originalTz = process.env['TZ'];
afterEach(() => {
  process.env['TZ'] = originalTz;
});

describe('seedYearOfCheckIns', () => {
  it("writes three check-ins on each of the year's days to the account's own client, catalogue words only", async () => {
    process.env['TZ'] = 'America/New_York';
    const emulator = createEmulator();
    await emulator.ready;
    const tenant = emulator.db.tenant('emotion');
    const own = emulator.db
      .rows(tenant, 'VegClient')
      .find((client) => client['user_id'] === userIdFor('premium@example.com'));
    const before = new Set(emulator.db.rows(tenant, 'VegEmotionRecord').map((row) => String(row['id'])));

    const now = new Date(2026, 10, 26, 15, 0);
    expect(seedYearOfCheckIns(emulator, { email: 'premium@example.com', now })).toBe(1095);

    const added = emulator.db
      .rows(tenant, 'VegEmotionRecord')
      .filter((row) => !before.has(String(row['id'])));
    expect(added).toHaveLength(1095);
    expect(new Set(added.map((row) => row['client_id']))).toEqual(new Set([own?.['id']]));
    const perDay = new Map<string, number>();
    for (const row of added) {
      const at = new Date(String(row['date']));
      const day = `${String(at.getFullYear())}-${String(at.getMonth() + 1)}-${String(at.getDate())}`;
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    // 365 calendar days (a daylight-saving change inside the year moves none), three on each, the last today.
    expect(perDay.size).toBe(365);
    expect(new Set(perDay.values())).toEqual(new Set([3]));
    expect(perDay.has('2026-11-26')).toBe(true);
    expect(perDay.has('2025-11-27')).toBe(true);
    const catalogue = new Set(EMOTION_CATALOGUE.map((emotion) => emotionIdFor(emotion.slug)));
    expect(added.every((row) => catalogue.has(String(row['emotion_id'])))).toBe(true);
  });

  it('needs an account with a client of its own', async () => {
    const emulator = createEmulator();
    await emulator.ready;
    expect(() => seedYearOfCheckIns(emulator, { email: 'nobody@example.com' })).toThrow(
      /no client of their own/,
    );
  });
});
