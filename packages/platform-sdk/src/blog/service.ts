import { ERRORS, PlatformError, type ErrorCode } from '../errors.ts';
import type { GsbBlog } from '../types/entities.ts';
import type { Filter, QueryRequest, QueryResponse, SortCol } from '../types/query.ts';
import { pageToStartIndex } from '../entity/query-builder.ts';
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
import { isBlogSlug } from './text.ts';

/** The blog's entity, and the workflow function that counts views. */
export const BLOG_ENTITY = 'GsbBlog';
export const BLOG_FUNCTION = 'blogOps';
/** The entities of an article's categories and tags (tags are shared with journals and reflections). */
export const BLOG_CATEGORY_ENTITY = 'GsbBlogCategory';
export const BLOG_TAG_ENTITY = 'GsbTag';

/** The most categories or tags one list reads. */
export const BLOG_TERMS_LIMIT = 1000;

/** Blog lists are 12 articles a page (spec section 9). */
export const BLOG_PAGE_SIZE = 12;

/** The operations of `blogOps` (its `op` parameter). */
export const BlogOp = {
  RecordView: 'recordView',
} as const;
export type BlogOp = (typeof BlogOp)[keyof typeof BlogOp];

/** The columns a list reads (spec section 3): no content, which only the article view needs. */
export const BLOG_LIST_COLUMNS: readonly string[] = [
  'id',
  'title',
  'slug',
  'image.publicUrl',
  'author',
  'publishDate',
  'readingTime',
  'viewCount',
  'description',
  'categories.id',
  'categories.slug',
  'categories.name',
  'categories.title',
  'tags.id',
  'tags.name',
  'tags.title',
];

/** The columns the article view reads: the list's plus the content and share links. */
export const BLOG_ARTICLE_COLUMNS: readonly string[] = [...BLOG_LIST_COLUMNS, 'content', 'socialLinks'];

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

/** A category or tag of an article: `slug` names it in URLs (a category's slug, a tag's name). */
export interface BlogTerm {
  id: string;
  slug: string;
  title: string;
}

/** One article as lists show it. Texts are in the requested language. */
export interface BlogArticleSummary {
  id: string;
  slug: string;
  title: string;
  /** The cover image's public URL, or null when the article has none. */
  imageUrl: string | null;
  author: string;
  /** ISO date and time. */
  publishDate: string;
  /** Minutes. */
  readingTime: number;
  viewCount: number;
  description: string;
  categories: BlogTerm[];
  tags: BlogTerm[];
}

/** One article with its text, as the article view shows it. */
export interface BlogArticle extends BlogArticleSummary {
  /** Untrusted HTML: sanitize before rendering. */
  content: string;
  /** Share links the article carries (absolute URLs). */
  socialLinks: string[];
  /** The language `content` and `description` are in: the requested one, or English when it has no text in it. */
  language: string;
  /** False when the article has no text in the requested language (`content` is then the fallback's). */
  inRequestedLanguage: boolean;
}

/** One page of a list. */
export interface BlogPage {
  articles: BlogArticleSummary[];
  totalCount: number;
  /** 1-based. */
  page: number;
  /** At least 1. */
  pageCount: number;
}

/** Which list: all published articles (newest first), one category's, one tag's, or the most read. */
export interface BlogListRequest {
  /** 1-based; default 1. */
  page?: number;
  /** A category's slug. */
  category?: string;
  /** A tag's name. */
  tag?: string;
  /** Most viewed first instead of newest first. */
  popular?: boolean;
}

