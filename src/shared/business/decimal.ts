/**
 * Exact arithmetic on the decimal strings money travels as (SQL sums with 6 decimals): the digits
 * become integer micros, so no float ever touches a figure.
 */
const SCALE = 1_000_000n;

function toMicros(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const micros = BigInt(whole || '0') * SCALE + BigInt((fraction + '000000').slice(0, 6));
  return negative ? -micros : micros;
}

function fromMicros(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / SCALE}.${(abs % SCALE).toString().padStart(6, '0')}`;
}

export function subtractDecimal(a: string, b: string): string {
  return fromMicros(toMicros(a) - toMicros(b));
}

/** a / b rounded half away from zero to 4 decimals; null when b is 0. */
export function ratio4(a: string, b: string): string | null {
  const numerator = toMicros(a);
  const denominator = toMicros(b);
  if (denominator === 0n) return null;
  const scaled = (numerator * 100_000n) / denominator; // 5 decimals, truncated
  const rounded = scaled >= 0n ? (scaled + 5n) / 10n : (scaled - 5n) / 10n;
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  return `${negative ? '-' : ''}${abs / 10_000n}.${(abs % 10_000n).toString().padStart(4, '0')}`;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: string, b: string): number {
  const difference = toMicros(a) - toMicros(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}
