/**
 * /api/file/upload (multipart: `file`, optional `entity` JSON with GsbFile fields) stores the bytes in the
 * database and answers the GsbFile record as `fileDto`; GET /api/file/public/{tenant}/{id}/{name} serves
 * them back. publicUrl is stored as a path and answered as an absolute URL on the API's origin.
 */
import { ERRORS } from '@emotion-guru/platform-sdk';
import type { Database } from '../db/database.ts';
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
