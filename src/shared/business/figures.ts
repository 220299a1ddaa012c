/**
 * How figures are written, on the business pages and in the assistant's answers alike, so a
 * figure in an answer can be found on its page. Money keeps its exact digits and is rounded half
 * up to cents on the digits, never through a float.
 */

/** 1234567 → "1,234,567". Whole numbers are grouped by hand: the first Intl formatter of a page costs tens of milliseconds. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** Whole cents of a decimal string, rounded half away from zero on its digits. */
function centsOf(value: string): { negative: boolean; cents: bigint } {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1n : 0n);
  return { negative: value.startsWith('-') && cents !== 0n, cents };
}

/** "1234.565000" → "1,234.57"; "-0.004" → "0.00". */
export function formatMoney(value: string): string {
  const { negative, cents } = centsOf(value);
  const text = `${(cents / 100n).toLocaleString('en-US')}.${(cents % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** The figure formatMoney shows, as a plain decimal for a spreadsheet: "158204.076208" → "158204.08". */
export function roundMoney(value: string): string {
  const { negative, cents } = centsOf(value);
  return `${negative ? '-' : ''}${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** Money with the currency: "$1,234.57", "-$12.00". */
export function formatUsd(value: string): string {
  const text = formatMoney(value);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** A 4-decimal ratio as a percentage with 2 decimals, by moving the decimal point: "0.1234" → "12.34%". */
export function formatPercent(ratio: string | null): string {
  if (ratio === null) return '—';
  const negative = ratio.startsWith('-');
  const [whole = '0', fraction = ''] = ratio.replace('-', '').split('.');
  const digits = `${whole}${(fraction + '0000').slice(0, 4)}`.replace(/^0+(?=\d{3})/, '');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return `${negative && /[1-9]/.test(digits) ? '-' : ''}${text}%`;
}
