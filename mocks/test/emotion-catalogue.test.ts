/**
 * The emotion catalogue (seed/emotions/catalogue.ts): complete in both languages, coordinates in range,
 * composites made of existing basics, Plutchik's 24 dyads exactly, and words in every Mood-Meter quadrant.
 */
import { describe, expect, it } from 'vitest';
import {
  BASIC_FAMILIES,
  EMOTION_CATALOGUE,
  quadrantOf,
  type BasicFamily,
} from '../src/seed/emotions/catalogue.ts';

/** Plutchik's dyads as the research notes list them (wave2-facts.md, "Emotions"). */
const PLUTCHIK_DYADS: Record<string, { parents: [BasicFamily, BasicFamily]; tier: string }> = {
  love: { parents: ['joy', 'trust'], tier: 'primary' },
  submission: { parents: ['trust', 'fear'], tier: 'primary' },
  awe: { parents: ['fear', 'surprise'], tier: 'primary' },
  disapproval: { parents: ['surprise', 'sadness'], tier: 'primary' },
  remorse: { parents: ['sadness', 'disgust'], tier: 'primary' },
  contempt: { parents: ['disgust', 'anger'], tier: 'primary' },
  aggressiveness: { parents: ['anger', 'anticipation'], tier: 'primary' },
  optimism: { parents: ['anticipation', 'joy'], tier: 'primary' },
  guilt: { parents: ['joy', 'fear'], tier: 'secondary' },
  curiosity: { parents: ['trust', 'surprise'], tier: 'secondary' },
  despair: { parents: ['fear', 'sadness'], tier: 'secondary' },
  unbelief: { parents: ['surprise', 'disgust'], tier: 'secondary' },
  envy: { parents: ['sadness', 'anger'], tier: 'secondary' },
  cynicism: { parents: ['disgust', 'anticipation'], tier: 'secondary' },
  pride: { parents: ['anger', 'joy'], tier: 'secondary' },
  hope: { parents: ['anticipation', 'trust'], tier: 'secondary' },
  delight: { parents: ['joy', 'surprise'], tier: 'tertiary' },
  sentimentality: { parents: ['trust', 'sadness'], tier: 'tertiary' },
  shame: { parents: ['fear', 'disgust'], tier: 'tertiary' },
  outrage: { parents: ['surprise', 'anger'], tier: 'tertiary' },
  pessimism: { parents: ['sadness', 'anticipation'], tier: 'tertiary' },
  morbidness: { parents: ['disgust', 'joy'], tier: 'tertiary' },
  dominance: { parents: ['anger', 'trust'], tier: 'tertiary' },
  anxiety: { parents: ['anticipation', 'fear'], tier: 'tertiary' },
};

/** Plutchik's basics at Low / Medium / High. */
const PLUTCHIK_LEVELS: Record<BasicFamily, [string, string, string]> = {
  joy: ['serenity', 'joy', 'ecstasy'],
  trust: ['acceptance', 'trust', 'admiration'],
  fear: ['apprehension', 'fear', 'terror'],
  surprise: ['distraction', 'surprise', 'amazement'],
  sadness: ['pensiveness', 'sadness', 'grief'],
  disgust: ['boredom', 'disgust', 'loathing'],
  anger: ['annoyance', 'anger', 'rage'],
  anticipation: ['interest', 'anticipation', 'vigilance'],
};

const bySlug = new Map(EMOTION_CATALOGUE.map((e) => [e.slug, e]));

