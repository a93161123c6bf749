import { ERRORS, PlatformError, type ErrorCode } from '../errors.ts';
import type { GsbBlog } from '../types/entities.ts';
import type { Filter, QueryResponse } from '../types/query.ts';
import {
  BLOG_LANGUAGES,
  isRefusal,
  saveFailure,
  validateBlogArticle,
  validateBlogCategory,
  validateBlogTag,
  type BlogArticleForEditing,
  type BlogArticleInput,
  type BlogCategoryInput,
  type BlogTagInput,
  type BlogTermDetail,
} from './authoring.ts';
import type { BlogDeps } from './service.ts';
import { isBlogSlug } from './text.ts';
import {
  BLOG_CATEGORY_ENTITY,
  BLOG_EDIT_COLUMNS,
  BLOG_ENTITY,
  BLOG_FALLBACK_LANGUAGE,
  BLOG_TAG_ENTITY,
  BLOG_TERMS_LIMIT,
  isObject,
  mapTerms,
  NEWEST,
  num,
  text,
} from './values.ts';

/**
 * A multilingual value with a key for every language of {@link BLOG_LANGUAGES} ('' where it has no
 * text) plus any other language it holds; a plain string (a platform that answered one language) is
 * taken as English.
 */
function allLanguages(value: unknown): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(BLOG_LANGUAGES.map((l) => [l, '']));
  if (typeof value === 'string') out[BLOG_FALLBACK_LANGUAGE] = value;
  else if (isObject(value)) for (const [language, t] of Object.entries(value)) out[language] = text(t);
  return out;
}

/** The ids of an included to-many reference (`[{ id }, ...]` or `[id, ...]`), each once. */
function idsOf(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const ids = raw.map((item) => (isObject(item) ? text(item.id) : text(item))).filter((id) => id !== '');
  return [...new Set(ids)];
}

function mapForEditing(raw: Record<string, unknown>): BlogArticleForEditing {
  const image = isObject(raw.image) ? raw.image : null;
  const imageId = text(raw.image_id) || (image === null ? '' : text(image.id));
  return {
    id: text(raw.id),
    slug: text(raw.slug),
    title: allLanguages(raw.title),
    description: allLanguages(raw.description),
    content: allLanguages(raw.content),
    imageId: imageId === '' ? null : imageId,
    image: image === null || imageId === '' ? null : { id: imageId, publicUrl: text(image.publicUrl) },
    author: text(raw.author),
    publishDate: text(raw.publishDate),
    isPublished: raw.isPublished === true,
    readingTime: Math.max(1, num(raw.readingTime)),
    categoryIds: idsOf(raw.categories),
    tagIds: idsOf(raw.tags),
  };
}

function mapTermDetail(
  raw: Record<string, unknown>,
  slugField: 'slug' | 'name',
  language: string,
): BlogTermDetail {
  const [term] = mapTerms([raw], slugField, language);
  return {
    id: term?.id ?? text(raw.id),
    slug: term?.slug ?? '',
    title: term?.title ?? '',
    name: text(raw.name),
    titles: allLanguages(raw.title),
  };
}

/** An ISO date-time in UTC (so dates sort as text), from any date string `Date.parse` reads. */
function isoDate(value: string): string {
  return new Date(Date.parse(value)).toISOString();
}

/** The saved record's id: from `{ id }` or `{ entity: { id } }`. */
function savedId(answer: unknown): string {
  if (!isObject(answer)) return '';
  return text(answer.id) || (isObject(answer.entity) ? text(answer.entity.id) : '');
}

/**
 * Writing the blog (admins), behind `BlogService`'s authoring calls and loaded only when one is made:
 * entity queries in every language and entity saves of GsbBlog, GsbBlogCategory and GsbTag, each
 * checked before it is sent (`authoring.ts`).
 */
export class BlogAuthoring {
  constructor(private readonly deps: BlogDeps) {}

