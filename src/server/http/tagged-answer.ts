import { createHash } from 'node:crypto';
import { once } from './once';

/**
 * Data a handler answers together with a tag naming its version (a GET whose answer only changes
 * when its inputs do: the menu, the buttons, the signed-in user). The router sends the tag as a
 * weak `ETag`; a repeat that sends it back in `If-None-Match` is answered 304 without a body.
 */
export class TaggedAnswer<T> {
  #data: () => T;
  #json: () => string | undefined;

  constructor(
    data: T,
    /** Equal tags promise equal data; the router adds the language of the envelope's message. */
    readonly tag: string,
    /** `data` already written as JSON (from parts kept as text), so that the router does not write it again. */
    json?: string,
  ) {
    this.#data = () => data;
    this.#json = () => json;
  }

  /**
   * An answer whose data and text are only made when needed: the router usually finds the bytes of
   * the tag already kept, and then needs neither (a large answer would be written for nothing).
   */
  static later<T>(tag: string, data: () => T, json: () => string): TaggedAnswer<T> {
    const answer = new TaggedAnswer<T>(undefined as T, tag);
    answer.#data = once(data);
    answer.#json = once(json);
    return answer;
  }

  get data(): T {
    return this.#data();
  }

  get json(): string | undefined {
    return this.#json();
  }
}

/** A short tag of some JSON-able data: equal data, equal tag. */
export function contentTag(data: unknown): string {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return createHash('sha1').update(text).digest('base64url').slice(0, 16);
}
