import { isAlnum, isHan, letterMask, popcount } from './normalize';
import { PY_ABBREV, PY_EXACT, PY_WHOLE, matchPinyin } from './pinyin-match';
import type { SearchIndex } from './search-index';
import { typoBudget, withinTypos } from './typo';

/** Match tiers, best first: exact > prefix > word start > initials > fuzzy. */
export const TIER = { NONE: 0, FUZZY: 1, INITIALS: 2, WORD: 3, PREFIX: 4, EXACT: 5 } as const;

/** A query prepared once per keystroke (strings built here, never per item). */
export interface PreparedQuery {
  /** Normalised, with single spaces. */
  text: string;
  /** Without spaces: what pinyin and Chinese characters are matched against. */
  compact: string;
  mask: number;
  hanChars: string[];
  latinOnly: boolean;
  typos: number;
  keywordExact: string;
  keywordStart: string;
}

export function prepareQuery(normalized: string): PreparedQuery {
  const compact = normalized.replace(/ /g, '');
  const hanChars: string[] = [];
  for (let i = 0; i < compact.length; i += 1) if (isHan(compact.charCodeAt(i))) hanChars.push(compact[i] ?? '');
  const latinOnly = /^[a-z ]+$/.test(normalized);
  return {
    text: normalized,
    compact,
    mask: letterMask(compact),
    hanChars,
    latinOnly,
    typos: latinOnly ? typoBudget(compact.length) : 0,
    keywordExact: `\n${normalized}\n`,
    keywordStart: `\n${normalized}`,
  };
}

/** Position of the first word-start occurrence of `q` in `text`, or -1. */
export function wordStartAt(text: string, q: string): number {
  let at = text.indexOf(q);
  while (at >= 0) {
    if (at === 0 || !isAlnum(text.charCodeAt(at - 1))) return at;
    at = text.indexOf(q, at + 1);
  }
  return -1;
}

const span = { start: -1, end: -1 };

/**
 * The tier of item `i` for the query (TIER.NONE when it does not match), and in `pos.at` where
 * the match starts (earlier ranks higher within a tier). Cheap rejections come first: letters the
 * item lacks anywhere, Chinese characters it lacks.
 */
export function matchItem(index: SearchIndex, i: number, q: PreparedQuery, pos: { at: number }): number {
  const missing = q.mask & ~(index.masks[i] as number);
  if (missing !== 0 && (q.typos === 0 || (missing & (missing - 1)) !== 0)) return TIER.NONE;
  const zh = index.zh[i] as string;
  const keywords = index.keywords[i] as string;
  const han = q.hanChars;
  for (let h = 0; h < han.length; h += 1) {
    const char = han[h] as string;
    if (zh.indexOf(char) < 0 && keywords.indexOf(char) < 0) return TIER.NONE;
  }
  const t = q.text;
  const en = index.en[i] as string;
  pos.at = 0;
  if (zh === t || en === t) return TIER.EXACT;
  if (missing !== 0) return typoTier(index, i, q, pos);

  let best: number = TIER.NONE;
  let at = 255;
  span.start = -1;
  const outcome = matchPinyin(q.compact, index.units[i] as SearchIndex['units'][number], span);
  if (outcome !== 0) {
    at = span.start;
    best =
      outcome === PY_EXACT && at === 0
        ? TIER.EXACT
        : outcome >= PY_WHOLE
          ? at === 0
            ? TIER.PREFIX
            : TIER.WORD
          : outcome === PY_ABBREV
            ? TIER.INITIALS
            : TIER.NONE;
    if (best >= TIER.PREFIX) return ((pos.at = at), best);
  }
  if (en.startsWith(t)) return ((pos.at = 0), TIER.PREFIX);
  if (keywords.length > 0 && keywords.includes(q.keywordExact)) return ((pos.at = 1), TIER.PREFIX);
  if (best === TIER.WORD) return ((pos.at = Math.min(at, 255)), best);
  const word = wordStartAt(en, t);
  if (word >= 0) return ((pos.at = Math.min(word, 255)), TIER.WORD);
  if (keywords.length > 0 && keywords.includes(q.keywordStart)) return ((pos.at = 1), TIER.WORD);
  if (best === TIER.INITIALS) return ((pos.at = Math.min(at, 255)), best);
  if (q.latinOnly && t.length >= 2) {
    const initial = (index.enInitials[i] as string).indexOf(t);
    if (initial >= 0) return ((pos.at = initial), TIER.INITIALS);
    if (keywords.length > 0 && wordStartAt(keywords, t) >= 0) return ((pos.at = 2), TIER.INITIALS);
  }
  const inside = en.indexOf(t);
  if (inside >= 0) return ((pos.at = Math.min(inside, 255)), TIER.FUZZY);
  if (keywords.length > 0 && keywords.includes(t)) return ((pos.at = 3), TIER.FUZZY);
  return q.typos > 0 ? typoTier(index, i, q, pos) : TIER.NONE;
}

/**
 * Each typo can account for at most one query letter the word lacks, and a word shorter than
 * the query by more than the budget cannot be close: both are checked before the real distance.
 */
function typoTier(index: SearchIndex, i: number, q: PreparedQuery, pos: { at: number }): number {
  const words = index.enWords[i] as string[];
  const masks = index.enWordMasks[i] as number[];
  const shortest = q.compact.length - q.typos;
  for (let w = 0; w < words.length; w += 1) {
    const word = words[w] as string;
    if (word.length < shortest || word.charCodeAt(0) !== q.compact.charCodeAt(0)) continue;
    if (popcount(q.mask & ~(masks[w] as number)) > q.typos) continue;
    if (withinTypos(q.compact, word, q.typos)) {
      pos.at = 8 + w;
      return TIER.FUZZY;
    }
  }
  return TIER.NONE;
}
