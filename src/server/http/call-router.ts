import type { Context, Hono } from 'hono';
import { PUBLIC, SIGNED_IN, type CallData, type CallDef, type CallInput } from '../../shared/api/define-call';
import { HEADERS } from '../../shared/envelope';
import { OK } from '../../shared/error-codes';
import { formatMessage, type Lang } from '../../shared/messages';
import {
  appendAudit,
  appendAuditAlone,
  auditModeOf,
  auditTargetOf,
  auditTrail,
  clientAddressOf,
  isForbidden,
  resultCodeOf,
  type AuditMode,
  type AuditTrail,
} from '../audit';
import { allowedBeforePasswordChange, authenticate, type AuthedStaff, consumeIdempotenceKey, releaseIdempotenceKey } from '../auth';
import type { Db } from '../db/database';
import type { AppDeps } from '../deps';
import { requestContext } from '../log';
import { fail } from './app-error';
import { FileAnswer } from './file-answer';
import { TaggedAnswer } from './tagged-answer';
import { chooseEncoding } from './answer-cache';
import { FinishedAnswers } from './finished-answer';
import { securityHeaderList } from './security-headers';
import { readJsonBody } from './json-body';
import { languageOf } from './language';
import { requestHeader } from './request-header';
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
 * Returns the call's data (answered as the envelope), the data with a version tag (a TaggedAnswer,
 * answered 304 to a repeat that already holds it), a FileAnswer (calls answering a file), or a
 * Response for redirects, streams and pages.
 */
