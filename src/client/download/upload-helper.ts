import { SEGMENT_MAX_BYTES, UPLOAD_TIMEOUT_MS, segmentUpload, upload, type UploadedFile } from '../../shared/api/download-calls';
import { OK } from '../../shared/error-codes';
import { ApiError } from '../api/api-error';
import { clientHooks, portalClient } from '../api/portal-client';

/** Chunk size of segmented uploads: the server's limit, minus nothing (it counts the file part only). */
export const CHUNK_BYTES = SEGMENT_MAX_BYTES;

async function send<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    // multipart: the browser sets the boundary, so no Content-Type here.
    response = await portalClient.fetchRaw(path, { method: 'POST', body: form }, { timeoutMs: UPLOAD_TIMEOUT_MS });
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError('network', -1, String(error));
    clientHooks.onFailure(failure);
    throw failure;
  }
  const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
  if (!envelope || envelope.code !== OK) {
    const failure = new ApiError('business', envelope?.code ?? -1, envelope?.msg ?? `${response.status}`, null);
    clientHooks.onFailure(failure);
    throw failure;
  }
  return envelope.data as T;
}

/** One file to the download centre's upload call (multipart, 600 s timeout). */
export function uploadFile(file: File, bizType?: string): Promise<UploadedFile> {
  const form = new FormData();
  form.set('file', file);
  if (bizType) form.set('bizType', bizType);
  return send<UploadedFile>(upload.path, form);
}

/**
 * A large file in chunks through segmentUpload: one upload id, chunks in order; a failed chunk may
 * be sent again with the same id. Resolves with the assembled file.
 */
export async function uploadInSegments(file: File, onProgress?: (sent: number, total: number) => void): Promise<UploadedFile> {
  const uploadId = crypto.randomUUID();
  const chunkTotal = Math.max(1, Math.ceil(file.size / CHUNK_BYTES));
  for (let index = 0; index < chunkTotal; index += 1) {
    const form = new FormData();
    form.set('uploadId', uploadId);
    form.set('chunkIndex', String(index));
    form.set('chunkTotal', String(chunkTotal));
    form.set('fileName', file.name);
    form.set('totalSize', String(file.size));
    form.set('chunk', file.slice(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES, file.type), file.name);
    const answer = await send<{ received: number; file: UploadedFile | null }>(segmentUpload.path, form);
    onProgress?.(index + 1, chunkTotal);
    if (answer.file) return answer.file;
  }
  throw new ApiError('business', -1, 'upload incomplete');
}
