import type { SortCol } from '../types/query.ts';
import type { BlogTerm } from './service.ts';

// What the readers' service and the authoring one (loaded on demand) share: the authoring entities and
// columns, and reading the platform's loosely typed answers. Kept apart from both, so that neither
// module is split out of its chunk for the other.

/** The language every article is written in first, used when the requested one has no text. */
export const BLOG_FALLBACK_LANGUAGE = 'en-US';

/** Newest first: the order of the blog's lists and of a slug's lookup. */
export const NEWEST: readonly SortCol[] = [{ field: 'publishDate', dir: 'desc' }];

/** The blog's entity. */
export const BLOG_ENTITY = 'GsbBlog';

/** The entities of an article's categories and tags (tags are shared with journals and reflections). */
export const BLOG_CATEGORY_ENTITY = 'GsbBlogCategory';
export const BLOG_TAG_ENTITY = 'GsbTag';

/** The most categories or tags one list reads. */
export const BLOG_TERMS_LIMIT = 1000;

/** The columns the editor reads (`loadForEditing`): everything it writes, with the cover's URL. */
export const BLOG_EDIT_COLUMNS: readonly string[] = [
  'id',
  'slug',
  'title',
  'description',
  'content',
  'image.id',
  'image.publicUrl',
  'author',
  'publishDate',
  'isPublished',
  'readingTime',
  'categories.id',
  'tags.id',
];

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The text of a multilingual value in `language` ('' when it has none); a plain string is already picked. */
export function inLanguage(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  return isObject(value) ? text(value[language]) : '';
}

/** The text in `language`, else English, else any language. */
export function pick(value: unknown, language: string): string {
  const exact = inLanguage(value, language);
  if (exact !== '') return exact;
  const fallback = inLanguage(value, BLOG_FALLBACK_LANGUAGE);
  if (fallback !== '') return fallback;
  return isObject(value)
    ? (Object.values(value)
        .map(text)
        .find((v) => v !== '') ?? '')
    : '';
}

export function mapTerms(raw: unknown, slugField: 'slug' | 'name', language: string): BlogTerm[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((term) => {
    const slug = text(term[slugField]) || text(term.name) || text(term.id);
    return { id: text(term.id), slug, title: pick(term.title, language) || text(term.name) || slug };
  });
}
