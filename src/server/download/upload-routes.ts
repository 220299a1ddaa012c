import { z } from 'zod';
import type { Context } from 'hono';
import * as calls from '../../shared/api/download-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { Lang } from '../../shared/messages';
import { AppError, fail } from '../http/app-error';
import { handle, type RegisteredCall } from '../http/call-router';
import { parseInput } from '../http/validate';
import { safeFileName } from './file-names';
import { storeChunk, storeUpload, toUploadedFile } from './upload-service';

const MB = 1024 * 1024;
/** Room for the multipart boundaries and the other fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (limit: number) =>
  new AppError(APP_CODES.VALIDATION, 'download.tooLarge', { limit: `${limit / MB} MB` }, 400, { field: 'file' });

/** Form fields of a multipart request; refuses an announced body over the limit before reading it. */
async function formOf(c: Context, limit: number): Promise<Record<string, string | File>> {
  const length = Number(c.req.header('Content-Length') ?? '0');
  if (length > limit + MULTIPART_OVERHEAD) throw tooLarge(limit);
  const type = c.req.header('Content-Type') ?? '';
  if (!type.startsWith('multipart/form-data')) return {};
  try {
    return (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw fail.validation('body', 'multipart/form-data');
  }
}

async function fileField(form: Record<string, string | File>, field: string, limit: number): Promise<File> {
  const value = form[field];
  if (!(value instanceof File)) throw new AppError(APP_CODES.VALIDATION, 'download.noFile', {}, 400, { field });
  if (value.size > limit) throw tooLarge(limit);
  return value;
}

const uploadFields = z.object({ bizType: z.string().trim().max(50).optional() });
const chunkFields = z.object({
  uploadId: z.string().uuid('download.fileId'),
  chunkIndex: z.coerce.number().int().min(0),
  chunkTotal: z.coerce.number().int().min(1).max(1000),
  fileName: z.string().trim().min(1).max(200),
  totalSize: z.coerce.number().int().min(1).max(calls.SEGMENTED_MAX_BYTES),
});

function textFields(form: Record<string, string | File>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

async function parseChunk(c: Context, lang: Lang) {
  const form = await formOf(c, calls.SEGMENT_MAX_BYTES);
  const fields = parseInput(chunkFields, textFields(form), lang, 'body');
  if (fields.chunkIndex >= fields.chunkTotal) throw fail.validation('chunkIndex', `< ${fields.chunkTotal}`);
  const chunk = await fileField(form, 'chunk', calls.SEGMENT_MAX_BYTES);
  return { fields, chunk };
}

export const uploadHandlers: RegisteredCall[] = [
  handle(calls.upload, async ({ c, deps, staff, lang }) => {
    const form = await formOf(c, calls.UPLOAD_MAX_BYTES);
    const fields = parseInput(uploadFields, textFields(form), lang, 'body');
    const file = await fileField(form, 'file', calls.UPLOAD_MAX_BYTES);
    if (file.size === 0) throw new AppError(APP_CODES.VALIDATION, 'download.emptyFile', {}, 400, { field: 'file' });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const record = await storeUpload(
      deps,
      staff.staffId,
      { name: safeFileName(file.name), type: file.type, bytes },
      fields.bizType ?? null,
    );
    return toUploadedFile(record);
  }),

  handle(calls.segmentUpload, async ({ c, deps, staff, lang }) => {
    const { fields, chunk } = await parseChunk(c, lang);
    const result = await storeChunk(deps, staff.staffId, {
      ...fields,
      fileName: safeFileName(fields.fileName),
      type: chunk.type,
      bytes: new Uint8Array(await chunk.arrayBuffer()),
    });
    if (result === 'mismatch') throw new AppError(APP_CODES.VALIDATION, 'download.chunkMismatch', {}, 400, { field: 'uploadId' });
    return {
      uploadId: fields.uploadId,
      received: result.received,
      chunkTotal: fields.chunkTotal,
      file: result.file ? toUploadedFile(result.file) : null,
    };
  }),
];
