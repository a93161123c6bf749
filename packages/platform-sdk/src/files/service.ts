import { PlatformError } from '../errors.ts';
import type { HttpClient } from '../transport/http.ts';
import type { GsbFile } from '../types/entities.ts';

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

/** Answer of `POST /api/file/upload`: `{ fileDto }`. */
export interface UploadResponse {
  fileDto: GsbFile;
}

/**
 * `POST /api/file/upload` as multipart form data: `file` (the blob, with its name), `entity` (JSON of
 * {@link UploadTarget}) and `variation` (JSON); bearer token as usual. Not batched.
 */
export class FileService {
  constructor(private readonly http: HttpClient) {}

  async upload(file: Blob, target: UploadTarget = {}, fileName?: string): Promise<GsbFile> {
    if (!(file instanceof Blob)) throw new PlatformError('FILE_REQUIRED');
    const form = new FormData();
    const name = fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'file');
    form.set('file', file, name);
    form.set('entity', JSON.stringify(target));
    const answer = await this.http.postForm<Partial<UploadResponse>>('/api/file/upload', form);
    if (!answer.fileDto) throw new PlatformError('NO_RESPONSE');
    return answer.fileDto;
  }
}