  /**
   * The article with this slug, published or draft, with every language of its multilingual fields
   * (one query with `languageCode: '*'`), or null when there is none. Only admins read drafts: for
   * anyone else a draft is null.
   */
  async loadForEditing(slug: string): Promise<BlogArticleForEditing | null> {
    if (slug.trim() === '') return null;
    let answer: QueryResponse<Record<string, unknown>>;
    try {
      answer = await this.deps.queryAllLanguages({
        entityName: BLOG_ENTITY,
        selectCols: [...BLOG_EDIT_COLUMNS],
        filters: [{ field: 'slug', op: 'eq', value: slug }],
        sortCols: NEWEST.map((s) => ({ ...s })),
        startIndex: 0,
        count: 1,
      });
    } catch (cause) {
      throw new PlatformError('GET_BLOG_ARTICLE_FAILED', { cause });
    }
    const raw = answer.entities[0];
    return raw === undefined ? null : mapForEditing(raw);
  }

  /**
   * Creates (no `id`) or updates an article through the entity save: every language given of title,
   * description and content (a language left out keeps its stored text; '' clears it), the cover as
   * `image_id` (null removes it), the publish date as UTC ISO, and the categories and tags as id lists,
   * which replace the article's mappings. Checked first ({@link validateBlogArticle}): the first problem
   * is thrown and nothing is sent. A slug another article has is `BLOG_SLUG_TAKEN`, a field the platform
   * finds too long `FIELD_TOO_LONG`, anything else `SAVE_BLOG_ARTICLE_FAILED` (`details.status` 403 for
   * a caller who is not an admin, `details.error` the platform's message).
   */
  async saveArticle(input: BlogArticleInput): Promise<{ id: string; slug: string }> {
    const [first] = validateBlogArticle(input);
    if (first !== undefined) throw first;
    const entity: Record<string, unknown> = {
      ...(input.id === undefined || input.id === '' ? {} : { id: input.id }),
      slug: input.slug,
      title: { ...input.title },
      description: { ...input.description },
      content: { ...input.content },
      image_id: input.imageId,
      author: input.author,
      publishDate: isoDate(input.publishDate),
      isPublished: input.isPublished,
      readingTime: input.readingTime,
      categories: [...new Set(input.categoryIds)],
      tags: [...new Set(input.tagIds)],
    };
    const id = await this.saveRecord(BLOG_ENTITY, entity, 'SAVE_BLOG_ARTICLE_FAILED', 'BLOG_SLUG_TAKEN');
    return { id, slug: input.slug };
  }

  /**
   * True when `slug` is a valid slug no other article uses (drafts included, for an admin; `exceptId`
   * is the article being edited). False for an invalid slug, which could not be saved anyway.
   */
  async isSlugAvailable(slug: string, exceptId?: string): Promise<boolean> {
    if (!isBlogSlug(slug)) return false;
    let answer: QueryResponse<GsbBlog>;
    try {
      answer = await this.deps.query({
        entityName: BLOG_ENTITY,
        selectCols: ['id'],
        filters: [{ field: 'slug', op: 'eq', value: slug }],
        startIndex: 0,
        count: 2,
      });
    } catch (cause) {
      throw new PlatformError('GET_BLOG_ARTICLE_FAILED', { cause });
    }
    return answer.entities.every((row) => exceptId !== undefined && row.id === exceptId);
  }

  /** Every category (up to {@link BLOG_TERMS_LIMIT}), by name: slug, title in the client's language and in every language. */
  async listCategories(): Promise<BlogTermDetail[]> {
    return this.listTerms(BLOG_CATEGORY_ENTITY, 'slug', ['id', 'name', 'slug', 'title'], []);
  }

  /**
   * The blog's tags (up to {@link BLOG_TERMS_LIMIT}), by name: the GsbTags with a title. GsbTag is shared
   * with journals and reflections, whose tags (a person's own words) have a name only and are left out.
   */
  async listTags(): Promise<BlogTermDetail[]> {
    return this.listTerms(
      BLOG_TAG_ENTITY,
      'name',
      ['id', 'name', 'title'],
      [{ field: 'title', op: 'isNotNull' }],
    );
  }

