/**
 * `aiInsights`: the rule-based advanced insights (workflows/insights.ts), the rules alone and through
 * runFunction with the plan and client checks.
 */
import { describe, expect, it } from 'vitest';
import { userIdFor } from '../src/ids.ts';
import { seedYearOfCheckIns } from '../src/seed/year.ts';
import { INSIGHT_ERRORS, observe } from '../src/workflows/insights.ts';
import { call, login, useEmulator, type Json } from './helpers.ts';

const { emulator } = useEmulator();

const at = (day: number, hour: number, pleasantness: number, energy = -0.3, extra = {}) => ({
  pleasantness,
  energy,
  hour,
  // 1 November 2026 is a Sunday: day 1 → weekday 0.
  weekday: (day - 1) % 7,
  time: Date.UTC(2026, 10, day, hour),
  ...extra,
});

describe('observe: the rules', () => {
  it('says nothing from fewer than five feelings', () => {
    expect(observe([at(1, 9, 0.5), at(2, 9, 0.5), at(3, 9, 0.5), at(4, 9, 0.5)], 'en-US')).toEqual([]);
  });

  it('finds the hard part of the day, the hard weekday, the direction, tension and a loop that eases', () => {
    const felt = [
      // Afternoons pleasant, evenings not; Mondays (day 2, 9) hard; the second half lighter.
      at(2, 9, -0.8, 0.6),
      at(9, 20, -0.9, 0.7),
      at(2, 21, -0.7, 0.5),
      at(3, 20, -0.6, 0.6),
      at(4, 8, 0.2),
      at(15, 9, 0.6),
      at(16, 10, 0.7),
      at(17, 11, 0.8),
      at(18, 13, 0.5),
      at(19, 14, 0.4),
      at(20, 15, 0.6),
      // A loop: anxious before, relieved after.
      at(21, 9, -0.6, 0.5, { loopId: 'talks', timing: 1 }),
      at(22, 19, 0.6, -0.2, { loopId: 'talks', timing: 4 }),
    ];
    const kinds = observe(felt, 'en-US');
    expect(kinds.map((o) => o.kind)).toEqual(['timeOfDay', 'weekday', 'direction', 'loop']);
    expect(kinds[0]?.text).toBe(
      'Your afternoons were noticeably more pleasant than your evenings. What fills your evenings might be worth a look.',
    );
    expect(kinds[1]?.text).toMatch(/^Mondays were the hardest days/);
    expect(kinds[2]?.text).toMatch(/^The period grew lighter/);
    const turkish = observe(felt, 'tr-TR');
    expect(turkish[0]?.text).toBe(
      'Öğleden sonralar, akşamlara göre belirgin biçimde daha hoştu. Akşamlar neyle dolu, bakmaya değer olabilir.',
    );
    expect(turkish[1]?.text).toMatch(/^Pazartesi günleri dönemin en zor günleriydi/);
  });

  it('names tension when most feelings are unpleasant with high energy', () => {
    const tense = Array.from({ length: 6 }, (_, i) => at(i + 1, 12, -0.5, 0.6));
    expect(observe(tense, 'en-US').find((o) => o.kind === 'tension')?.text).toMatch(
      /^100% of your feelings were tense/,
    );
  });
});

describe('aiInsights through runFunction', () => {
  const range = {
    from: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    to: new Date(Date.now() + 86_400_000).toISOString(),
  };
  const ownClientOf = (email: string) => {
    const tenant = emulator.db.tenant('emotion');
    return String(
      emulator.db.rows(tenant, 'VegClient').find((c) => c['user_id'] === userIdFor(email))?.['id'],
    );
  };
  const run = async (token: string, params: Json) =>
    call('/api/workflow/runFunction', { functionName: 'aiInsights', params }, token);

  it('writes observations for a premium client in their language', async () => {
    seedYearOfCheckIns(emulator, { email: 'premium@example.com' });
    const token = await login('premium@example.com');
    const answer = await run(token, {
      clientId: ownClientOf('premium@example.com'),
      ...range,
      timeZone: 'Europe/Istanbul',
      language: 'tr-TR',
    });
    expect(answer.status).toBe(200);
    const result = answer.body.result as {
      success: boolean;
      records: number;
      observations: { kind: string; text: string }[];
    };
    expect(result.success).toBe(true);
    expect(result.records).toBeGreaterThanOrEqual(90);
    expect(Array.isArray(result.observations)).toBe(true);
    for (const observation of result.observations) expect(observation.text).not.toMatch(/^[A-Z][a-z]+ were/);
  });

  it('is refused on the free plan, and for a client the caller cannot see', async () => {
    const free = await login('free@example.com');
    const refused = await run(free, { clientId: ownClientOf('free@example.com'), ...range });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(INSIGHT_ERRORS.NOT_IN_PLAN);
    const premium = await login('premium@example.com');
    const other = await run(premium, { clientId: ownClientOf('pro@example.com'), ...range });
    expect(other.status).toBe(404);
  });
});
