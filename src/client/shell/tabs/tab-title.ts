import type { AppLanguage } from '../../i18n/language';
import { resolveRoute } from '../../routes/route-index';

/** The record a detail address names (`code`, or `id` as older links write it), so its tabs differ. */
function detailRecord(fullPath: string): string {
  const query = new URLSearchParams(fullPath.split('?')[1] ?? '');
  return (query.get('code') || query.get('id') || '').trim();
}

/** The full title of a path (with its query), from the route table, in the interface language. */
export function tabTitle(fullPath: string, language: AppLanguage): string {
  const route = resolveRoute(fullPath.split('?')[0] ?? fullPath);
  switch (route.kind) {
    case 'page':
      return route.entry.page.title[language];
    case 'detail': {
      const record = detailRecord(fullPath);
      return record ? `${route.detail.title[language]} ${record}` : route.detail.title[language];
    }
    case 'shell':
      return route.route.title[language];
    case 'section-unknown':
      return `${route.section.title[language]} · ${route.path.slice(route.section.prefix.length + 1) || route.section.prefix}`;
    default:
      return route.path;
  }
}

/** What a tab shows for a path: in English, the route table's short label where it has one. */
export function tabShortTitle(fullPath: string, language: AppLanguage): string {
  const route = resolveRoute(fullPath.split('?')[0] ?? fullPath);
  const def =
    route.kind === 'page' ? route.entry.page : route.kind === 'detail' ? route.detail : route.kind === 'shell' ? route.route : null;
  const short = language === 'en' ? def?.shortEn : undefined;
  if (!short) return tabTitle(fullPath, language);
  const record = route.kind === 'detail' ? detailRecord(fullPath) : '';
  return record ? `${short} ${record}` : short;
}
