import type { Lang } from '../../shared/messages';

/** Chinese unless the request prefers English (the product is Chinese first). */
export function languageOf(acceptLanguage: string | undefined | null): Lang {
  if (!acceptLanguage) return 'zh';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
