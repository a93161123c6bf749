/**
 * The seeded emotion stories (seed/reflections.ts): weeks of check-ins and reflections for each demo
 * person, in their language, with loops that recur, dated back from the seed time.
 */
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/emulator.ts';
import { userIdFor } from '../src/ids.ts';
import type { Row } from '../src/query/types.ts';
import { EMOTION_CATALOGUE } from '../src/seed/emotions/catalogue.ts';
import { emotionIdFor } from '../src/seed/emotions/seed.ts';
import { EMOTION_STORIES } from '../src/seed/reflections.ts';

const DAY = 24 * 60 * 60 * 1000;
const SEED_DATE = '2027-03-10T00:00:00.000Z';
const emulator = createEmulator({ seedDate: SEED_DATE });
await emulator.ready;
const tenant = emulator.db.tenant('emotion');
const rows = (entity: string): Row[] => emulator.db.rows(tenant, entity);
const seedTime = Date.parse(SEED_DATE);

function clientOf(match: (client: Row) => boolean): Row {
  const client = rows('VegClient').find(match);
  if (client === undefined) throw new Error('client not seeded');
  return client;
}

const PEOPLE = [
  { who: 'Michael', client: clientOf((c) => c.name === 'Michael Brown'), story: EMOTION_STORIES.michael },
  { who: 'Aylin', client: clientOf((c) => c.name === 'Aylin Koç'), story: EMOTION_STORIES.aylin },
  { who: 'Ece', client: clientOf((c) => c.name === 'Ece Şahin'), story: EMOTION_STORIES.ece },
  {
    who: 'free',
    client: clientOf((c) => c.user_id === userIdFor('free@example.com')),
    story: EMOTION_STORIES.elif,
  },
  {
    who: 'premium',
    client: clientOf((c) => c.user_id === userIdFor('premium@example.com')),
    story: EMOTION_STORIES.james,
  },
  {
    who: 'pro',
    client: clientOf((c) => c.user_id === userIdFor('pro@example.com')),
    story: EMOTION_STORIES.selin,
  },
  {
    who: 'enterprise',
    client: clientOf((c) => c.user_id === userIdFor('enterprise@example.com')),
    story: EMOTION_STORIES.sarah,
  },
];

const time = (row: Row): number => Date.parse(String(row.date));

