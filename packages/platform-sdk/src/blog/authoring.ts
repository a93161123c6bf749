/**
 * Blog authoring (admins): what an article, a category and a tag look like in the editor, the checks
 * made before anything is sent, and how the platform's refusals become {@link PlatformError}s.
 *
 * The limits are the platform's column sizes (spec section 9, `metadata/field-limits.ts`): title and
 * description are multilingual text (256 characters a language), content is rich text (2048 a
 * language), the author plain text (1024); a slug is at most 80 (`isBlogSlug`). The emulator refuses
 * the same values with the same codes.
 */
import { ERRORS, PlatformError, PlatformHttpError, type ErrorCode } from '../errors.ts';
import { FIELD_MAX_LENGTH, fieldTooLongError, findTooLong, textLength } from '../metadata/field-limits.ts';
import type { BlogTerm } from './service.ts';
import { BLOG_SLUG_MAX_LENGTH, isBlogSlug } from './text.ts';

/** The languages an article is written in (spec section 9); English first, the readers' fallback. */
export const BLOG_LANGUAGES: readonly string[] = ['en-US', 'tr-TR'];

/** The longest value of each field an editor writes (characters; per language for the multilingual ones). */
export const BLOG_LIMITS = {
  slug: BLOG_SLUG_MAX_LENGTH,
  title: FIELD_MAX_LENGTH.multiLingualText,
  description: FIELD_MAX_LENGTH.multiLingualText,
  content: FIELD_MAX_LENGTH.richText,
  author: FIELD_MAX_LENGTH.text,
  /** A category's or tag's `name`. */
  termName: FIELD_MAX_LENGTH.text,
  /** A category's or tag's title. */
  termTitle: FIELD_MAX_LENGTH.multiLingualText,
} as const;

/** An article as the editor writes it (`blog.saveArticle`). */
export interface BlogArticleInput {
  /** Absent for a new article. */
  id?: string;
  /** URL-safe: lowercase letters, digits, single hyphens between them; at most 80 characters. */
  slug: string;
  /** Per language code ('en-US', 'tr-TR'); '' when the article has no text in that language. English is required. */
  title: Record<string, string>;
  description: Record<string, string>;
  /** HTML per language. */
  content: Record<string, string>;
  /** GsbFile id of the cover image (`files.upload` with {@link BLOG_IMAGE_TARGET}), or null. */
  imageId: string | null;
  author: string;
  /** ISO date-time. */
  publishDate: string;
  isPublished: boolean;
  /** Minutes, at least 1 (`readingTimeOf(content['en-US'])` computes it). */
  readingTime: number;
  /** GsbBlogCategory ids. */
  categoryIds: string[];
  /** GsbTag ids. */
  tagIds: string[];
}

/**
 * An article loaded for editing (`blog.loadForEditing`), published or draft: every field of
 * {@link BlogArticleInput} (each multilingual one with a key for every language of
 * {@link BLOG_LANGUAGES}, '' where there is no text), plus the cover image's public URL.
 */
export interface BlogArticleForEditing extends Required<BlogArticleInput> {
  image: { id: string; publicUrl: string } | null;
}

/** A category or tag as the editor lists it: a {@link BlogTerm} plus its stored name and title in every language. */
export interface BlogTermDetail extends BlogTerm {
  /** The record's `name` (a tag's is also its `slug`). */
  name: string;
  /** The title per language ('' where it has none), a key for every language of {@link BLOG_LANGUAGES}. */
  titles: Record<string, string>;
}

/** A new category (`blog.createCategory`): only admins create them. */
export interface BlogCategoryInput {
  name: string;
  /** URL-safe, unique among categories. */
  slug: string;
  /** Per language; English is required. */
  title: Record<string, string>;
}

/** A tag for articles (`blog.createTag`). Its `name` is what names it in URLs, so it is URL-safe too. */
export interface BlogTagInput {
  name: string;
  /** Per language; default: the name, in English. */
  title?: Record<string, string>;
}

/** Where a cover image is uploaded: files uploaded for GsbBlog's `image` are public (readers see them). */
export const BLOG_IMAGE_TARGET = { entityName: 'GsbBlog', propName: 'image' } as const;

