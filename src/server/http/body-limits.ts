import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SEGMENT_MAX_BYTES, UPLOAD_MAX_BYTES, segmentUpload, upload } from '../../shared/api/download-calls';
import { MAIL_UPLOAD_MAX_BYTES, uploadFileAndGetPresignedUrl as mailUpload } from '../../shared/api/mail-compose-calls';
import { HEADERS } from '../../shared/envelope';
import { APP_CODES } from '../../shared/error-codes';
import { formatMessage, type ServerMessageKey } from '../../shared/messages';
import { languageOf } from './language';

const MB = 1024 * 1024;
/** Every request body except an upload's: JSON calls, sign-in, the identity provider's form. */
export const BODY_LIMIT_BYTES = MB;
export const BODY_LIMIT_LABEL = '1 MB';
/** Room for the multipart boundaries and the text fields around an uploaded file. */
const MULTIPART_OVERHEAD = 64 * 1024;

function refuse(c: Context, key: ServerMessageKey, limit: string, field: string | null, closeConnection: boolean): Response {
  // Nothing legitimate sends more to a JSON route: stop receiving rather than drain the rest.
  if (closeConnection) c.header('Connection', 'close');
  const msg = formatMessage(key, languageOf(c.req.header(HEADERS.language)), { limit });
  return c.json({ code: APP_CODES.VALIDATION, msg, data: field ? { field } : null }, 413);
}

const defaultLimit = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (c) => refuse(c, 'error.tooLarge', BODY_LIMIT_LABEL, null, true),
});

/** Uploads keep the browser connection open so it can read the answer (its file is too large). */
const uploadLimit = (fileBytes: number) =>
  bodyLimit({
    maxSize: fileBytes + MULTIPART_OVERHEAD,
    onError: (c) => refuse(c, 'download.tooLarge', `${fileBytes / MB} MB`, 'file', false),
  });

const uploadLimits = new Map<string, MiddlewareHandler>([
  [`${upload.method} ${upload.path}`, uploadLimit(UPLOAD_MAX_BYTES)],
  [`${segmentUpload.method} ${segmentUpload.path}`, uploadLimit(SEGMENT_MAX_BYTES)],
  [`${mailUpload.method} ${mailUpload.path}`, uploadLimit(MAIL_UPLOAD_MAX_BYTES)],
]);

/**
 * One body limit for every route and content type, applied before anything parses the body: an
 * announced length over the limit is refused unread, an unannounced one is cut off once it passes.
 * Only the download centre's two upload calls allow more.
 */
export function bodyLimits(): MiddlewareHandler {
  return (c, next) => {
    // A GET or HEAD carries no body (the server hands none on); asking would build the whole web Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (uploadLimits.get(`${c.req.method} ${c.req.path}`) ?? defaultLimit)(c, next);
  };
}