describe('seeded emotion stories', () => {
  it('give every demo person weeks of check-ins, ending in the last days before the seed time', () => {
    for (const { who, client, story } of PEOPLE) {
      const checkIns = rows('VegEmotionRecord').filter((r) => r.client_id === client.id);
      expect(checkIns.length, who).toBeGreaterThan(story.days / 2);
      const times = checkIns.map(time);
      expect(Math.max(...times), who).toBeLessThan(seedTime);
      expect(Math.max(...times), who).toBeGreaterThan(seedTime - 3 * DAY);
      expect(Math.min(...times), who).toBeGreaterThanOrEqual(seedTime - (story.days + 1) * DAY);
      for (const r of checkIns) expect(r.createDate, who).toBe(r.date);
    }
  });

  it('give the free account history on both sides of its 7-day window', () => {
    const free = PEOPLE.find((p) => p.who === 'free')?.client;
    for (const entity of ['VegEmotionRecord', 'VegReflection', 'VegJournal']) {
      const times = rows(entity)
        .filter((r) => r.client_id === free?.id)
        .map(time);
      expect(
        times.some((t) => t > seedTime - 7 * DAY),
        entity,
      ).toBe(true);
      expect(
        times.some((t) => t < seedTime - 7 * DAY),
        entity,
      ).toBe(true);
    }
  });

  it('link reflections into loops that recur, each loop holding one client’s reflections in its language', () => {
    for (const { who, client, story } of PEOPLE) {
      const loops = rows('VegLoop').filter((l) => l.client_id === client.id);
      expect(loops.map((l) => l.title).sort(), who).toEqual(story.loops.map((l) => l.title).sort());
      for (const loop of loops) {
        const linked = rows('VegReflection').filter((r) => r.loop_id === loop.id);
        expect(linked.length, `${who}: ${String(loop.title)}`).toBeGreaterThanOrEqual(2);
        for (const r of linked) expect(r.client_id).toBe(client.id);
        const titles = story.loops.find((l) => l.title === loop.title)?.scenes.map((s) => s.title);
        expect(titles).toEqual(expect.arrayContaining(linked.map((r) => r.title)));
        // Oldest first: the loop's story unfolds over the weeks.
        const dates = linked.map(time);
        expect(dates).toEqual([...dates].sort((a, b) => a - b));
      }
    }
  });

  it('leaves three reflections tagged alike out of any loop, within 30 days, for the tracker to suggest', () => {
    for (const { who, client, story } of PEOPLE) {
      const unlinked = rows('VegReflection').filter(
        (r) => r.client_id === client.id && (r.loop_id ?? null) === null && r.private !== true,
      );
      if (!('unlinked' in story)) {
        expect(unlinked, who).toEqual([]);
        continue;
      }
      const tag = rows('GsbTag').find((t) => t.name === story.unlinked.tag);
      expect(tag, who).toBeDefined();
      expect(unlinked.length, who).toBe(story.unlinked.scenes.length);
      for (const r of unlinked) {
        expect(emulator.db.mappedIds(tenant, 'VegReflection', 'tags', String(r.id)), who).toEqual([tag?.id]);
      }
      const times = unlinked.map(time);
      expect(Math.max(...times) - Math.min(...times), who).toBeLessThan(30 * DAY);
      expect(Math.max(...times), who).toBeLessThan(seedTime);
    }
  });

  it('writes Turkish people’s reflections in Turkish and English people’s in English', () => {
    const turkish = /[çğıöşüÇĞİÖŞÜ]/;
    for (const { who, client, story } of PEOPLE) {
      const texts = rows('VegReflection')
        .filter((r) => r.client_id === client.id)
        .map((r) => `${String(r.title)} ${String(r.description)} ${String(r.thoughts)}`);
      expect(texts.length, who).toBeGreaterThan(0);
      for (const text of texts)
        expect(turkish.test(text), `${who}: ${text}`).toBe(story.language === 'tr-TR');
    }
  });

  it('names only catalogue words, with levels and body areas from their lists', () => {
    const catalogue = new Set(EMOTION_CATALOGUE.map((e) => emotionIdFor(e.slug)));
    for (const r of rows('VegEmotionRecord')) {
      expect(catalogue.has(String(r.emotion_id))).toBe(true);
      expect([1, 2, 4]).toContain(r.level);
      expect([1, 2, 4]).toContain(r.timing);
    }
    for (const r of rows('VegReflection')) {
      for (const e of r.emotions as { emotion_id: string; level: number }[]) {
        expect(catalogue.has(e.emotion_id)).toBe(true);
        expect([1, 2, 4]).toContain(e.level);
      }
      expect((r.bodySensations as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('keeps a private reflection and check-in of Ece’s own, written by her, not by her caretaker', () => {
    const ece = PEOPLE.find((p) => p.who === 'Ece')?.client;
    for (const entity of ['VegReflection', 'VegEmotionRecord']) {
      const hidden = rows(entity).filter((r) => r.client_id === ece?.id && r.private === true);
      expect(hidden.length, entity).toBeGreaterThan(0);
      for (const r of hidden) expect(r.createdBy_id).toBe(userIdFor('ece.sahin@example.com'));
    }
    expect(rows('VegReflection').filter((r) => r.private === true && r.client_id !== ece?.id)).toEqual([]);
  });

  it('seeds the catalogue in the other tenant too, and its account’s story', () => {
    const other = emulator.db.tenant('other');
    expect(emulator.db.rows(other, 'VegEmotion')).toHaveLength(EMOTION_CATALOGUE.length);
    expect(emulator.db.rows(other, 'VegReflection').length).toBeGreaterThan(0);
  });
});

describe('the seed follows the emulator’s clock', () => {
  const latest = (e: ReturnType<typeof createEmulator>, entity: string): number =>
    Math.max(...e.db.rows(e.db.tenant('emotion'), entity).map((r) => Date.parse(String(r.date))));

  it('counts back from the start of the clock’s day when the clock is pinned', async () => {
    const pinned = createEmulator({ now: () => Date.parse('2030-05-10T15:30:00.000Z') });
    await pinned.ready;
    const dayStart = Date.parse('2030-05-10T00:00:00.000Z');
    for (const entity of ['VegJournal', 'VegEmotionRecord', 'VegReflection']) {
      expect(latest(pinned, entity), entity).toBeLessThan(dayStart);
      expect(latest(pinned, entity), entity).toBeGreaterThanOrEqual(dayStart - 2 * DAY);
    }
  });

  it('follows the real clock by default and re-reads it on reset', async () => {
    let clock = Date.now();
    const running = createEmulator({ now: () => clock });
    await running.ready;
    expect(latest(running, 'VegJournal')).toBeLessThan(clock);
    expect(latest(running, 'VegJournal')).toBeGreaterThan(clock - 3 * DAY);
    clock += 30 * DAY;
    await running.reset();
    expect(latest(running, 'VegJournal')).toBeGreaterThan(clock - 3 * DAY);
    const unpinned = createEmulator();
    await unpinned.ready;
    expect(latest(unpinned, 'VegEmotionRecord')).toBeGreaterThan(Date.now() - 3 * DAY);
  });
});
