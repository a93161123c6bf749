import { PlatformError } from '../errors.ts';
import type { HttpClient } from '../transport/http.ts';
import type { GsbFile } from '../types/entities.ts';
import type { PlatformCore } from '../core.ts';

/** Where an uploaded file belongs (sent as the `entity` form field, JSON). */
export interface UploadTarget {
  /** Entity the file is attached to, e.g. `VegClient`. */
  entityName?: string;
  entityId?: string;
  /** File property of that entity, e.g. `avatar`. */
  propName?: string;
  /** Folder (GsbFile) to put the file in. */
  parent_id?: string;
}

/** Progress and cancellation of one upload. */
export interface UploadProgressOptions {
  /**
   * Bytes sent so far and in all (the multipart body, so a little more than the file; `total` 0 when the
   * browser cannot tell). Reported as the upload goes where `XMLHttpRequest` exists (browsers); elsewhere
   * (Node) the upload goes through fetch and this is called once, with the file's size, when it is done.
   */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborts the upload; the call rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
}

/** Answer of `POST /api/file/upload`: `{ fileDto }`. */
export interface UploadResponse {
  fileDto: GsbFile;
}

/**
 * `POST /api/file/upload` as multipart form data: `file` (the blob, with its name), `entity` (JSON of
 * {@link UploadTarget}) and `variation` (JSON); bearer token as usual. Not batched. A file uploaded for
 * a publicly readable entity (a blog cover: `{ entityName: 'GsbBlog', propName: 'image' }`) is public,
 * so readers signed out see it; the platform lets only those who may write that entity upload one.
 */
export class FileService {
  constructor(private readonly http: HttpClient) {}

  /**
   * Uploads `file` and answers its GsbFile record. `fileName` defaults to a `File`'s own name, else
   * `file`. `options.onProgress` follows the bytes sent, `options.signal` aborts.
   */
  async upload(
    file: Blob,
    target: UploadTarget = {},
    fileName?: string,
    options: UploadProgressOptions = {},
  ): Promise<GsbFile> {
    if (!(file instanceof Blob)) throw new PlatformError('FILE_REQUIRED');
    const form = new FormData();
    const name = fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'file');
    form.set('file', file, name);
    form.set('entity', JSON.stringify(target));
    const { onProgress, signal } = options;
    const progressive = onProgress !== undefined && this.http.canReportUploadProgress();
    const answer = await this.http.postForm<Partial<UploadResponse>>('/api/file/upload', form, {
      ...(progressive ? { onProgress } : {}),
      ...(signal ? { signal } : {}),
    });
    if (!answer.fileDto) throw new PlatformError('NO_RESPONSE');
    if (onProgress !== undefined && !progressive) onProgress(file.size, file.size);
    return answer.fileDto;
  }
}

/** Uploads and downloads (`/api/file/...`). */
export const fileService = (core: PlatformCore): FileService => new FileService(core.http);
