import type { Context, Hono } from 'hono';
import { PUBLIC, SIGNED_IN, type CallData, type CallDef, type CallInput } from '../../shared/api/define-call';
import { HEADERS } from '../../shared/envelope';
import { OK } from '../../shared/error-codes';
import { formatMessage, type Lang } from '../../shared/messages';
import { authenticate, type AuthedStaff, consumeIdempotenceKey, releaseIdempotenceKey } from '../auth';
import type { AppDeps } from '../deps';
import { requestContext } from '../log';
import { fail } from './app-error';
import { FileAnswer } from './file-answer';
import { readJsonBody } from './json-body';
import { languageOf } from './language';
import { requestIdOf } from './request-id';
import { parseInput } from './validate';

export interface HandlerContext<C extends CallDef> {
  input: CallInput<C>;
  /** The signed-in user; reading it in a PUBLIC call without a session answers TOKEN_INVALID. */
  readonly staff: AuthedStaff;
  /** The signed-in user if any (PUBLIC calls that behave differently when signed in). */
  maybeStaff: AuthedStaff | null;
  lang: Lang;
  reqId: string;
  deps: AppDeps;
  c: Context;
}

/**
 * Returns the call's data (answered as the envelope), a FileAnswer (calls answering a file), or a
 * Response for redirects, streams and pages.
 */
export type Handler<C extends CallDef> = (ctx: HandlerContext<C>) => Promise<CallData<C> | FileAnswer | Response>;

export interface RegisteredCall {
  call: CallDef;
  handler: Handler<CallDef>;
}

/** Pairs a call with its handler; the type of `input` and of the result come from the call. */
export function handle<C extends CallDef>(call: C, handler: Handler<C>): RegisteredCall {
  return { call, handler: handler as unknown as Handler<CallDef> };
}

function honoPath(path: string): string {
  return path; // `:name` parameters are Hono's own syntax.
}

/**
 * Mounts every call: authenticate → permission → validate → repeat-check → handler → envelope
 * (or the handler's file).
 * The permission is checked before validation so that a caller without the key learns nothing
 * about the call's input rules.
 */
export function mountCalls(app: Hono, deps: AppDeps, registered: readonly RegisteredCall[]): void {
  for (const { call, handler } of registered) {
    app.on(call.method, honoPath(call.path), async (c) => {
      const lang = languageOf(c.req.header(HEADERS.language));
      const reqId = requestIdOf(c);
      const maybeStaff = await authenticate(deps, c.req.header(HEADERS.authorization));
      if (call.permission !== PUBLIC) {
        if (!maybeStaff) throw fail.tokenInvalid();
        const store = requestContext.getStore();
        if (store) store.staffId = maybeStaff.staffId;
        if (call.permission !== SIGNED_IN && !maybeStaff.permissions.has(call.permission)) {
          throw fail.forbidden(call.permission);
        }
      }
      const input = {
        query: call.query ? parseInput(call.query, c.req.query(), lang, 'query') : {},
        params: call.params ? parseInput(call.params, c.req.param(), lang, 'params') : {},
        body: call.body ? parseInput(call.body, await readJsonBody(c), lang, 'body') : undefined,
      } as CallInput<CallDef>;

      let idempotenceKey: string | null = null;
      if (call.repeatCheck && maybeStaff) {
        idempotenceKey = c.req.header(HEADERS.idempotence) ?? '';
        await consumeIdempotenceKey(deps, maybeStaff.staffId, idempotenceKey, call.id);
      }
      const ctx: HandlerContext<CallDef> = {
        input,
        get staff() {
          if (!maybeStaff) throw fail.tokenInvalid();
          return maybeStaff;
        },
        maybeStaff,
        lang,
        reqId,
        deps,
        c,
      };
      let result: unknown;
      try {
        result = await handler(ctx);
      } catch (error) {
        // The submission did not take effect, so the same key may be sent again.
        if (idempotenceKey && maybeStaff) await releaseIdempotenceKey(deps, maybeStaff.staffId, idempotenceKey);
        throw error;
      }
      if (result instanceof FileAnswer) {
        // A file from a call not declared to answer one would surprise its client and the docs.
        if (call.answer !== 'file') throw new Error(`${call.id} answered a file but is not declared answer: 'file'`);
        return result.toResponse();
      }
      if (result instanceof Response) return result;
      if (deps.env.NODE_ENV !== 'production') {
        const checked = call.response.safeParse(result);
        if (!checked.success) {
          throw new Error(`response of ${call.id} does not match its schema: ${checked.error.message}`);
        }
      }
      return c.json({ code: OK, msg: formatMessage('ok', lang), data: result ?? null });
    });
  }
}
