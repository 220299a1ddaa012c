/**
 * IMEI rules (3GPP TS 23.003): 15 digits — an 8-digit TAC (type allocation code), a 6-digit serial
 * and a Luhn check digit computed over the first 14.
 */

export const IMEI_PATTERN = /^\d{15}$/;
export const TAC_PATTERN = /^\d{8}$/;

/** The Luhn check digit of 14 digits (every second digit from the right of the body doubled). */
export function luhnCheckDigit(body14: string): number {
  let sum = 0;
  for (let i = 0; i < body14.length; i += 1) {
    let digit = body14.charCodeAt(body14.length - 1 - i) - 48;
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The full IMEI of a TAC and a serial (0–999999), check digit appended. */
export function imeiOf(tac: string, serial: number): string {
  const body = tac + String(serial).padStart(6, '0');
  return body + String(luhnCheckDigit(body));
}

export type ImeiShapeProblem = { reason: 'format' } | { reason: 'luhn'; expected: number };

/** Format and check digit only (range and uniqueness need the configuration and the pool). */
export function imeiShapeProblem(imei: string): ImeiShapeProblem | null {
  if (!IMEI_PATTERN.test(imei)) return { reason: 'format' };
  const expected = luhnCheckDigit(imei.slice(0, 14));
  return expected === Number(imei[14]) ? null : { reason: 'luhn', expected };
}

export interface TacRange {
  tacFrom: string;
  tacTo: string;
}

/** Whether a TAC falls in one of the ranges (bounds inclusive, compared as 8-digit numbers). */
export function tacInRanges(tac: string, ranges: readonly TacRange[]): boolean {
  return ranges.some((range) => tac >= range.tacFrom && tac <= range.tacTo);
}