export type Handler<C extends CallDef> = (
  ctx: HandlerContext<C>,
) => Promise<CallData<C> | TaggedAnswer<CallData<C>> | FileAnswer | Response>;

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
 * (or the handler's file). A tagged answer's envelope is kept encoded in `deps.answers` (answer-cache.ts).
 * The permission is checked before validation so that a caller without the key learns nothing
 * about the call's input rules.
 */
export function mountCalls(app: Hono, deps: AppDeps, registered: readonly RegisteredCall[]): void {
  const mounted: MountedCall = { deps, tagged: taggedAnswers(deps) };
  for (const { call, handler } of registered) {
    const route: Route = { ...mounted, call, handler, mode: auditModeOf(call) };
    app.on(call.method, honoPath(call.path), (c) => {
      const trail: AuditTrail = {
        callId: call.id,
        requestId: requestIdOf(c),
        clientIp: clientAddressOf(c),
        target: auditTargetOf({ params: c.req.param() }),
        staffId: null,
        recorded: false,
      };
      return auditTrail.run(trail, runCall, c, route, trail);
    });
  }
}

/** What every call's route shares, made once when the calls are mounted. */
interface MountedCall {
  deps: AppDeps;
  tagged: TaggedAnswers;
}

/** One call's route. */
interface Route extends MountedCall {
  call: CallDef;
  handler: Handler<CallDef>;
  mode: AuditMode;
}

async function runCall(c: Context, route: Route, trail: AuditTrail): Promise<Response> {
  const { deps, call, mode } = route;
  try {
    return await answerCall(c, route, trail);
  } catch (error) {
    // A refused or failed call leaves its row too; its change (if any) has rolled back.
    if (!trail.recorded && (mode !== 'refusals' || isForbidden(error))) {
      // The caller is answered with the call's own error, not the audit write's.
      await recordOutcome(deps, trail, resultCodeOf(error)).catch((auditError: unknown) => {
        deps.log.error({ err: auditError, callId: call.id }, 'audit row of a refused call not written');
      });
    }
    throw error;
  } finally {
    // Committed (or rolled back) by now: a sign-out, a refresh, a disable, a role or grant change, an edit
    // of a person or a department shows at the next call. The session calls are public (a refresh is even a GET).
    if (mode !== 'refusals' || call.permission === PUBLIC) deps.verifiedTokens?.clear();
  }
}

/** The row of a call that did not change anything: a refusal, a failure (rolled back), a sign-in, an export. */
async function recordOutcome(deps: AppDeps, trail: AuditTrail, resultCode: number): Promise<void> {
  await appendAuditAlone(deps.db, { ...trail, at: deps.clock.now(), resultCode });
  trail.recorded = true;
}

const LANGUAGE = HEADERS.language.toLowerCase();
const AUTHORIZATION = HEADERS.authorization.toLowerCase();
const IDEMPOTENCE = HEADERS.idempotence.toLowerCase();

/** The handler's view of the call (a class: its `staff` getter is shared, not made per request). */
class CallContext implements HandlerContext<CallDef> {
  constructor(
    readonly input: CallInput<CallDef>,
    readonly maybeStaff: AuthedStaff | null,
    readonly lang: Lang,
    readonly reqId: string,
    readonly deps: AppDeps,
    readonly c: Context,
  ) {}

  get staff(): AuthedStaff {
    if (!this.maybeStaff) throw fail.tokenInvalid();
    return this.maybeStaff;
  }
}

function checkResponse(call: CallDef, deps: AppDeps, result: unknown): void {
  if (result instanceof FileAnswer) {
    // A file from a call not declared to answer one would surprise its client and the docs.
    if (call.answer !== 'file') throw new Error(`${call.id} answered a file but is not declared answer: 'file'`);
    return;
  }
  if (result instanceof Response || !(deps.env.RESPONSE_CHECK ?? deps.env.NODE_ENV === 'test')) return;
  if (
    result instanceof TaggedAnswer &&
    result.json !== undefined &&
    JSON.stringify(JSON.parse(result.json)) !== JSON.stringify(result.data)
  ) {
    throw new Error(`${call.id} answered text that differs from its data`);
  }
  const checked = call.response.safeParse(result instanceof TaggedAnswer ? result.data : result);
  if (!checked.success) throw new Error(`response of ${call.id} does not match its schema: ${checked.error.message}`);
}

async function answerCall(c: Context, route: Route, trail: AuditTrail): Promise<Response> {
  const { deps, call, handler, mode } = route;
  const lang = languageOf(requestHeader(c, LANGUAGE));
  const reqId = trail.requestId;
  const maybeStaff = await authenticate(deps, requestHeader(c, AUTHORIZATION));
  if (maybeStaff) trail.staffId = maybeStaff.staffId;
  if (call.permission !== PUBLIC) {
    if (!maybeStaff) throw fail.tokenInvalid();
    const store = requestContext.getStore();
    if (store) store.staffId = maybeStaff.staffId;
    if (call.permission !== SIGNED_IN && !maybeStaff.permissions.has(call.permission)) {
      throw fail.forbidden(call.permission);
    }
    // Reading is fine (the shell loads behind the change-password dialog); changing anything waits for the new password.
    if (maybeStaff.mustChangePassword && mode !== 'refusals' && !allowedBeforePasswordChange(call)) {
      throw fail.passwordChangeRequired();
    }
  }
  const input = {
    query: call.query ? parseInput(call.query, c.req.query(), lang, 'query') : {},
    params: call.params ? parseInput(call.params, c.req.param(), lang, 'params') : {},
    body: call.body ? parseInput(call.body, await readJsonBody(c), lang, 'body') : undefined,
  } as CallInput<CallDef>;
  trail.target = auditTargetOf(input);

  let idempotenceKey: string | null = null;
  if (call.repeatCheck && maybeStaff) {
    idempotenceKey = requestHeader(c, IDEMPOTENCE) ?? '';
    await consumeIdempotenceKey(deps, maybeStaff.staffId, idempotenceKey, call.id);
  }
  let result: unknown;
  try {
    if (mode === 'transaction') {
      // The handler's db is the transaction: whatever it changes commits with its audit row.
      result = await deps.db.transaction(async (tx) => {
        const scoped = whileOpen(tx as unknown as Db, deps.db);
        try {
          const answer = await handler(new CallContext(input, maybeStaff, lang, reqId, { ...deps, db: scoped.db }, c));
          checkResponse(call, deps, answer);
          await appendAudit(tx as unknown as Db, { ...trail, at: deps.clock.now(), resultCode: OK });
          return answer;
        } finally {
          scoped.close();
        }
      });
      trail.recorded = true;
    } else {
      result = await handler(new CallContext(input, maybeStaff, lang, reqId, deps, c));
      checkResponse(call, deps, result);
      if (mode === 'after') await recordOutcome(deps, trail, OK);
    }
  } catch (error) {
    // The submission did not take effect, so the same key may be sent again.
    if (idempotenceKey && maybeStaff) await releaseIdempotenceKey(deps, maybeStaff.staffId, idempotenceKey);
    throw error;
  }
  if (result instanceof FileAnswer) return result.toResponse();
  if (result instanceof Response) return result;
  if (result instanceof TaggedAnswer) return taggedResponse(c, route, result, lang);
  return c.json({ code: OK, msg: formatMessage('ok', lang), data: result ?? null });
}

// Each person's answer: kept by their browser only, and asked again (cheaply) every time.
const TAGGED_HEADERS = {
  'Cache-Control': 'private, no-cache',
  Vary: 'Authorization, Accept-Language, Accept-Encoding',
};

/** The tagged answers the router builds whole: a repeat's 304, and the kept bytes in an encoding. */
interface TaggedAnswers {
  notModified: FinishedAnswers<'ETag'>;
  encoded: FinishedAnswers<'ETag' | 'Content-Encoding'>;
}

function taggedAnswers(deps: AppDeps): TaggedAnswers {
  // One throwaway answer tells both kinds what securityHeaders sends.
  const security = securityHeaderList(deps.env);
  return {
    notModified: new FinishedAnswers(security, TAGGED_HEADERS, ['ETag']),
    encoded: new FinishedAnswers(security, { ...TAGGED_HEADERS, 'Content-Type': 'application/json' }, ['ETag', 'Content-Encoding']),
  };
}

async function taggedResponse(c: Context, route: Route, result: TaggedAnswer<unknown>, lang: Lang): Promise<Response> {
  const etag = `W/"${lang}.${result.tag}"`;
  if (requestHeader(c, 'if-none-match') === etag) return route.tagged.notModified.answer(c, 304, null, { ETag: etag });
  // Equal tags promise equal text, so the encoded bytes are kept under the call and the tag.
  const encoding = chooseEncoding(requestHeader(c, 'accept-encoding'));
  const bytes = await route.deps.answers.get(`${route.call.id} ${etag}`, encoding, () => envelopeText(result, lang));
  // Already encoded, nothing is left for the middleware to do. Plain answers go through compress,
  // which deflates them for a client that asks only for that.
  if (encoding !== 'identity') return route.tagged.encoded.answer(c, 200, bytes, { ETag: etag, 'Content-Encoding': encoding });
  return c.body(bytes, 200, { ETag: etag, ...TAGGED_HEADERS, 'Content-Type': 'application/json' });
}

function envelopeText(result: TaggedAnswer<unknown>, lang: Lang): string {
  const data = result.json ?? JSON.stringify(result.data ?? null);
  return `{"code":${OK},"msg":${JSON.stringify(formatMessage('ok', lang))},"data":${data}}`;
}

/**
 * The transaction as the handler's db while the call runs. Work a handler leaves running in the
 * background (a chat-app notice, a send's result) still holds that db after the commit; from then
 * on it reaches the app's own db instead of a finished transaction.
 */
function whileOpen(tx: Db, root: Db): { db: Db; close(): void } {
  let open = true;
  const db = new Proxy(tx, {
    get(_tx, property) {
      const target = open ? tx : root;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    db,
    close: () => {
      open = false;
    },
  };
}
