import { describe, expect, it } from 'vitest';
import type { Emotion } from '../model/types.ts';
import { suggestComposites } from './composite.ts';
import { QUADRANTS, quadrantOf } from './quadrant.ts';
import { foldForSearch, searchEmotions } from './search.ts';
import { toEmotion } from './to-emotion.ts';

function word(id: string, name: string, extra: Partial<Emotion> = {}): Emotion {
  return {
    id,
    slug: id,
    name,
    definition: `${name}.`,
    kind: 1,
    level: 2,
    origin: 'plutchik',
    pleasantness: 0.5,
    energy: 0.5,
    quadrant: 'yellow',
    isCustom: false,
    ...extra,
  };
}

const joy = word('joy', 'Joy', { family: 'joy' });
const serenity = word('serenity', 'Serenity', { family: 'joy', level: 1 });
const trust = word('trust', 'Trust', { family: 'trust' });
const fear = word('fear', 'Fear', { family: 'fear' });
const love = word('love', 'Love', { kind: 2, origin: 'dyad', parents: ['joy', 'trust'] });
const guilt = word('guilt', 'Guilt', { kind: 2, origin: 'dyad', parents: ['joy', 'fear'] });
const submission = word('submission', 'Submission', { kind: 2, origin: 'dyad', parents: ['trust', 'fear'] });
const CATALOGUE = [joy, serenity, trust, fear, love, guilt, submission];

describe('quadrantOf', () => {
  it('places a point in the Mood-Meter quadrant of its signs', () => {
    expect(quadrantOf(0.8, 0.4)).toBe('yellow');
    expect(quadrantOf(-0.8, 0.4)).toBe('red');
    expect(quadrantOf(-0.3, -0.7)).toBe('blue');
    expect(quadrantOf(0.6, -0.5)).toBe('green');
  });

  it('sends points on an axis to the low or unpleasant side', () => {
    expect(quadrantOf(0, 0.5)).toBe('red');
    expect(quadrantOf(0.5, 0)).toBe('green');
    expect(quadrantOf(0, 0)).toBe('blue');
  });

  it('lists the four quadrants in grid order, top row first', () => {
    expect(QUADRANTS).toEqual(['red', 'yellow', 'blue', 'green']);
  });
});

describe('search', () => {
  it('folds Turkish capitals by Turkish rules and drops diacritics', () => {
    expect(foldForSearch('YALNIZ', 'tr-TR')).toBe('yalniz');
    expect(foldForSearch('İlgi', 'tr-TR')).toBe('ilgi');
    expect(foldForSearch('Şaşkınlık', 'tr-TR')).toBe('saskinlik');
    expect(foldForSearch('Güvende', 'tr-TR')).toBe('guvende');
    expect(foldForSearch('Çaresiz', 'tr-TR')).toBe('caresiz');
    expect(foldForSearch('Öfke', 'tr-TR')).toBe('ofke');
    expect(foldForSearch('IDLE', 'en-US')).toBe('idle');
    expect(foldForSearch('  Café ', 'en-US')).toBe('cafe');
  });

  const turkish = [
    word('lonely', 'Yalnız'),
    word('interest', 'İlgi'),
    word('surprise', 'Şaşkınlık'),
    word('safe', 'Güvende'),
    word('trust', 'Güven'),
    word('insecure', 'Güvensiz'),
  ];

  it('finds a Turkish word with or without its diacritics, in any case', () => {
    for (const query of ['yalnız', 'yalniz', 'YALNIZ', 'Yalnız', 'yal'])
      expect(
        searchEmotions(turkish, query, 'tr-TR').map((e) => e.id),
        query,
      ).toEqual(['lonely']);
    expect(searchEmotions(turkish, 'ILGI', 'tr-TR').map((e) => e.id)).toEqual(['interest']);
    expect(searchEmotions(turkish, 'saskin', 'tr-TR').map((e) => e.id)).toEqual(['surprise']);
  });

  it('lists words starting with the query before words that only contain it, in catalogue order', () => {
    expect(searchEmotions(turkish, 'güven', 'tr-TR').map((e) => e.id)).toEqual(['safe', 'trust', 'insecure']);
    const english = [word('a', 'Unloved'), word('b', 'Love'), word('c', 'Lovely')];
    expect(searchEmotions(english, 'love', 'en-US').map((e) => e.id)).toEqual(['b', 'c', 'a']);
  });

  it('finds nothing for an empty query', () => {
    expect(searchEmotions(turkish, '   ', 'tr-TR')).toEqual([]);
  });
});

