/**
 * The number tokens of a text as the accuracy checks compare them: "$1,234.57" → "1234.57",
 * "12.34%" → "12.34", "2026-10-01" → "2026", "10", "01". Signs and separators are dropped.
 */
export function numberTokens(text: string): string[] {
  return [...text.matchAll(/\d(?:[\d,]*\d)?(?:\.\d+)?/g)].map((match) => match[0].replace(/,/g, ''));
}
