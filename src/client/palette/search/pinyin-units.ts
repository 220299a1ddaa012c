import { polyphonic } from 'pinyin-pro';
import { isHan } from './normalize';

const letterBit = (code: number): number => (code >= 97 && code <= 122 ? 1 << (code - 97) : 0);

/**
 * Pinyin readings per Han character, every reading of a polyphone included (会 → hui, kuai), so
 * that 会计 is found by "kuaiji" and "kj" whatever the context. Readings are cached per character:
 * a menu has a few hundred distinct characters, so indexing stays cheap however many items exist.
 */
const cache = new Map<string, readonly string[]>();

export function readingsOf(char: string): readonly string[] {
  const known = cache.get(char);
  if (known) return known;
  const found = new Set<string>();
  for (const reading of polyphonic(char, { toneType: 'none', type: 'array', v: true })[0] ?? []) {
    const plain = reading.toLowerCase();
    if (!/^[a-z]+$/.test(plain)) continue;
    found.add(plain);
    // ü is typed as v by most input methods, and as u by some people: accept both.
    if (plain.includes('v')) found.add(plain.replace(/v/g, 'u'));
  }
  const readings = [...found];
  cache.set(char, readings);
  return readings;
}

/**
 * The matchable units of a normalised title: one per character, spaces dropped. `readings` is
 * null for non-Han characters (they match only themselves). `offsets` maps a unit back to its
 * position in the title, for highlighting.
 */
export interface PinyinUnits {
  chars: string;
  readings: (readonly string[] | null)[];
  offsets: number[];
  /** Per unit, one bit per letter a unit can start with (its readings' first letters, or itself). */
  starts: Uint32Array;
}

export function unitsOf(title: string): PinyinUnits {
  let chars = '';
  const readings: (readonly string[] | null)[] = [];
  const offsets: number[] = [];
  const starts: number[] = [];
  for (let i = 0; i < title.length; i += 1) {
    const char = title[i] ?? '';
    if (char === ' ') continue;
    chars += char;
    offsets.push(i);
    const unitReadings = isHan(title.charCodeAt(i)) ? readingsOf(char) : null;
    readings.push(unitReadings);
    let mask = letterBit(title.charCodeAt(i));
    for (const reading of unitReadings ?? []) mask |= letterBit(reading.charCodeAt(0));
    starts.push(mask);
  }
  return { chars, readings, offsets, starts: Uint32Array.from(starts) };
}
