import type { Context, MiddlewareHandler } from 'hono';
import { requestIdOf } from './request-id';
import type { securityHeaderList } from './security-headers';

type SecurityHeaders = ReturnType<typeof securityHeaderList>;

/**
 * Answers built whole, already carrying every header the middleware would add (the request id,
 * the security headers), so that the middleware leave them as they are. Their headers stay a plain
 * record, which @hono/node-server writes as it is: for a cached answer, building, filling and
 * reading a web Headers object (Hono's way) cost more than the rest of the answer's own work.
 */
const finished = new WeakSet<Response>();

export function isFinished(answer: Response): boolean {
  return finished.has(answer);
}

const nothingMore = async () => {};

/** A middleware that works only after `next` (the security headers, compress), run on answers that are not finished. */
export function unlessFinished(after: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!finished.has(c.res)) await after(c, nothingMore);
  };
}

const REQUEST_ID = 'x-request-id';

interface Template<Slot extends string> {
  /** Every header in its place, the slots and the request id still empty: copied per answer, then filled. */
  headers: Readonly<Record<string, string>>;
  /** The slots left to fill (by lower-case name): those no later header took over. */
  slots: readonly (readonly [Slot, string])[];
  requestId: boolean;
}

function templateOf<Slot extends string>(
  security: readonly (readonly [string, string])[],
  fixed: Readonly<Record<string, string>>,
  slots: readonly Slot[],
): Template<Slot> {
  const headers = new Map<string, string | { slot: Slot | null }>([[REQUEST_ID, { slot: null }]]);
  for (const [name, value] of Object.entries(fixed)) headers.set(name.toLowerCase(), value);
  for (const slot of slots) headers.set(slot.toLowerCase(), { slot });
  for (const [name, value] of security) headers.set(name.toLowerCase(), value);
  const sorted = [...headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    headers: Object.fromEntries(sorted.map(([name, value]) => [name, typeof value === 'string' ? value : ''])),
    slots: sorted.flatMap(([name, value]) => (typeof value === 'string' || value.slot === null ? [] : [[value.slot, name] as const])),
    requestId: typeof headers.get(REQUEST_ID) !== 'string',
  };
}

/**
 * The headers of one kind of finished answer: fixed ones, and slots filled per answer. They come
 * out as a Hono answer's would: the request id, then the answer's own headers, then the security
 * headers (as securityHeaders sends them) over both; names in lower case and in alphabetical
 * order, as the server writes a Headers object's (it adds Content-Length itself).
 */
export class FinishedAnswers<Slot extends string> {
  readonly #template: Promise<Template<Slot>>;
  /** The template once built: answers after the first skip the wait. */
  #ready: Template<Slot> | null = null;

  /** `security`: what securityHeaders sends (`securityHeaderList`), read once for every kind of answer. */
  constructor(security: SecurityHeaders, fixed: Readonly<Record<string, string>>, slots: readonly Slot[]) {
    this.#template = security.then((list) => (this.#ready = templateOf(list, fixed, slots)));
  }

  async answer(
    c: Context,
    status: number,
    body: Uint8Array<ArrayBuffer> | null,
    values: Readonly<Record<Slot, string>>,
  ): Promise<Response> {
    const template = this.#ready ?? (await this.#template);
    // Filling keeps each name where the template placed it.
    const headers: Record<string, string> = { ...template.headers };
    if (template.requestId) headers[REQUEST_ID] = requestIdOf(c);
    for (const [slot, name] of template.slots) headers[name] = values[slot];
    const answer = new Response(body, { status, headers });
    finished.add(answer);
    return answer;
  }
}
