import type { z } from 'zod';
import type { PermissionKey } from '../permissions';

/**
 * One declaration per API call. The same object drives the server's validation and permission
 * check, the typed client, the OpenAPI document and the permission walk in the tests.
 */

/** Anyone may call it (sign-in, verification code, SSO). */
export const PUBLIC = 'public';
/** Any signed-in user may call it (own profile, own menu). */
export const SIGNED_IN = 'signed-in';
/** A declared permission key (a menu node's `international` or a button key); PUBLIC or SIGNED_IN otherwise. */
export type Permission = typeof PUBLIC | typeof SIGNED_IN | PermissionKey;

export type HttpMethod = 'GET' | 'POST';

/**
 * How the success answer is delivered: an envelope (default), a redirect, a file, an event
 * stream or an HTML page. Failures are always envelopes.
 */
export type AnswerKind = 'envelope' | 'redirect' | 'file' | 'stream' | 'html';

export interface CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** Stable id, dotted: `auth.login`, `staff.userInfo`. */
  id: string;
  method: HttpMethod;
  /** Path with `:name` parameters, e.g. `/v2/workflow/process/update/:id`. */
  path: string;
  permission: Permission;
  /** OpenAPI tag (feature). */
  tag: string;
  summary: string;
  description?: string;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of `data` in the success envelope (for non-envelope answers: documentation only). */
  response: R;
  answer?: AnswerKind;
  /** The client fetches an idempotence key first and sends it; the server refuses a reused key. */
  repeatCheck?: boolean;
  /**
   * What a POST does to stored data (GET calls only read):
   * - `reads`: a list, a look-up, a preview; it runs on the plain database and only a permission
   *   refusal is audited.
   * - `recorded-after`: it changes something but must not run in one transaction with its audit
   *   row (it waits on a stream, talks to another server, wakes a worker, or counts a wrong
   *   password that a rollback would undo); its row is written after the answer.
   * Unset, a POST changes something: the handler and its audit row share one transaction, so a
   * forgotten `reads` costs an audit row, never a missing one.
   */
  effect?: 'reads' | 'recorded-after';
  /** Client timeout when longer than the 90 s default (shell.md §9). */
  timeoutMs?: number;
  /**
   * The answer depends on the asker's rights beyond the call's own permission (field rights leave
   * parts out): open tabs ask again when an administrator changes grants.
   */
  shapedByRights?: boolean;
}

export function defineCall<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = undefined,
>(def: CallDef<Q, B, R, P>): CallDef<Q, B, R, P> {
  return def;
}

/** Optional properties read as `T | undefined`; a call without the schema reads as never. */
type Present<T> = NonNullable<T> extends z.ZodType ? NonNullable<T> : never;
type InferOr<T, Fallback> = [Present<T>] extends [never] ? Fallback : z.output<Present<T>>;
type InputOr<T> = z.input<Present<T>>;
type Has<T> = [Present<T>] extends [never] ? false : true;

/** What a handler receives after validation. */
export interface CallInput<C extends CallDef> {
  query: InferOr<C['query'], Record<string, never>>;
  body: InferOr<C['body'], undefined>;
  params: InferOr<C['params'], Record<string, never>>;
}

/** What the typed client sends. */
export type CallRequest<C extends CallDef> = (Has<C['query']> extends true ? { query: InputOr<C['query']> } : { query?: undefined }) &
  (Has<C['body']> extends true ? { body: InputOr<C['body']> } : { body?: undefined }) &
  (Has<C['params']> extends true ? { params: InputOr<C['params']> } : { params?: undefined });

export type CallData<C extends CallDef> = z.output<C['response']>;

/** Fills `:name` parameters of a path. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
