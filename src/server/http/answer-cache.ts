import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Bytes of an answer (zlib's results and `Buffer.from` are never backed by shared memory). */
export type AnswerBytes = Buffer<ArrayBuffer>;

/** How an answer travels: brotli when the browser takes it (every current one does), else gzip, else as it is. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Choices by header (browsers send a handful of different ones): each is worked out once. */
const chosen = new Map<string, AnswerEncoding>();
const CHOSEN_LIMIT = 64;
const CHOSEN_HEADER_LIMIT = 256;

/** The encodings an `Accept-Encoding` header allows, best first (`q=0` refuses one, `*` stands for the rest). */
export function chooseEncoding(accept: string | undefined): AnswerEncoding {
  if (!accept) return 'identity';
  let encoding = chosen.get(accept);
  if (encoding === undefined) {
    encoding = encodingFor(accept);
    // Bounded, whatever the callers send.
    if (accept.length <= CHOSEN_HEADER_LIMIT) {
      if (chosen.size >= CHOSEN_LIMIT) chosen.clear();
      chosen.set(accept, encoding);
    }
  }
  return encoding;
}

function encodingFor(accept: string): AnswerEncoding {
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * Brotli at quality 5: within a few per cent of the size of the highest qualities on JSON, at a
 * small fraction of their time, so the request that meets an empty cache is not kept waiting.
 */
async function encode(text: string, encoding: AnswerEncoding): Promise<AnswerBytes> {
  const bytes = Buffer.from(text, 'utf8');
  if (encoding === 'br') {
    return (await brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })) as AnswerBytes;
  }
  if (encoding === 'gzip') return (await gzipped(bytes)) as AnswerBytes;
  return bytes as AnswerBytes;
}

/**
 * The bytes of answers that are the same for everyone asking with the same tag (the user entry, the
 * menu, the buttons: see TaggedAnswer), per encoding, written and compressed once and then served
 * from memory. The caller's key must name everything the text depends on (the ETag does). Bounded
 * by total bytes, least recently used first out; asks for an answer being compressed share the work.
 */
export class AnswerCache {
  private readonly held = new Map<string, AnswerBytes>();
  private readonly pending = new Map<string, Promise<AnswerBytes>>();
  private total = 0;
  /** The slot last asked for, already last in `held`. */
  private newest: string | null = null;

  constructor(private readonly limitBytes = 32 * 1024 * 1024) {}

  /** Bytes held now (for tests and figures). */
  get size(): number {
    return this.total;
  }

  get(key: string, encoding: AnswerEncoding, text: () => string): Promise<AnswerBytes> {
    const slot = `${encoding} ${key}`;
    const held = this.held.get(slot);
    if (held) {
      // Most recently used goes last: a Map keeps insertion order.
      if (slot !== this.newest) {
        this.held.delete(slot);
        this.held.set(slot, held);
        this.newest = slot;
      }
      return Promise.resolve(held);
    }
    let making = this.pending.get(slot);
    if (!making) {
      making = (async () => encode(text(), encoding))().then(
        (bytes) => {
          this.pending.delete(slot);
          this.keep(slot, bytes);
          return bytes;
        },
        (error: unknown) => {
          this.pending.delete(slot);
          throw error;
        },
      );
      this.pending.set(slot, making);
    }
    return making;
  }

  private keep(slot: string, bytes: AnswerBytes): void {
    if (bytes.length > this.limitBytes) return;
    this.total += bytes.length;
    this.held.set(slot, bytes);
    this.newest = slot;
    for (const [oldest, old] of this.held) {
      if (this.total <= this.limitBytes) break;
      this.held.delete(oldest);
      this.total -= old.length;
    }
  }
}