/** What the service needs from the client. */
export interface BlogDeps {
  /** `entity.query` in the client's language variation (batched). */
  query: (request: QueryRequest) => Promise<QueryResponse<GsbBlog>>;
  /**
   * `entity.query` sent alone with `languageCode: '*'`: multilingual fields answer every language. Any
   * entity (articles, categories, tags); the rows as the wire carries them, read field by field.
   */
  queryAllLanguages: (request: QueryRequest) => Promise<QueryResponse<Record<string, unknown>>>;
  /**
   * `entity.save` (batched): answers `{ id, entity }`, or, inside a bulk request, the refusal itself
   * (`{ success: false, message, ... }`); rejects with a `PlatformHttpError` when sent alone.
   */
  save: (entityName: string, entity: Record<string, unknown>) => Promise<unknown>;
  /** Runs `blogOps` with `{ op, ...params }` and returns its result. */
  run: (op: BlogOp, params: Record<string, unknown>) => Promise<unknown>;
  /** The client's current language. */
  language: () => string;
}

/** The language every article is written in first, used when the requested one has no text. */
export const BLOG_FALLBACK_LANGUAGE = 'en-US';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The text of a multilingual value in `language` ('' when it has none); a plain string is already picked. */
function inLanguage(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  return isObject(value) ? text(value[language]) : '';
}

