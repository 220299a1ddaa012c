/** Losses red, thin margins amber, healthy margins green (the figures themselves: shared/business/figures). */
export function marginTone(margin: string | null): string {
  if (margin === null) return '';
  const value = Number(margin);
  if (value < 0) return 'text-red-700 bg-red-50';
  if (value < 0.1) return 'text-amber-700';
  return 'text-emerald-700';
}
