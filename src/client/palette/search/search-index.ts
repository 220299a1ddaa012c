import { letterMask, normalizeText, wordInitials } from './normalize';
import { unitsOf, type PinyinUnits } from './pinyin-units';

/** What is searchable about an item: its titles and extra words, in both languages. */
export interface SearchDoc {
  zh: string;
  en: string;
  keywords: readonly string[];
}

/**
 * Search keys of every item, computed once per menu load (pinyin readings included) and laid out
 * as parallel arrays so that a keystroke only compares strings and numbers.
 */
export interface SearchIndex {
  size: number;
  zh: string[];
  en: string[];
  /** First letters of the English words: "sms send records" → "ssr". */
  enInitials: string[];
  /** English words and their letter masks, for typo tolerance. */
  enWords: string[][];
  enWordMasks: number[][];
  /** Keywords joined by newlines, with a newline at both ends: "\nsms log\n发送记录\n". */
  keywords: string[];
  units: PinyinUnits[];
  /** Letters present anywhere (titles, keywords, readings), one bit per letter. */
  masks: Uint32Array;
}

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const size = docs.length;
  const index: SearchIndex = {
    size,
    zh: new Array<string>(size),
    en: new Array<string>(size),
    enInitials: new Array<string>(size),
    enWords: new Array<string[]>(size),
    enWordMasks: new Array<number[]>(size),
    keywords: new Array<string>(size),
    units: new Array<PinyinUnits>(size),
    masks: new Uint32Array(size),
  };
  for (let i = 0; i < size; i += 1) {
    const doc = docs[i] as SearchDoc;
    const zh = normalizeText(doc.zh);
    const en = normalizeText(doc.en);
    const keywords = doc.keywords.map(normalizeText).filter(Boolean);
    const units = unitsOf(zh);
    index.zh[i] = zh;
    index.en[i] = en;
    index.enInitials[i] = wordInitials(en);
    const words = en.split(/[^a-z0-9]+/).filter(Boolean);
    index.enWords[i] = words;
    index.enWordMasks[i] = words.map(letterMask);
    const keywordText = keywords.length > 0 ? `\n${keywords.join('\n')}\n` : '';
    index.keywords[i] = keywordText;
    index.units[i] = units;
    let mask = letterMask(en) | letterMask(zh) | letterMask(keywordText);
    for (const readings of units.readings) for (const reading of readings ?? []) mask |= letterMask(reading);
    index.masks[i] = mask;
  }
  return index;
}