  /**
   * Creates a category (admins). Checked first ({@link validateBlogCategory}); a slug another category
   * has is `BLOG_CATEGORY_SLUG_TAKEN`; other refusals `SAVE_BLOG_TERM_FAILED`.
   */
  async createCategory(input: BlogCategoryInput): Promise<BlogTermDetail> {
    const [first] = validateBlogCategory(input);
    if (first !== undefined) throw first;
    const record = { name: input.name.trim(), slug: input.slug, title: { ...input.title } };
    const id = await this.saveRecord(
      BLOG_CATEGORY_ENTITY,
      record,
      'SAVE_BLOG_TERM_FAILED',
      'BLOG_CATEGORY_SLUG_TAKEN',
    );
    return mapTermDetail({ id, ...record }, 'slug', this.deps.language());
  }

  /**
   * A tag for articles, by name. Tags are one vocabulary shared with journals (found by name, as the
   * journal does), so a name that exists answers that tag: the languages of `title` it has no text in
   * are added (a title it has is never overwritten: that would rename the tag on every article), and
   * an untitled tag (a journal word) gets the name in English, so it joins {@link listTags}. A new name
   * is created with `title` (default: the name, in English). Checked first ({@link validateBlogTag});
   * refusals are `SAVE_BLOG_TERM_FAILED`.
   */
  async createTag(input: BlogTagInput): Promise<BlogTermDetail> {
    const [first] = validateBlogTag(input);
    if (first !== undefined) throw first;
    const language = this.deps.language();
    let existing: Record<string, unknown> | undefined;
    try {
      const answer = await this.deps.queryAllLanguages({
        entityName: BLOG_TAG_ENTITY,
        selectCols: ['id', 'name', 'title'],
        filters: [{ field: 'name', op: 'eq', value: input.name }],
        sortCols: [{ field: 'createDate', dir: 'asc' }],
        startIndex: 0,
        count: 1,
      });
      existing = answer.entities[0];
    } catch (cause) {
      throw new PlatformError('GET_BLOG_TERMS_FAILED', { cause });
    }
    const fallback = { [BLOG_FALLBACK_LANGUAGE]: input.name };
    if (existing === undefined) {
      const title = input.title ?? fallback;
      const id = await this.saveTag({ name: input.name, title });
      return mapTermDetail({ id, name: input.name, title }, 'name', language);
    }
    const stored = allLanguages(existing.title);
    const titled = Object.values(stored).some((t) => t !== '');
    const missing = Object.entries(input.title ?? (titled ? {} : fallback)).filter(
      ([lang, t]) => t !== '' && (stored[lang] ?? '') === '',
    );
    if (missing.length === 0) return mapTermDetail(existing, 'name', language);
    const added = Object.fromEntries(missing);
    const id = await this.saveTag({ id: text(existing.id), title: added });
    return mapTermDetail({ ...existing, id, title: { ...stored, ...added } }, 'name', language);
  }

  private saveTag(record: Record<string, unknown>): Promise<string> {
    return this.saveRecord(BLOG_TAG_ENTITY, record, 'SAVE_BLOG_TERM_FAILED', 'SAVE_BLOG_TERM_FAILED');
  }

  private async listTerms(
    entityName: string,
    slugField: 'slug' | 'name',
    selectCols: string[],
    filters: Filter[],
  ): Promise<BlogTermDetail[]> {
    let answer: QueryResponse<Record<string, unknown>>;
    try {
      answer = await this.deps.queryAllLanguages({
        entityName,
        selectCols,
        filters,
        sortCols: [{ field: 'name', dir: 'asc' }],
        startIndex: 0,
        count: BLOG_TERMS_LIMIT,
      });
    } catch (cause) {
      throw new PlatformError('GET_BLOG_TERMS_FAILED', { cause });
    }
    const language = this.deps.language();
    return answer.entities.map((raw) => mapTermDetail(raw, slugField, language));
  }

  /** Saves one record; answers its id, or throws what the refusal means ({@link saveFailure}). */
  private async saveRecord(
    entityName: string,
    entity: Record<string, unknown>,
    fallback: ErrorCode,
    takenCode: ErrorCode,
  ): Promise<string> {
    let answer: unknown;
    try {
      answer = await this.deps.save(entityName, entity);
    } catch (cause) {
      throw saveFailure(cause, fallback, takenCode);
    }
    if (isRefusal(answer)) throw saveFailure(answer, fallback, takenCode);
    const id = savedId(answer);
    if (id === '') throw new PlatformError(fallback, { details: { error: ERRORS.NO_RESPONSE } });
    return id;
  }
}
