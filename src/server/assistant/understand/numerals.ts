/**
 * Numbers as people type them in questions: digits, Chinese numerals up to 99 (五, 十, 十五,
 * 二十, 两) and English words up to twenty.
 */
const ZH_DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const EN_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
};

/** Pattern of one number in any of the accepted forms (for building larger patterns). */
export const NUMBER_PATTERN = `(?:\\d{1,3}|[零一二两三四五六七八九十]{1,3}|${Object.keys(EN_WORDS).join('|')})`;

export function parseNumber(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (/^\d+$/.test(value)) return Number(value);
  if (value in EN_WORDS) return EN_WORDS[value] ?? null;
  if (!/^[零一二两三四五六七八九十]+$/.test(value)) return null;
  if (!value.includes('十')) return value.length === 1 ? (ZH_DIGITS[value] ?? null) : null;
  const [tens = '', ones = ''] = value.split('十');
  if (tens.length > 1 || ones.length > 1) return null;
  const t = tens === '' ? 1 : ZH_DIGITS[tens];
  const o = ones === '' ? 0 : ZH_DIGITS[ones];
  return t === undefined || o === undefined ? null : t * 10 + o;
}
