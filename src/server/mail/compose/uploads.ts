import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { MAIL_UPLOAD_MAX_BYTES, type UploadedMailFile } from '../../../shared/api/mail-compose-calls';
import { APP_CODES } from '../../../shared/error-codes';
import type { AppDeps } from '../../deps';
import { mailUploads } from '../../db/schema/index';
import { AppError, fail } from '../../http/app-error';

const MB = 1024 * 1024;
/** Room for the multipart boundaries around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () =>
  new AppError(APP_CODES.VALIDATION, 'mail.fileTooLarge', { limit: `${MAIL_UPLOAD_MAX_BYTES / MB} MB` }, 400, { field: 'file' });

/** A name safe for headers and file systems: no path, no control characters, at most 200 characters. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}"]/gu, '').trim();
  return (clean || 'attachment').slice(0, 200);
}

/** Stores one attachment of a mail being written under an unguessable token (multipart field `file`). */
export async function storeMailUpload(c: Context, deps: AppDeps, staffId: number): Promise<UploadedMailFile> {
  const length = Number(c.req.header('Content-Length') ?? '0');
  if (length > MAIL_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) {
    throw new AppError(APP_CODES.VALIDATION, 'mail.noFile', {}, 400, { field: 'file' });
  }
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw fail.validation('body', 'multipart/form-data');
  }
  const file = form.file;
  if (!(file instanceof File)) throw new AppError(APP_CODES.VALIDATION, 'mail.noFile', {}, 400, { field: 'file' });
  if (file.size > MAIL_UPLOAD_MAX_BYTES) throw tooLarge();
  if (file.size === 0) throw new AppError(APP_CODES.VALIDATION, 'mail.emptyFile', {}, 400, { field: 'file' });
  const token = randomBytes(24).toString('base64url');
  const filename = safeName(file.name);
  const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(file.type) ? file.type : 'application/octet-stream';
  await deps.db.insert(mailUploads).values({
    staffId,
    token,
    filename,
    contentType,
    size: file.size,
    content: Buffer.from(await file.arrayBuffer()),
    createdAt: deps.clock.now(),
  });
  return { token, filename, size: file.size, contentType, url: `/v2/emailbox/file/upload/${token}` };
}