describe('suggestComposites', () => {
  it('offers the composite of two chosen basic families, named by the families', () => {
    const [suggestion, ...rest] = suggestComposites([joy, trust], CATALOGUE);
    expect(rest).toEqual([]);
    expect(suggestion?.composite.id).toBe('love');
    expect(suggestion?.parents.map((p) => p.id)).toEqual(['joy', 'trust']);
  });

  it('uses the families of milder or everyday words too, whatever the order', () => {
    const calm = word('calm', 'Calm', { family: 'joy', origin: 'everyday', level: 1 });
    expect(suggestComposites([trust, calm], CATALOGUE).map((s) => s.composite.id)).toEqual(['love']);
    expect(suggestComposites([serenity, trust], CATALOGUE).map((s) => s.composite.id)).toEqual(['love']);
  });

  it('offers one composite per pair of families, and none already chosen or for one family', () => {
    expect(suggestComposites([joy, trust, fear], CATALOGUE).map((s) => s.composite.id)).toEqual([
      'love',
      'guilt',
      'submission',
    ]);
    expect(suggestComposites([joy, trust, love], CATALOGUE)).toEqual([]);
    expect(suggestComposites([joy, serenity], CATALOGUE)).toEqual([]);
    expect(suggestComposites([joy], CATALOGUE)).toEqual([]);
  });

  it('ignores composites and users’ own words as parents', () => {
    const own = word('own', 'Mine', { family: 'trust', isCustom: true, origin: 'custom' });
    expect(suggestComposites([love, guilt], CATALOGUE)).toEqual([]);
    expect(suggestComposites([joy, own], CATALOGUE).map((s) => s.composite.id)).toEqual(['love']);
  });
});

describe('toEmotion', () => {
  it('reads a record in the current language and places it in its quadrant', () => {
    const emotion = toEmotion(
      {
        id: 'e-1',
        slug: 'love',
        name: { 'en-US': 'Love', 'tr-TR': 'Sevgi' },
        definition: 'Deep warmth.',
        kind: 2,
        level: 2,
        origin: 'dyad',
        parents: ['joy', 'trust'],
        pleasantness: 0.85,
        energy: 0.2,
        isCustom: false,
      },
      'tr-TR',
    );
    expect(emotion).toEqual({
      id: 'e-1',
      slug: 'love',
      name: 'Sevgi',
      definition: 'Deep warmth.',
      kind: 2,
      level: 2,
      origin: 'dyad',
      parents: ['joy', 'trust'],
      pleasantness: 0.85,
      energy: 0.2,
      quadrant: 'yellow',
      isCustom: false,
    });
  });

  it('keeps a custom word, clamps stray coordinates and drops records without a name', () => {
    const own = toEmotion(
      { id: 'e-2', name: 'Mine', family: 'joy', pleasantness: 3, energy: -2, isCustom: true },
      'en-US',
    );
    expect(own).toMatchObject({
      origin: 'custom',
      family: 'joy',
      pleasantness: 1,
      energy: -1,
      quadrant: 'green',
      isCustom: true,
    });
    expect(toEmotion({ id: 'e-3', name: '  ' }, 'en-US')).toBeUndefined();
    expect(
      toEmotion({ id: 'e-4', family: 'love' as never, name: 'x', parents: ['joy', 'x' as never] }, 'en-US'),
    ).not.toHaveProperty('family');
  });
});
