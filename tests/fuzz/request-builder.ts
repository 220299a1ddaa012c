import { RawJson, RawQuery } from './hostile-values';
import { fieldsOf, resolvePool, type Pool, type SchemaContext } from './schema-arbitrary';
import type { Draft, Operation } from './variants';

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

/** JSON text of a value that may hold RawJson pieces (numbers JSON cannot write, deep nesting). */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof RawQuery) return JSON.stringify(value.text);
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : jsonText(item))).join(',')}]`;
  if (value && typeof value === 'object') {
    const parts = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [encodeURIComponent(name)];
  if (value instanceof RawQuery) return [`${encodeURIComponent(name)}=${value.text}`];
  if (value instanceof RawJson) return [`${encodeURIComponent(name)}=${encodeURIComponent(value.text)}`];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => queryPairs(`${name}[${key}]`, inner));
  return [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`];
}

function formText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson || value instanceof RawQuery) return value.text;
  return jsonText(value);
}

/** A multipart body: text parts for plain fields, file parts for `format: binary` ones. */
function multipart(op: Operation, fields: Record<string, unknown>, fileName: string, ctx: SchemaContext): Buffer {
  const files = new Set(
    fieldsOf(op.form, ctx)
      .filter((field) => field.schema.format === 'binary')
      .map((field) => field.name),
  );
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const head = files.has(name)
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;
    parts.push(Buffer.from(head), Buffer.from(formText(value)), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

export interface Credentials {
  /** Bearer token of the session, or null to send none. */
  token: string | null;
  /** A fresh repeat-check key when the call needs one. */
  idempotenceKey: string | null;
}

/** The bytes of one variant: pool ids filled in, body serialised, headers set. */
export function buildRequest(op: Operation, draft: Draft, pool: Pool, ctx: SchemaContext, credentials: Credentials): RawRequest {
  const query = draft.query.flatMap(([name, value]) => queryPairs(name, resolvePool(value, pool))).join('&');
  // Path parameters (/update/{id}) carry a valid id unless the variant puts a hostile one there.
  const filled = op.path.replace(/\{\w+\}/g, () => encodeURIComponent(draft.pathValue ?? '1'));
  const path = `${filled}${draft.pathTail ?? ''}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { 'Accept-Language': 'en', ...draft.headers };
  if (draft.authorization !== undefined) headers.Authorization = draft.authorization;
  else if (credentials.token) headers.Authorization = `Bearer ${credentials.token}`;
  if (op.repeatCheck) {
    const key = draft.idempotence === undefined || draft.idempotence === 'fresh' ? credentials.idempotenceKey : draft.idempotence;
    if (key !== null && key !== 'none') headers['X-Idempotence-Key'] = key;
  }
  let body: Buffer | undefined;
  let type: string | undefined;
  if ('json' in draft.body) {
    const value = resolvePool(draft.body.json, pool);
    const asForm =
      op.form &&
      draft.contentType === undefined &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !(value instanceof RawJson);
    if (asForm) {
      body = multipart(op, value as Record<string, unknown>, draft.fileName ?? 'fuzz.txt', ctx);
      type = `multipart/form-data; boundary=${BOUNDARY}`;
    } else {
      body = Buffer.from(jsonText(value));
      type = 'application/json';
    }
  } else if ('text' in draft.body) {
    body = Buffer.from(draft.body.text);
    type = 'application/json';
  }
  if (draft.contentType !== undefined) type = draft.contentType ?? undefined;
  if (body !== undefined && type !== undefined && type !== '') headers['Content-Type'] = type;
  if (body !== undefined && type === '') headers['Content-Type'] = '';
  return { method: op.method, path, headers, body };
}
