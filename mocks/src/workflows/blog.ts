/**
 * blogOps: what the public blog writes. Everything else the blog does is entity queries on GsbBlog
 * (readable by anyone, written by admins only: entity-rules.ts).
 *
 * - `recordView { slug }`: signed out too. Adds one to the `viewCount` of the published article with
 *   that slug (the popular list sorts by it). A view is not an edit: the audit fields stay as they
 *   were. An unknown or unpublished slug answers `{ success: false, error: 'Failed to record the
 *   article view', message }` and counts nothing.
 */
import { ERRORS } from '@emotion-guru/platform-sdk';
import { str } from '../handlers/body.ts';
import { HttpError, type CallContext } from '../handlers/context.ts';
import type { Row } from '../query/types.ts';

export const BLOG_MESSAGES = {
  UNKNOWN_OP: 'Unknown blog operation',
  SLUG_REQUIRED: 'slug is required',
  NOT_FOUND: 'No published article has this slug',
} as const;

function fail(message: string): Row {
  return { success: false, error: ERRORS.RECORD_BLOG_VIEW_FAILED, message };
}

function recordView(ctx: CallContext, params: Row): Row {
  const slug = str(params, 'slug');
  if (slug === undefined) return fail(BLOG_MESSAGES.SLUG_REQUIRED);
  const article = ctx.db
    .rows(ctx.tenant, 'GsbBlog')
    .find((row) => row.slug === slug && row.isPublished === true);
  if (article === undefined) return fail(BLOG_MESSAGES.NOT_FOUND);
  const viewCount = (typeof article.viewCount === 'number' ? article.viewCount : 0) + 1;
  ctx.db.update(
    ctx.tenant,
    'GsbBlog',
    article,
    { viewCount },
    {
      now: String(article.lastUpdateDate),
      actorId: typeof article.lastUpdatedBy_id === 'string' ? article.lastUpdatedBy_id : undefined,
    },
  );
  return { success: true, viewCount };
}

const OPS: Record<string, (ctx: CallContext, params: Row) => Row> = { recordView };

export function blogOps(ctx: CallContext, params: Row): Row {
  const op = str(params, 'op', 'operation') ?? '';
  const handler = OPS[op];
  if (handler === undefined) throw new HttpError(404, ERRORS.FUNCTION_NOT_FOUND, { op });
  return handler(ctx, params);
}
