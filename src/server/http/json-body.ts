import type { Context } from 'hono';
import { APP_CODES } from '../../shared/error-codes';
import { AppError, fail } from './app-error';
import { BODY_LIMIT_BYTES, BODY_LIMIT_LABEL } from './body-limits';

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/;
const UTF8 = /^"?utf-?8"?$/;

const notJson = () => new AppError(APP_CODES.VALIDATION, 'error.notJson', {}, 415, { field: 'Content-Type' });
const tooLarge = () => new AppError(APP_CODES.VALIDATION, 'error.tooLarge', { limit: BODY_LIMIT_LABEL }, 413);

/** `application/json` or `application/…+json`, in UTF-8 (the only encoding the body is read in). */
export function isJsonContentType(header: string): boolean {
  const [media = '', ...params] = header
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  if (!JSON_MEDIA_TYPE.test(media)) return false;
  const charset = params.find((param) => param.startsWith('charset='));
  return charset === undefined || UTF8.test(charset.slice('charset='.length));
}

/** Reads a stream up to `limit` bytes; one byte more cancels it and refuses the request. */
async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** Space, tab, CR and LF only: what an empty JSON body may hold. */
const isBlank = (bytes: Uint8Array) => bytes.every((byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);

/**
 * The body of a call that declares a JSON body. An empty body reads as `{}`; a body of another
 * content type is refused (unread when its length is announced), a body longer than the limit
 * mid-way, bytes that are not UTF-8 or text that is not JSON as bad JSON.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const stream = c.req.raw.body;
  if (!stream || c.req.header('Content-Length') === '0') return {};
  const type = c.req.header('Content-Type');
  const isJson = type !== undefined && isJsonContentType(type);
  if (!isJson && Number(c.req.header('Content-Length') ?? 0) > 0) throw notJson();
  let bytes: Uint8Array;
  try {
    bytes = await readAtMost(stream, BODY_LIMIT_BYTES);
  } catch (error) {
    // A caller that breaks off mid-body has sent no JSON; that is not a server failure.
    if (error instanceof AppError) throw error;
    throw fail.badJson();
  }
  if (isBlank(bytes)) return {};
  if (!isJson) throw notJson();
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw fail.badJson();
  }
}