/** The text in `language`, else English, else any language. */
function pick(value: unknown, language: string): string {
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

function mapTerms(raw: unknown, slugField: 'slug' | 'name', language: string): BlogTerm[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((term) => {
    const slug = text(term[slugField]) || text(term.name) || text(term.id);
    return { id: text(term.id), slug, title: pick(term.title, language) || text(term.name) || slug };
  });
}

function mapSummary(raw: object, language: string): BlogArticleSummary {
  const row = raw as Record<string, unknown>;
  const image = isObject(row.image) ? text(row.image.publicUrl) : '';
  return {
    id: text(row.id),
    slug: text(row.slug),
    title: pick(row.title, language),
    imageUrl: image === '' ? null : image,
    author: text(row.author),
    publishDate: text(row.publishDate),
    readingTime: Math.max(1, num(row.readingTime)),
    viewCount: num(row.viewCount),
    description: pick(row.description, language),
    categories: mapTerms(row.categories, 'slug', language),
    tags: mapTerms(row.tags, 'name', language),
  };
}

function socialLinks(raw: unknown): string[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = raw.trim().startsWith('[') ? (JSON.parse(raw) as unknown) : raw.split(/[\s,]+/);
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((l): l is string => typeof l === 'string' && /^https:\/\//.test(l));
}

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

const PUBLISHED: Filter = { field: 'isPublished', op: 'eq', value: true };
const NEWEST: SortCol[] = [{ field: 'publishDate', dir: 'desc' }];
const MOST_READ: SortCol[] = [
  { field: 'viewCount', dir: 'desc' },
  { field: 'publishDate', dir: 'desc' },
];

function safePage(page: number | undefined): number {
  return page !== undefined && Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
}

/**
 * The public blog: entity queries on `GsbBlog` (spec section 7) with the list's columns (`selectCols`),
 * `isPublished` true and the client's language variation; 12 a page, newest first (`publishDate` desc),
 * a category's or tag's (`categories.slug` / `tags.name` eq), or the most read (`viewCount` desc). The
 * article view filters `slug` and `isPublished`. Views are counted by the function `blogOps`
 * (`recordView { slug }`, signed out too).
 *
 * Authoring (admins): `loadForEditing`, `saveArticle`, `isSlugAvailable`, `listCategories`, `listTags`,
 * `createCategory`, `createTag`: entity queries in every language and entity saves of GsbBlog,
 * GsbBlogCategory and GsbTag, checked before they are sent (`authoring.ts`).
 *
 * Failures throw a {@link PlatformError}: `GET_BLOG_FAILED`, `GET_BLOG_ARTICLE_FAILED`,
 * `RECORD_BLOG_VIEW_FAILED`, and for authoring the checks' codes (`BLOG_SLUG_INVALID`,
 * `FIELD_TOO_LONG`, ...), `BLOG_SLUG_TAKEN`, `BLOG_CATEGORY_SLUG_TAKEN`, `SAVE_BLOG_ARTICLE_FAILED`,
 * `GET_BLOG_TERMS_FAILED` or `SAVE_BLOG_TERM_FAILED`.
 */
export class BlogService {
  constructor(private readonly deps: BlogDeps) {}

  /** The query a list sends (exported for tests and for callers who batch it themselves). */
  listQuery(request: BlogListRequest = {}): QueryRequest {
    const filters: Filter[] = [PUBLISHED];
    if (request.category !== undefined)
      filters.push({ field: 'categories.slug', op: 'eq', value: request.category });
    if (request.tag !== undefined) filters.push({ field: 'tags.name', op: 'eq', value: request.tag });
    return {
      entityName: BLOG_ENTITY,
      selectCols: [...BLOG_LIST_COLUMNS],
      filters,
      sortCols: (request.popular === true ? MOST_READ : NEWEST).map((s) => ({ ...s })),
      startIndex: pageToStartIndex(safePage(request.page), BLOG_PAGE_SIZE),
      count: BLOG_PAGE_SIZE,
      calcTotalCount: true,
    };
  }

  /** One page of published articles (newest first, or most read with `popular`), in the client's language. */
  async list(request: BlogListRequest = {}): Promise<BlogPage> {
    const page = safePage(request.page);
    const language = this.deps.language();
    let answer: QueryResponse<GsbBlog>;
    try {
      answer = await this.deps.query(this.listQuery({ ...request, page }));
    } catch (cause) {
      throw new PlatformError('GET_BLOG_FAILED', { cause });
    }
    const articles = answer.entities.map((raw) => mapSummary(raw, language));
    const totalCount = typeof answer.totalCount === 'number' ? answer.totalCount : articles.length;
    return { articles, totalCount, page, pageCount: Math.max(1, Math.ceil(totalCount / BLOG_PAGE_SIZE)) };
  }

  /** The most read articles (first page of 12). */
  async popular(page = 1): Promise<BlogPage> {
    return this.list({ page, popular: true });
  }

  /**
   * A published article by slug with its text in `language` (default: the client's), or null when no
   * published article has that slug. When it has no text in that language, the English text is given
   * and `inRequestedLanguage` is false.
   */
  async getBySlug(slug: string, language: string = this.deps.language()): Promise<BlogArticle | null> {
    if (slug.trim() === '') return null;
    let answer: QueryResponse<Record<string, unknown>>;
    try {
      answer = await this.deps.queryAllLanguages({
        entityName: BLOG_ENTITY,
        selectCols: [...BLOG_ARTICLE_COLUMNS],
        filters: [{ field: 'slug', op: 'eq', value: slug }, PUBLISHED],
        sortCols: NEWEST.map((s) => ({ ...s })),
        startIndex: 0,
        count: 1,
      });
    } catch (cause) {
      throw new PlatformError('GET_BLOG_ARTICLE_FAILED', { cause });
    }
    const row = answer.entities[0];
    if (row === undefined) return null;
    const inRequestedLanguage = inLanguage(row.content, language) !== '';
    const shown = inRequestedLanguage ? language : BLOG_FALLBACK_LANGUAGE;
    return {
      ...mapSummary(row, language),
      description: pick(row.description, shown),
      content: pick(row.content, shown),
      socialLinks: socialLinks(row.socialLinks),
      language: shown,
      inRequestedLanguage,
    };
  }

  /** Counts one view of a published article (signed out too). */
  async recordView(slug: string): Promise<void> {
    const failure: ErrorCode = 'RECORD_BLOG_VIEW_FAILED';
    let answer: unknown;
    try {
      answer = await this.deps.run(BlogOp.RecordView, { slug });
    } catch (cause) {
      throw new PlatformError(failure, { cause, details: { error: ERRORS[failure] } });
    }
    if (isObject(answer) && answer.success === false) {
      throw new PlatformError(failure, { details: { error: text(answer.error) || ERRORS[failure] } });
    }
  }

  // Authoring (admins). The platform lets only admins write GsbBlog and GsbBlogCategory; these methods
  // work for anyone signed in but are refused there for everyone else.

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
