import type { AppLanguage } from '../../i18n/language';
import { resolveRoute } from '../../routes/route-index';

/** The full title of a path, from the route table, in the interface language. */
export function tabTitle(path: string, language: AppLanguage): string {
  const route = resolveRoute(path);
  switch (route.kind) {
    case 'page':
      return route.entry.page.title[language];
    case 'detail':
      return route.detail.title[language];
    case 'shell':
      return route.route.title[language];
    case 'section-unknown':
      return `${route.section.title[language]} · ${route.path.slice(route.section.prefix.length + 1) || route.section.prefix}`;
    default:
      return route.path;
  }
}

/** What a tab shows for a path: in English, the route table's short label where it has one. */
export function tabShortTitle(path: string, language: AppLanguage): string {
  const route = resolveRoute(path);
  const def =
    route.kind === 'page' ? route.entry.page : route.kind === 'detail' ? route.detail : route.kind === 'shell' ? route.route : null;
  return (language === 'en' && def?.shortEn) || tabTitle(path, language);
}
