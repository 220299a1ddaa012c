import type { PinyinUnits } from './pinyin-units';

/**
 * Matches a query (normalised, spaces removed) against a title's units. Each unit is consumed by
 * its own character, by a whole reading ("duan"), or by the start of a reading ("d", "du"), and
 * consecutive units are consumed left to right: "dxfsjl", "duanxin", "短信fs" and "fasong" all
 * match 短信发送记录. The outcome says how the query was read:
 *   EXACT  – the whole title, with whole readings or characters;
 *   WHOLE  – whole readings/characters, except that the last unit may still be being typed;
 *   ABBREV – some unit before the last was abbreviated (initials and mixes).
 */
export const PY_NONE = 0;
export const PY_ABBREV = 1;
export const PY_WHOLE = 2;
export const PY_EXACT = 3;

// Memo by (query position, unit, partial state), stamped per call so it never needs clearing.
let stamps = new Int32Array(1024);
let values = new Int8Array(1024);
let generation = 0;

/**
 * Best outcome over all start units. `out.start` receives the start unit of that outcome, and,
 * when `out.end` is asked for (highlighting), the end unit (exclusive).
 */
export function matchPinyin(query: string, units: PinyinUnits, out?: { start: number; end: number }, withEnd = false): number {
  const n = units.chars.length;
  const q = query.length;
  if (q === 0 || n === 0) return PY_NONE;
  const size = (q + 1) * (n + 1) * 3;
  if (size > stamps.length) {
    stamps = new Int32Array(size * 2);
    values = new Int8Array(size * 2);
    generation = 0;
  }
  const first = query.charCodeAt(0);
  const firstBit = first >= 97 && first <= 122 ? 1 << (first - 97) : 0;
  let best = PY_NONE;
  let bestStart = -1;
  for (let start = 0; start < n; start += 1) {
    if (((units.starts[start] as number) & firstBit) === 0 && units.chars.charCodeAt(start) !== first) continue;
    generation += 1;
    if (generation === 0x7fffffff) {
      stamps.fill(0);
      generation = 1;
    }
    const result = consume(query, units, 0, start, 0, n);
    if (result > best) {
      best = result;
      bestStart = start;
    }
    // A whole match at this start beats anything at a later start; an abbreviation may not.
    if (best >= PY_WHOLE) break;
  }
  if (out && best > PY_NONE) {
    out.start = bestStart;
    out.end = withEnd ? endOf(query, units, bestStart, best) : -1;
  }
  return best;
}

/** state: 0 = clean, 1 = the last unit was abbreviated, 2 = an earlier unit was abbreviated. */
function consume(query: string, units: PinyinUnits, qi: number, ui: number, state: number, n: number): number {
  if (qi === query.length) return state === 2 ? PY_ABBREV : state === 1 ? PY_WHOLE : ui === n ? PY_EXACT : PY_WHOLE;
  if (ui === n) return PY_NONE;
  const slot = ((qi * (n + 1) + ui) * 3 + state) | 0;
  if (stamps[slot] === generation) return values[slot] ?? PY_NONE;
  let best = PY_NONE;
  const code = query.charCodeAt(qi);
  const carried = state === 0 ? 0 : 2;
  if (units.chars.charCodeAt(ui) === code) best = consume(query, units, qi + 1, ui + 1, carried, n);
  const readings = units.readings[ui];
  if (readings && best < PY_EXACT) {
    for (const reading of readings) {
      let common = 0;
      const limit = Math.min(reading.length, query.length - qi);
      while (common < limit && reading.charCodeAt(common) === query.charCodeAt(qi + common)) common += 1;
      for (let take = common; take >= 1 && best < PY_EXACT; take -= 1) {
        const next = take === reading.length ? carried : 2 - (state === 0 ? 1 : 0);
        const result = consume(query, units, qi + take, ui + 1, next, n);
        if (result > best) best = result;
      }
    }
  }
  stamps[slot] = generation;
  values[slot] = best;
  return best;
}

/** End unit (exclusive) of a parse from `start` with the given outcome; for highlighting only. */
function endOf(query: string, units: PinyinUnits, start: number, wanted: number): number {
  const walk = (qi: number, ui: number, state: number): number => {
    if (qi === query.length) {
      const result = state === 2 ? PY_ABBREV : state === 1 ? PY_WHOLE : ui === units.chars.length ? PY_EXACT : PY_WHOLE;
      return result === wanted ? ui : -1;
    }
    if (ui === units.chars.length) return -1;
    const carried = state === 0 ? 0 : 2;
    if (units.chars[ui] === query[qi]) {
      const end = walk(qi + 1, ui + 1, carried);
      if (end >= 0) return end;
    }
    for (const reading of units.readings[ui] ?? []) {
      for (let take = Math.min(reading.length, query.length - qi); take >= 1; take -= 1) {
        if (reading.slice(0, take) !== query.slice(qi, qi + take)) continue;
        const end = walk(qi + take, ui + 1, take === reading.length ? carried : 2 - (state === 0 ? 1 : 0));
        if (end >= 0) return end;
      }
    }
    return -1;
  };
  return walk(0, start, 0);
}