function problem(code: ErrorCode, field: string, extra: Record<string, unknown> = {}): PlatformError {
  return new PlatformError(code, { details: { field, ...extra } });
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

function slugProblem(slug: string, field = 'slug'): PlatformError | null {
  if (slug === '') return problem('BLOG_SLUG_REQUIRED', field);
  const length = textLength(slug);
  if (length > BLOG_LIMITS.slug)
    return fieldTooLongError(field, { language: null, length, max: BLOG_LIMITS.slug });
  return isBlogSlug(slug) ? null : problem('BLOG_SLUG_INVALID', field);
}

function lengthProblem(field: string, value: unknown, max: number): PlatformError | null {
  const tooLong = findTooLong(value, max);
  return tooLong === null ? null : fieldTooLongError(field, tooLong);
}

function present<T>(list: (T | null)[]): T[] {
  return list.filter((item): item is T => item !== null);
}

/**
 * Every problem of an article, in field order (empty when it may be saved): slug required and
 * URL-safe, title required in English, the field sizes of {@link BLOG_LIMITS}, a valid publish date and
 * a reading time of at least one whole minute. Each error's `details.field` names the field (and
 * `details.language` the language of a multilingual one), so a form can show it there.
 */
export function validateBlogArticle(input: BlogArticleInput): PlatformError[] {
  return present([
    slugProblem(input.slug),
    blank(input.title['en-US']) ? problem('BLOG_TITLE_REQUIRED', 'title', { language: 'en-US' }) : null,
    lengthProblem('title', input.title, BLOG_LIMITS.title),
    lengthProblem('description', input.description, BLOG_LIMITS.description),
    lengthProblem('content', input.content, BLOG_LIMITS.content),
    lengthProblem('author', input.author, BLOG_LIMITS.author),
    Number.isNaN(Date.parse(input.publishDate)) ? problem('BLOG_PUBLISH_DATE_INVALID', 'publishDate') : null,
    Number.isInteger(input.readingTime) && input.readingTime >= 1
      ? null
      : problem('BLOG_READING_TIME_INVALID', 'readingTime'),
  ]);
}

/** Every problem of a new category: name required, slug URL-safe, title required in English, sizes. */
export function validateBlogCategory(input: BlogCategoryInput): PlatformError[] {
  return present([
    blank(input.name) ? problem('BLOG_TERM_NAME_REQUIRED', 'name') : null,
    lengthProblem('name', input.name, BLOG_LIMITS.termName),
    slugProblem(input.slug),
    blank(input.title['en-US']) ? problem('BLOG_TITLE_REQUIRED', 'title', { language: 'en-US' }) : null,
    lengthProblem('title', input.title, BLOG_LIMITS.termTitle),
  ]);
}

/** Every problem of a new tag: a URL-safe name (it names the tag in URLs), title sizes. */
export function validateBlogTag(input: BlogTagInput): PlatformError[] {
  const name = input.name;
  return present([
    name === '' ? problem('BLOG_TERM_NAME_REQUIRED', 'name') : null,
    name !== '' && !isBlogSlug(name) ? problem('BLOG_TAG_NAME_INVALID', 'name') : null,
    lengthProblem('title', input.title, BLOG_LIMITS.termTitle),
  ]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The platform's refusal as a JSON body: a failed call's body text, or a bulk result with `success: false`. */
function refusalOf(failure: unknown): { status?: number; body: Record<string, unknown> } | null {
  if (failure instanceof PlatformHttpError) {
    let body: unknown = {};
    try {
      body = JSON.parse(failure.bodyText) as unknown;
    } catch {
      // Not JSON (a proxy's error page): only the status is known.
    }
    return { status: failure.status, body: isRecord(body) ? body : {} };
  }
  if (isRecord(failure) && failure.success === false) {
    return {
      ...(typeof failure.status === 'number' ? { status: failure.status } : {}),
      body: failure,
    };
  }
  return null;
}

/** The checks the platform makes too: a refusal with one of these messages answers its code. */
const CHECKED_CODES: readonly ErrorCode[] = [
  'BLOG_SLUG_REQUIRED',
  'BLOG_SLUG_INVALID',
  'BLOG_SLUG_TAKEN',
  'BLOG_TITLE_REQUIRED',
  'BLOG_READING_TIME_INVALID',
  'BLOG_PUBLISH_DATE_INVALID',
  'BLOG_TERM_NAME_REQUIRED',
  'BLOG_TAG_NAME_INVALID',
  'BLOG_CATEGORY_SLUG_TAKEN',
];

/** True when an answer is a refusal (a bulk result carrying `success: false`) rather than a saved record. */
export function isRefusal(answer: unknown): boolean {
  return isRecord(answer) && answer.success === false;
}

/**
 * What a failed save means: the unique `slug` taken (`takenCode`), a field over its size
 * (`FIELD_TOO_LONG` with the platform's message), or `fallback` with `details: { status, error }`.
 * The emulator marks its refusals with `field` and `rule` (`unique`, `maxLength`); a platform that only
 * says "slug must be unique" is understood too.
 */
export function saveFailure(failure: unknown, fallback: ErrorCode, takenCode: ErrorCode): PlatformError {
  const refusal = refusalOf(failure);
  if (refusal === null) return new PlatformError(fallback, { cause: failure });
  const { status, body } = refusal;
  const message = typeof body.message === 'string' ? body.message : '';
  const field = typeof body.field === 'string' ? body.field : undefined;
  if (
    (body.rule === 'unique' && field === 'slug') ||
    (field === undefined && /\bslug\b/i.test(message) && /unique|taken|exists/i.test(message))
  ) {
    return new PlatformError(takenCode, { cause: failure, details: { field: 'slug', status } });
  }
  if (body.rule === 'maxLength' && field !== undefined) {
    return new PlatformError('FIELD_TOO_LONG', {
      cause: failure,
      ...(message === ''
        ? { params: { field, max: typeof body.maxLength === 'number' ? body.maxLength : '' } }
        : { message }),
      details: { field, language: body.language ?? null, max: body.maxLength, status },
    });
  }
  const known = CHECKED_CODES.find((code) => ERRORS[code] === message);
  if (known !== undefined)
    return new PlatformError(known, { cause: failure, details: { field: field ?? null, status } });
  return new PlatformError(fallback, {
    cause: failure,
    details: { status, error: message || undefined, ...(field === undefined ? {} : { field }) },
  });
}