describe('the emotion catalogue', () => {
  it('has no duplicate slugs and only lower-case slug ids', () => {
    expect(bySlug.size).toBe(EMOTION_CATALOGUE.length);
    for (const e of EMOTION_CATALOGUE) expect(e.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('names and defines every word in English and Turkish, with no name used twice in a language', () => {
    for (const language of ['en-US', 'tr-TR'] as const) {
      const names = new Set<string>();
      for (const e of EMOTION_CATALOGUE) {
        expect(e.name[language].trim().length, `${e.slug} name ${language}`).toBeGreaterThan(0);
        expect(e.definition[language].trim().length, `${e.slug} definition ${language}`).toBeGreaterThan(10);
        expect(e.definition[language], `${e.slug} definition ${language}`).toMatch(/[.!?]$/);
        const folded = e.name[language].toLocaleLowerCase(language);
        expect(names.has(folded), `${e.slug}: "${e.name[language]}" twice in ${language}`).toBe(false);
        names.add(folded);
      }
    }
  });

  it('translates rather than copies: Turkish definitions differ from the English ones', () => {
    for (const e of EMOTION_CATALOGUE) expect(e.definition['tr-TR']).not.toBe(e.definition['en-US']);
  });

  it('places every word inside the grid, never on an axis', () => {
    for (const e of EMOTION_CATALOGUE) {
      for (const value of [e.pleasantness, e.energy]) {
        expect(value, e.slug).toBeGreaterThanOrEqual(-1);
        expect(value, e.slug).toBeLessThanOrEqual(1);
        expect(value, e.slug).not.toBe(0);
      }
    }
  });

  it('uses the spec enumerations for kind (Basic 1, Composite 2) and level (Low 1, Medium 2, High 4)', () => {
    for (const e of EMOTION_CATALOGUE) {
      expect([1, 2]).toContain(e.kind);
      expect([1, 2, 4]).toContain(e.level);
    }
  });

  it('gives every basic word a family and every composite two different basic parents that exist', () => {
    for (const e of EMOTION_CATALOGUE) {
      if (e.kind === 1) {
        expect(BASIC_FAMILIES, e.slug).toContain(e.family);
        expect(e.parents, e.slug).toBeUndefined();
      } else {
        expect(e.family, e.slug).toBeUndefined();
        const [a, b] = e.parents ?? [];
        expect(a).not.toBe(b);
        for (const parent of [a, b]) {
          expect(BASIC_FAMILIES, e.slug).toContain(parent);
          // The family's medium word is itself a basic entry of the catalogue.
          expect(bySlug.get(parent ?? '')?.kind, `${e.slug} parent ${String(parent)}`).toBe(1);
        }
      }
    }
  });

  it("holds Plutchik's eight basics at three levels each", () => {
    const levels = [1, 2, 4] as const;
    for (const family of BASIC_FAMILIES) {
      PLUTCHIK_LEVELS[family].forEach((slug, index) => {
        const e = bySlug.get(slug);
        expect(e, slug).toMatchObject({ kind: 1, family, level: levels[index], origin: 'plutchik' });
      });
    }
    expect(EMOTION_CATALOGUE.filter((e) => e.origin === 'plutchik')).toHaveLength(24);
  });

  it("holds exactly Plutchik's 24 dyads as composites", () => {
    const dyads = EMOTION_CATALOGUE.filter((e) => e.origin === 'dyad');
    expect(
      Object.fromEntries(
        dyads.map((e) => [e.slug, { parents: [...(e.parents ?? [])].sort(), tier: e.dyad }]),
      ),
    ).toEqual(
      Object.fromEntries(
        Object.entries(PLUTCHIK_DYADS).map(([slug, d]) => [
          slug,
          { parents: [...d.parents].sort(), tier: d.tier },
        ]),
      ),
    );
    for (const e of dyads) expect(e.kind).toBe(2);
  });

  it('places guilt and shame as unpleasant and pride as pleasant (averaging the parents would not)', () => {
    expect(bySlug.get('guilt')?.pleasantness).toBeLessThan(0);
    expect(bySlug.get('shame')?.pleasantness).toBeLessThan(0);
    expect(bySlug.get('pride')?.pleasantness).toBeGreaterThan(0);
  });

  it('spreads words over the four Mood-Meter quadrants like the Mood Meter (at least 20 each)', () => {
    const counts = { yellow: 0, red: 0, blue: 0, green: 0 };
    for (const e of EMOTION_CATALOGUE) counts[quadrantOf(e.pleasantness, e.energy)] += 1;
    for (const count of Object.values(counts)) expect(count).toBeGreaterThanOrEqual(20);
    expect(quadrantOf(bySlug.get('calm')?.pleasantness ?? 0, bySlug.get('calm')?.energy ?? 0)).toBe('green');
    expect(quadrantOf(bySlug.get('tired')?.pleasantness ?? 0, bySlug.get('tired')?.energy ?? 0)).toBe('blue');
    expect(quadrantOf(bySlug.get('rage')?.pleasantness ?? 0, bySlug.get('rage')?.energy ?? 0)).toBe('red');
    expect(quadrantOf(bySlug.get('excited')?.pleasantness ?? 0, bySlug.get('excited')?.energy ?? 0)).toBe(
      'yellow',
    );
  });

  it('includes the everyday words the two models lack', () => {
    for (const slug of [
      'calm',
      'content',
      'relieved',
      'grateful',
      'tired',
      'lonely',
      'drained',
      'overwhelmed',
    ])
      expect(bySlug.get(slug)?.origin, slug).toBe('everyday');
  });
});
