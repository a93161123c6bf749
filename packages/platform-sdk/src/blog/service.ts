import { ERRORS, PlatformError, type ErrorCode } from '../errors.ts';
import type { GsbBlog } from '../types/entities.ts';
import type { Filter, QueryRequest, QueryResponse, SortCol } from '../types/query.ts';
import { pageToStartIndex, withQueryDefaults } from '../entity/query-builder.ts';
import type {
  BlogArticleForEditing,
  BlogArticleInput,
  BlogCategoryInput,
  BlogTagInput,
  BlogTermDetail,
} from './authoring.ts';
import type { BlogAuthoring } from './authoring-service.ts';
import {
  BLOG_ENTITY,
  BLOG_FALLBACK_LANGUAGE,
  inLanguage,
  isObject,
  mapTerms,
  NEWEST,
  num,
  pick,
  text,
} from './values.ts';
import type { PlatformCore } from '../core.ts';

export {
  BLOG_CATEGORY_ENTITY,
  BLOG_ENTITY,
  BLOG_EDIT_COLUMNS,
  BLOG_FALLBACK_LANGUAGE,
  BLOG_TAG_ENTITY,
  BLOG_TERMS_LIMIT,
} from './values.ts';

/** The workflow function that counts views. */
export const BLOG_FUNCTION = 'blogOps';

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

const PUBLISHED: Filter = { field: 'isPublished', op: 'eq', value: true };
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

  // Authoring (admins): the work is done by BlogAuthoring (authoring-service.ts), loaded on first use so
  // that a reader's code does not carry the editor's checks. The platform lets only admins write GsbBlog
  // and GsbBlogCategory: these calls work for anyone signed in but are refused there for everyone else.

  #authoring: Promise<BlogAuthoring> | undefined;

  private authoring(): Promise<BlogAuthoring> {
    this.#authoring ??= import('./authoring-service.ts').then(
      ({ BlogAuthoring }) => new BlogAuthoring(this.deps),
    );
    return this.#authoring;
  }

  /**
   * The article with this slug, published or draft, with every language of its multilingual fields, or
   * null when there is none. Only admins read drafts: for anyone else a draft is null.
   */
  async loadForEditing(slug: string): Promise<BlogArticleForEditing | null> {
    return (await this.authoring()).loadForEditing(slug);
  }

  /**
   * Creates (no `id`) or updates an article (see {@link BlogAuthoring.saveArticle}): checked first, a
   * taken slug is `BLOG_SLUG_TAKEN`, a field too long `FIELD_TOO_LONG`, anything else
   * `SAVE_BLOG_ARTICLE_FAILED`.
   */
  async saveArticle(input: BlogArticleInput): Promise<{ id: string; slug: string }> {
    return (await this.authoring()).saveArticle(input);
  }

  /** True when `slug` is a valid slug no other article uses (`exceptId`: the article being edited). */
  async isSlugAvailable(slug: string, exceptId?: string): Promise<boolean> {
    return (await this.authoring()).isSlugAvailable(slug, exceptId);
  }

  /** Every category, by name, with its title in the client's language and in every language. */
  async listCategories(): Promise<BlogTermDetail[]> {
    return (await this.authoring()).listCategories();
  }

  /** The blog's tags (the GsbTags with a title), by name. */
  async listTags(): Promise<BlogTermDetail[]> {
    return (await this.authoring()).listTags();
  }

  /** Creates a category (admins); a slug another category has is `BLOG_CATEGORY_SLUG_TAKEN`. */
  async createCategory(input: BlogCategoryInput): Promise<BlogTermDetail> {
    return (await this.authoring()).createCategory(input);
  }

  /** A tag for articles, by name: an existing one gains only the titles it lacks (see {@link BlogAuthoring.createTag}). */
  async createTag(input: BlogTagInput): Promise<BlogTermDetail> {
    return (await this.authoring()).createTag(input);
  }
}

/** The blog: published articles, view counts and, for admins, authoring. */
export const blogService = (core: PlatformCore): BlogService =>
  new BlogService({
    query: (request) => core.entity.query<GsbBlog>(request),
    queryAllLanguages: async (request) => {
      const answer = await core.http.post<Partial<QueryResponse<Record<string, unknown>>>>(
        '/api/entity/query',
        withQueryDefaults(request),
        { language: '*' },
      );
      return { ...answer, entities: answer.entities ?? [] };
    },
    save: (entityName, record) => core.entity.save({ entityName, entity: record }),
    run: (op, params) => core.workflow.runFunction(BLOG_FUNCTION, { op, ...params }),
    language: () => core.http.variation().languageCode,
  });
