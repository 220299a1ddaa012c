import type { AppLanguage } from '../../i18n/language';
import { resolveRoute } from '../../routes/route-index';

/** The title a tab shows for a path, from the route table, in the interface language. */
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
