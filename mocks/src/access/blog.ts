/**
 * What a save of a blog article or category must hold (registered in db/entity-rules.ts; only admins
 * write these entities). The checks are the SDK's (`isBlogSlug`, the catalogue's codes), so the SDK's
 * own checks before sending and the emulator's refusals agree:
 *
 * - `slug`: required on create, and URL-safe (lowercase letters, digits, single hyphens between them,
 *   at most 80): 400 `Slug is required` / `Slug may contain only ...` / `slug must be at most 80
 *   characters`, with `field: 'slug'`. Taken by another record: the unique rule (database.ts).
 * - an article's English title: required on create, and never emptied (400 `Title is required in English`).
 * - an article's `readingTime`: a whole number of minutes, at least 1; `publishDate`: a date.
 * - a tag's `title`: admins only (a titled tag is a blog tag).
 *
 * Field sizes are the generic column sizes (db/field-limits.ts).
 */
import {
  BLOG_SLUG_MAX_LENGTH,
  ERRORS,
  formatMessage,
  isBlogSlug,
  textLength,
} from '@emotion-guru/platform-sdk';
import type { WriteContext } from '../db/entity-rules.ts';
import { EMULATOR_MESSAGES, HttpError } from '../handlers/context.ts';
import { isRecord } from '../query/paths.ts';
import type { Row } from '../query/types.ts';

function refuse(message: string, field: string, rule: string, extra: Row = {}): never {
  throw new HttpError(400, message, { field, rule, ...extra });
}

function checkSlug(input: Row, existing: Row | undefined): void {
  if (!('slug' in input)) {
    if (existing === undefined) refuse(ERRORS.BLOG_SLUG_REQUIRED, 'slug', 'required');
    return;
  }
  const slug = input.slug;
  if (slug === undefined || slug === null || slug === '')
    refuse(ERRORS.BLOG_SLUG_REQUIRED, 'slug', 'required');
  if (typeof slug === 'string' && textLength(slug) > BLOG_SLUG_MAX_LENGTH) {
    refuse(
      formatMessage(ERRORS.FIELD_TOO_LONG, { field: 'slug', max: BLOG_SLUG_MAX_LENGTH }),
      'slug',
      'maxLength',
      {
        language: null,
        length: textLength(slug),
        maxLength: BLOG_SLUG_MAX_LENGTH,
      },
    );
  }
  if (!isBlogSlug(slug)) refuse(ERRORS.BLOG_SLUG_INVALID, 'slug', 'format');
}

/** The English text a write leaves in a multilingual field (a plain string counts as written). */
function englishAfter(value: unknown, existing: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const written = isRecord(value) ? value['en-US'] : undefined;
  if (written !== undefined) return typeof written === 'string' ? written : '';
  return isRecord(existing) && typeof existing['en-US'] === 'string' ? existing['en-US'] : undefined;
}

function checkEnglishTitle(input: Row, existing: Row | undefined): void {
  if (existing !== undefined && !('title' in input)) return;
  const english = englishAfter(input.title, existing?.title);
  if (english === undefined || english.trim() === '')
    refuse(ERRORS.BLOG_TITLE_REQUIRED, 'title', 'required', { language: 'en-US' });
}

/** A GsbBlog save: slug, English title, reading time and publish date (see the module comment). */
export function prepareBlog(input: Row, { existing }: WriteContext): void {
  checkSlug(input, existing);
  checkEnglishTitle(input, existing);
  if ('readingTime' in input) {
    const minutes = input.readingTime;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1)
      refuse(ERRORS.BLOG_READING_TIME_INVALID, 'readingTime', 'format');
  }
  if ('publishDate' in input && input.publishDate !== null) {
    const date = input.publishDate;
    if (typeof date !== 'string' || Number.isNaN(Date.parse(date)))
      refuse(ERRORS.BLOG_PUBLISH_DATE_INVALID, 'publishDate', 'format');
  }
}

/**
 * A GsbTag save: a title is what makes a tag the blog's (the SDK's `listTags` lists the titled ones;
 * a journal's or reflection's tag is a name only), so only admins give or change one: 403 for anyone
 * else who sends a `title`.
 */
export function prepareTag(input: Row, { actor }: WriteContext): void {
  if (!actor.isAdmin && input.title !== undefined && input.title !== null)
    throw new HttpError(403, EMULATOR_MESSAGES.FORBIDDEN, { field: 'title' });
}

/** A GsbBlogCategory save: its slug names it in URLs (see the module comment). */
export function prepareBlogCategory(input: Row, { existing }: WriteContext): void {
  checkSlug(input, existing);
}
