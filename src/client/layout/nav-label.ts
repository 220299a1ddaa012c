import type { MenuNode } from '../../shared/api/staff-calls';
import { shortLabelOf } from '../../shared/routes/short-labels';
import type { AppLanguage } from '../i18n/language';
import { menuLabel } from '../routes/menu-tree';

/** What a navigation item shows, and its full title (the tooltip and accessible name when they differ). */
export interface NavLabel {
  text: string;
  full: string;
}

/** The menu node's title in the interface language; in English, the route table's short label where it has one. */
export function navLabel(node: Pick<MenuNode, 'name' | 'nameEn' | 'international'>, language: AppLanguage): NavLabel {
  const full = menuLabel(node, language);
  const short = language === 'en' ? shortLabelOf(node.international, full) : undefined;
  return { text: short ?? full, full };
}
