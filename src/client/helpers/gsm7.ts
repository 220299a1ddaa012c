/**
 * shell.md §5 SMS helpers: the GSM 03.38 7-bit alphabet. Characters of the extension table
 * (^ € { } [ ] ~ | \ and the form feed) take two septets, so they count double.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
export const GSM7_EXTENDED = '^€{}[]~|\\\f';

const basicSet = new Set(BASIC);
const extendedSet = new Set(GSM7_EXTENDED);

/** True when every character can be sent in GSM-7. */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!basicSet.has(ch) && !extendedSet.has(ch)) return false;
  return true;
}

/** Septets the text takes in GSM-7 (extension characters count double). */
export function gsm7Length(text: string): number {
  let length = 0;
  for (const ch of text) length += extendedSet.has(ch) ? 2 : 1;
  return length;
}
