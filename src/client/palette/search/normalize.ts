/**
 * Text normalisation shared by the index and the query: full-width forms folded (ＳＭＳ → sms),
 * lower case, whitespace collapsed. Both sides go through the same function so they always agree.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Han characters (CJK unified ideographs and extension A, compatibility ideographs). */
export function isHan(code: number): boolean {
  return (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0xf900 && code <= 0xfaff);
}

export function isAlnum(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
}

/** One bit per Latin letter a–z present: a cheap "could this ever match" test before real work. */
export function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
  }
  return mask;
}

export function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** First letters of the words of a (normalised) English text: "sms send records" → "ssr". */
export function wordInitials(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isAlnum(code) && (i === 0 || !isAlnum(text.charCodeAt(i - 1)))) out += text[i];
  }
  return out;
}
