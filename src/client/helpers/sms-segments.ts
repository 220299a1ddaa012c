import { gsm7Length, isGsm7 } from './gsm7';

/**
 * How many SMS a text takes: GSM-7 fits 160 septets in one message, 153 per part when split;
 * anything else is sent as UCS-2: 70 characters (UTF-16 units) in one, 67 per part.
 */
export interface SmsCount {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  length: number;
  segments: number;
  /** Room per part at this size (single message or concatenated part). */
  perSegment: number;
}

const LIMITS = { 'GSM-7': { single: 160, part: 153 }, 'UCS-2': { single: 70, part: 67 } } as const;

export function smsSegments(text: string): SmsCount {
  const encoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const length = encoding === 'GSM-7' ? gsm7Length(text) : text.length;
  const { single, part } = LIMITS[encoding];
  if (length === 0) return { encoding, length, segments: 0, perSegment: single };
  if (length <= single) return { encoding, length, segments: 1, perSegment: single };
  if (encoding === 'UCS-2') return { encoding, length, segments: Math.ceil(length / part), perSegment: part };
  return { encoding, length, segments: gsm7Parts(text, part), perSegment: part };
}

/** GSM-7 parts: an extension character's two septets are never split across two parts. */
function gsm7Parts(text: string, part: number): number {
  let parts = 1;
  let used = 0;
  for (const ch of text) {
    const size = gsm7Length(ch);
    if (used + size > part) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}
