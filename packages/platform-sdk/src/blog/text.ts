/**
 * Pure helpers of blog authoring: slugs (an article's, a category's, a tag's name) and reading time.
 * The emulator checks slugs with the same {@link isBlogSlug}, so what the SDK accepts the platform does.
 */

/** The longest slug: what {@link slugify} makes, and what the SDK and the emulator accept. */
export const BLOG_SLUG_MAX_LENGTH = 80;

/** Reading speed the reading time assumes (words a minute). */
export const READING_WORDS_PER_MINUTE = 200;

/** Lowercase letters and digits, in runs joined by single hyphens (`mental-loops`, `2026-plans`). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a URL-safe slug of at most {@link BLOG_SLUG_MAX_LENGTH} characters: `a-z`, `0-9`, single inner hyphens. */
export function isBlogSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= BLOG_SLUG_MAX_LENGTH && SLUG.test(value);
}

/** Turkish letters the way a Turkish reader spells them without the marks (İ and I are both `i`). */
const TURKISH: Readonly<Record<string, string>> = {
  ı: 'i',
  İ: 'i',
  I: 'i',
  ş: 's',
  Ş: 's',
  ğ: 'g',
  Ğ: 'g',
  ü: 'u',
  Ü: 'u',
  ö: 'o',
  Ö: 'o',
  ç: 'c',
  Ç: 'c',
};

/**
 * A slug from a title: Turkish letters transliterated (ı→i, İ→i, ş→s, ğ→g, ü→u, ö→o, ç→c), other
 * accents dropped (`zekâ` → `zeka`), lowercase, every run of other characters one hyphen, no hyphen at
 * either end, at most {@link BLOG_SLUG_MAX_LENGTH} characters. '' when the title has no letter or digit.
 *
 * ```ts
 * slugify('Duygusal Zekâ: İlk Adımlar'); // 'duygusal-zeka-ilk-adimlar'
 * ```
 */
export function slugify(title: string): string {
  const slug = title
    .replace(/[ıİIşŞğĞüÜöÖçÇ]/g, (letter) => TURKISH[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, BLOG_SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** Character references that separate words (non-breaking spaces); other references are part of a word. */
const SPACE_ENTITIES = /&(?:nbsp|#160|#x0*a0|ensp|emsp|thinsp);/gi;

/**
 * Minutes to read an article's HTML: its words (tags, scripts and styles stripped) at
 * {@link READING_WORDS_PER_MINUTE} a minute, rounded up, at least 1.
 */
export function readingTimeOf(html: string): number {
  const words = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(SPACE_ENTITIES, ' ')
    .replace(/&[#\w]+;/g, 'x')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
