/**
 * shell.md §5 number-input helper: what a typed amount may hold. Non-numeric characters are
 * stripped, one decimal point and a leading minus (when allowed) stay, decimals are cut to the
 * field's precision: 4 by default, 6 for rates. Formatting never shows more than 6 decimals.
 */
export const DEFAULT_DECIMALS = 4;
export const RATE_DECIMALS = 6;
export const MAX_DECIMALS = 6;

export function sanitizeNumberInput(text: string, decimals: number = DEFAULT_DECIMALS, allowNegative = false): string {
  const places = Math.max(0, Math.min(MAX_DECIMALS, Math.trunc(decimals)));
  const negative = allowNegative && text.trimStart().startsWith('-');
  let cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot >= 0) {
    const whole = cleaned.slice(0, dot);
    const fraction = cleaned.slice(dot + 1).replace(/\./g, '');
    cleaned = places === 0 ? whole : `${whole || '0'}.${fraction.slice(0, places)}`;
  }
  // Leading zeros say nothing ("007" → "7", "00.5" → "0.5").
  cleaned = cleaned.replace(/^0+(?=\d)/, '');
  return negative ? `-${cleaned}` : cleaned;
}

/**
 * A number or decimal string shown with at most 6 decimals (fewer when asked), trailing zeros
 * removed, grouped in thousands. Strings are formatted without passing through a float.
 */
export function formatNumber(value: number | string | null | undefined, decimals: number = MAX_DECIMALS): string {
  if (value === null || value === undefined || value === '') return '-';
  const places = Math.max(0, Math.min(MAX_DECIMALS, Math.trunc(decimals)));
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(places) : '') : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return '-';
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cut = roundFraction(whole, fraction, places);
  const grouped = cut.whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = cut.fraction.replace(/0+$/, '');
  const negative = sign && /[1-9]/.test(cut.whole + trimmed) ? '-' : '';
  return trimmed ? `${negative}${grouped}.${trimmed}` : `${negative}${grouped}`;
}

/** Half-up rounding of a decimal written as digits. */
function roundFraction(whole: string, fraction: string, places: number): { whole: string; fraction: string } {
  if (fraction.length <= places) return { whole, fraction };
  const digits = `${whole}${fraction.slice(0, places)}`;
  const up = Number(fraction[places]) >= 5;
  const rounded = up ? (BigInt(digits) + 1n).toString().padStart(digits.length, '0') : digits;
  const split = rounded.length - places;
  return { whole: rounded.slice(0, split) || '0', fraction: rounded.slice(split) };
}
