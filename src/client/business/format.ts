/** Display formats of business figures; the exact values stay strings until shown. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Money strings keep their exact digits: thousands separators and two decimals for display. */
export function formatMoney(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  // Round half up at the second decimal on the digits, never through a float.
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1n : 0n);
  const text = `${(cents / 100n).toLocaleString('en-US')}.${(cents % 100n).toString().padStart(2, '0')}`;
  return negative && cents !== 0n ? `-${text}` : text;
}

export function formatPercent(margin: string | null): string {
  return margin === null ? '—' : `${(Number(margin) * 100).toFixed(2)}%`;
}

/** Losses red, thin margins amber, healthy margins green. */
export function marginTone(margin: string | null): string {
  if (margin === null) return '';
  const value = Number(margin);
  if (value < 0) return 'text-red-700 bg-red-50';
  if (value < 0.1) return 'text-amber-700';
  return 'text-emerald-700';
}
