import { isAlnum, normalizeText } from './normalize';
import { matchPinyin } from './pinyin-match';
import { unitsOf } from './pinyin-units';
import { prepareQuery, wordStartAt } from './match-item';
import { withinTypos } from './typo';

/** Character ranges [start, end) of a displayed title that the query matched. */
export type Ranges = [number, number][];

/**
 * Which characters of a title to highlight for a query. Runs only for the rows on screen, so it
 * favours clarity over speed. Titles are displayed as written; normalisation keeps lengths for
 * the Chinese and English titles of the menu (NFKC only folds full-width forms one to one).
 */
export function highlightRanges(title: string, rawQuery: string): Ranges {
  const query = normalizeText(rawQuery);
  if (!query) return [];
  const text = normalizeText(title);
  if (text.length !== title.length) return [];
  const literal = wordStartAt(text, query) >= 0 ? wordStartAt(text, query) : text.indexOf(query);
  if (literal >= 0) return [[literal, literal + query.length]];
  const q = prepareQuery(query);
  const units = unitsOf(text);
  const span = { start: -1, end: -1 };
  if (matchPinyin(q.compact, units, span, true) > 0 && span.end > span.start) {
    return merge(units.offsets.slice(span.start, span.end).map((at) => [at, at + 1]));
  }
  if (q.latinOnly) return initialsRanges(text, q.compact) ?? typoRange(text, q.compact, q.typos);
  return [];
}

/** "ssr" on "SMS send records": the first letter of each matched word. */
function initialsRanges(text: string, letters: string): Ranges | null {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i += 1) if (isAlnum(text.charCodeAt(i)) && (i === 0 || !isAlnum(text.charCodeAt(i - 1)))) starts.push(i);
  const initials = starts.map((at) => text[at]).join('');
  const from = initials.indexOf(letters);
  if (from < 0 || letters.length < 2) return null;
  return starts.slice(from, from + letters.length).map((at) => [at, at + 1]);
}

function typoRange(text: string, query: string, typos: number): Ranges {
  const words = text.matchAll(/[a-z0-9]+/g);
  for (const word of words) {
    if (withinTypos(query, word[0], typos)) return [[word.index, word.index + Math.min(word[0].length, query.length)]];
  }
  return [];
}

function merge(ranges: Ranges): Ranges {
  const out: Ranges = [];
  for (const range of ranges) {
    const last = out.at(-1);
    if (last && last[1] === range[0]) last[1] = range[1];
    else out.push([range[0], range[1]]);
  }
  return out;
}
