/**
 * Tokens for BM25 search over mixed Chinese and English text. Chinese has no spaces, so runs of
 * Han characters become overlapping bigrams (短信发送 → 短信, 信发, 发送), the usual way to index
 * CJK without a dictionary; Latin text becomes words, lower-cased, with plural endings folded.
 * Question words that say nothing about the topic are dropped on both sides.
 */
const HAN_RUN = /[\u3400-\u9fff\uf900-\ufaff]+|[a-z0-9]+(?:[-'][a-z0-9]+)*/g;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

const STOP = new Set([
  // Chinese question scaffolding (as bigrams and single characters).
  '怎么',
  '么办',
  '如何',
  '什么',
  '哪里',
  '哪些',
  '可以',
  '请问',
  '一下',
  '为什',
  '么会',
  '我的',
  '是多',
  '多少',
  '怎样',
  '么样',
  '是什',
  '有哪',
  '哪个',
  '在哪',
  '里查',
  '里看',
  '应该',
  '需要',
  '的话',
  '一个',
  '吗',
  '呢',
  '的',
  '了',
  '是',
  '我',
  '你',
  '在',
  '和',
  '有',
  '吧',
  '啊',
  '要',
  '去',
  '把',
  '么',
  // English function words.
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'is',
  'are',
  'was',
  'be',
  'do',
  'does',
  'did',
  'i',
  'my',
  'me',
  'we',
  'our',
  'you',
  'your',
  'it',
  'its',
  'this',
  'that',
  'what',
  'where',
  'which',
  'who',
  'how',
  'why',
  'can',
  'could',
  'should',
  'would',
  'and',
  'or',
  'with',
  'from',
  'at',
  'by',
  'as',
  'about',
  'into',
  'there',
  'get',
  'please',
  'if',
]);

/**
 * A light stemmer: `customers` → `customer`, `queries` → `query`, `sending` → `send`,
 * `changing` and `change` → `chang`. Short words and `-ss` words stay.
 */
export function foldEnglish(word: string): string {
  let stem = word;
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 3 && stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us')) stem = stem.slice(0, -1);
  if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  if (stem.length > 4 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}

/** Question scaffolding cut out of Han runs before pairing, so no bigram straddles it. */
const SCAFFOLD = /有哪些|是什么|为什么|怎么办|怎么样|怎么|如何|什么|哪些|哪里|哪个|请问|可以|是多少|多少|怎样|应该|需要|[吗呢了的我你]/g;

/** All tokens of a text, stop words included (MiniSearch's processTerm drops them). */
export function splitTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(HAN_RUN)) {
    const run = match[0];
    if (HAN.test(run[0] ?? '')) {
      if (run.length === 1) tokens.push(run);
      else for (let i = 0; i < run.length - 1; i += 1) tokens.push(run.slice(i, i + 2));
    } else {
      tokens.push(...run.split(/[-']/).filter(Boolean));
    }
  }
  return tokens;
}

/** A token as indexed and searched, or null for a stop word. */
export function processToken(token: string): string | null {
  if (STOP.has(token)) return null;
  return HAN.test(token) ? token : foldEnglish(token);
}

/** Tokens of a question: its scaffolding words removed first. */
export function questionTokens(text: string): string[] {
  return splitTokens(text.replace(SCAFFOLD, ' '));
}

/** The distinct searchable tokens of a question. */
export function searchTokens(text: string): string[] {
  const seen = new Set<string>();
  for (const token of questionTokens(text)) {
    const term = processToken(token);
    if (term) seen.add(term);
  }
  return [...seen];
}
