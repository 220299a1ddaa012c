import { createHash } from 'node:crypto';

/**
 * Data a handler answers together with a tag naming its version (a GET whose answer only changes
 * when its inputs do: the menu, the buttons, the signed-in user). The router sends the tag as a
 * weak `ETag`; a repeat that sends it back in `If-None-Match` is answered 304 without a body.
 */
export class TaggedAnswer<T> {
  constructor(
    readonly data: T,
    /** Equal tags promise equal data; the router adds the language of the envelope's message. */
    readonly tag: string,
    /** `data` already written as JSON (from parts kept as text), so that the router does not write it again. */
    readonly json?: string,
  ) {}
}

/** A short tag of some JSON-able data: equal data, equal tag. */
export function contentTag(data: unknown): string {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return createHash('sha1').update(text).digest('base64url').slice(0, 16);
}
