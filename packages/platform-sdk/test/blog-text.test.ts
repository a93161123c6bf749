import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOG_SLUG_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  findTooLong,
  isBlogSlug,
  maxLengthOf,
  readingTimeOf,
  slugify,
  textLength,
} from '../src/index.ts';

describe('slugify', () => {
  it.each([
    ['Mental loops: why the same thought returns', 'mental-loops-why-the-same-thought-returns'],
    ['Duygusal Zekâ: İlk Adımlar', 'duygusal-zeka-ilk-adimlar'],
    ['ŞEKER ĞÜÇ ÖIİ ışğüöç', 'seker-guc-oii-isguoc'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['Café crème 2026', 'cafe-creme-2026'],
    ['Yapay zekâ & günlük tutma', 'yapay-zeka-gunluk-tutma'],
    ['???', ''],
    ['', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts at 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} bcd`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('word '.repeat(40))).toHaveLength(79);
    expect(slugify('x'.repeat(200))).toHaveLength(BLOG_SLUG_MAX_LENGTH);
  });

  it('always makes a valid slug, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (title) => {
        const slug = slugify(title);
        expect(slug === '' || isBlogSlug(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('isBlogSlug', () => {
  it('accepts lowercase letters and digits joined by single hyphens, at most 80', () => {
    for (const good of ['a', 'mental-loops', '2026-plans', 'x'.repeat(80)])
      expect(isBlogSlug(good)).toBe(true);
    for (const bad of ['', '-a', 'a-', 'a--b', 'A', 'a b', 'ş', 'a_b', 'a/b', 'x'.repeat(81), 12, null])
      expect(isBlogSlug(bad)).toBe(false);
  });
});

describe('readingTimeOf', () => {
  const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('counts words at 200 a minute, rounded up, at least 1', () => {
    expect(readingTimeOf('')).toBe(1);
    expect(readingTimeOf(`<p>${words(1)}</p>`)).toBe(1);
    expect(readingTimeOf(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingTimeOf(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingTimeOf(`<p>${words(1000)}</p>`)).toBe(5);
  });

  it('strips tags, comments, scripts and styles, and splits on non-breaking spaces', () => {
    const html = `<h2 class="x">${words(150)}</h2><!-- ${words(300)} --><script>${words(300)}</script><style>p{}</style><p>${words(50)}</p>`;
    expect(readingTimeOf(html)).toBe(1);
    expect(readingTimeOf(`<p>${words(150)}</p><p>${words(51)}</p>`)).toBe(2);
    expect(readingTimeOf(Array.from({ length: 201 }, () => 'a').join('&nbsp;'))).toBe(2);
    expect(readingTimeOf(Array.from({ length: 201 }, () => 'don&rsquo;t').join(' '))).toBe(2);
    expect(readingTimeOf(Array.from({ length: 300 }, () => '—').join(' '))).toBe(1);
  });
});

describe('field sizes', () => {
  it('are the spec section 9 sizes by kind of field', () => {
    expect(FIELD_MAX_LENGTH).toEqual({ text: 1024, richText: 2048, multiLingualText: 256, icon: 64 });
    expect(maxLengthOf({ dataType: 'text' })).toBe(1024);
    expect(maxLengthOf({})).toBe(1024);
    expect(maxLengthOf({ dataType: 'richText' })).toBe(2048);
    expect(maxLengthOf({ dataType: 'richText', isMultiLingual: true })).toBe(2048);
    expect(maxLengthOf({ dataType: 'multiLingualText', isMultiLingual: true })).toBe(256);
    expect(maxLengthOf({ dataType: 'text', isMultiLingual: true })).toBe(256);
    expect(maxLengthOf({ dataType: 'number' })).toBeUndefined();
    expect(maxLengthOf({ dataType: 'reference' })).toBeUndefined();
  });

  it('count characters and find the first text over the size', () => {
    expect(textLength('şğü')).toBe(3);
    expect(textLength('🙂🙂')).toBe(2);
    expect(findTooLong('abc', 3)).toBeNull();
    expect(findTooLong('abcd', 3)).toEqual({ language: null, length: 4, max: 3 });
    expect(findTooLong({ 'en-US': 'ok', 'tr-TR': 'çok uzun' }, 3)).toEqual({
      language: 'tr-TR',
      length: 8,
      max: 3,
    });
    expect(findTooLong({ 'en-US': 5 }, 3)).toBeNull();
    expect(findTooLong(['abcd'], 3)).toBeNull();
    expect(findTooLong(null, 3)).toBeNull();
    expect(findTooLong(12345, 3)).toBeNull();
  });
});
