/**
 * /api/file/upload (multipart: `file`, optional `entity` JSON with GsbFile fields) stores the bytes in the
 * database and answers the GsbFile record as `fileDto`; GET /api/file/public/{tenant}/{id}/{name} serves
 * them back. publicUrl is stored as a path and answered as an absolute URL on the API's origin. A file
 * uploaded for a publicly readable entity (a blog cover) is public (`isPublic`): see publicTarget.
 */
import { ERRORS } from '@emotion-guru/platform-sdk';
import { writeRefusal } from '../access/rules.ts';
import type { Database } from '../db/database.ts';
import { queryableSignedOut } from '../db/entity-rules.ts';
import type { TenantData } from '../db/tenant.ts';
import { getOne } from '../query/engine.ts';
import type { Row } from '../query/types.ts';
import { EMULATOR_MESSAGES, HttpError, ok, type CallContext, type Reply } from './context.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export function publicPath(tenantCode: string, id: string, name: string): string {
  return `/api/file/public/${encodeURIComponent(tenantCode)}/${id}/${encodeURIComponent(name)}`;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Stores bytes as a GsbFile (used by uploads and by the seed's blog images). */
export function storeFile(
  db: Database,
  tenant: TenantData,
  file: { name: string; contentType: string; bytes: Uint8Array },
  extra: Row,
  options: { actorId: string | undefined; now: string; id?: string },
): Row {
  const id = options.id ?? db.random.uuid();
  const row = db.insert(
    tenant,
    'GsbFile',
    {
      ...extra,
      name: file.name,
      size: file.bytes.length,
      contentType: file.contentType,
      listingType: 2,
      path: `/${file.name}`,
      publicUrl: publicPath(tenant.code, id, file.name),
    },
    { ...options, id },
  );
  tenant.blobs.set(id, { contentType: file.contentType, base64: toBase64(file.bytes) });
  return row;
}

/** Reads a multipart body (a malformed one is "File is required"). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new HttpError(400, ERRORS.FILE_REQUIRED);
  }
}

/**
 * True when the upload is for an entity everyone may read (`entityName` of the `entity` field names one
 * whose records are public or public once published: a blog cover is `{ entityName: 'GsbBlog',
 * propName: 'image' }`): the file is then public too, as the seed's covers are, so readers (signed out
 * too) see it through the record's `image.publicUrl`. Only someone who may write that entity (the record
 * `entityId`, or a new one) may upload such a file: anyone else is 403 and nothing is stored. Any other
 * upload stays private to its uploader.
 */
function publicTarget(ctx: CallContext, target: Row): boolean {
  const entityName = typeof target.entityName === 'string' ? target.entityName : undefined;
  if (entityName === undefined || ctx.db.model(entityName) === undefined || !queryableSignedOut(entityName))
    return false;
  const existing =
    typeof target.entityId === 'string' && target.entityId !== ''
      ? ctx.db.row(ctx.tenant, entityName, target.entityId)
      : undefined;
  const lookup = (name: string, id: string): Row | undefined => ctx.db.row(ctx.tenant, name, id);
  if (writeRefusal(ctx.actor, entityName, existing, lookup) !== undefined)
    throw new HttpError(403, EMULATOR_MESSAGES.FORBIDDEN);
  return true;
}

export async function upload(ctx: CallContext, form: FormData): Promise<Reply> {
  if (ctx.actor.userId === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw new HttpError(400, ERRORS.FILE_REQUIRED);
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, EMULATOR_MESSAGES.FILE_TOO_LARGE);
  let extra: Row = {};
  const entity = form.get('entity');
  if (typeof entity === 'string' && entity.length > 0) {
    try {
      const parsed: unknown = JSON.parse(entity);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) extra = parsed as Row;
    } catch {
      throw new HttpError(400, EMULATOR_MESSAGES.INVALID_JSON);
    }
  }
  const allowed: Row = {};
  for (const key of ['fileType', 'parent_id']) if (extra[key] !== undefined) allowed[key] = extra[key];
  if (publicTarget(ctx, extra)) allowed.isPublic = true;
  const row = storeFile(
    ctx.db,
    ctx.tenant,
    {
      name: file.name || 'upload',
      contentType: file.type || 'application/octet-stream',
      bytes: new Uint8Array(await file.arrayBuffer()),
    },
    allowed,
    { actorId: ctx.actor.userId, now: new Date(ctx.now).toISOString() },
  );
  ctx.state.onChange(ctx.tenant.code);
  const fileDto = getOne(ctx.db.source(ctx.tenant, ctx.actor, ctx.language), 'GsbFile', String(row.id), {});
  return ok({ id: row.id, fileDto });
}

/** The bytes of a stored file (public: whoever has the URL may read it, as with the platform's CDN). */
export function download(db: Database, tenantCode: string, id: string): Response {
  if (!db.tenantCodes().includes(tenantCode)) return new Response('Not found', { status: 404 });
  const blob = db.tenant(tenantCode).blobs.get(id);
  if (blob === undefined) return new Response('Not found', { status: 404 });
  const binary = atob(blob.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': blob.contentType, 'Cache-Control': 'public, max-age=3600' },
  });
}
