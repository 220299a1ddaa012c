import type { MenuNode } from '../../../shared/api/staff-calls';
import type { AppLanguage } from '../../i18n/language';
import { isExternalRouter, menuLabel, visibleChildren } from '../../routes/menu-tree';

export interface PageHit {
  id: number;
  name: string;
  router: string;
  /** Where the query sits in the shown name, for highlighting; null when it matched the other language. */
  match: [number, number] | null;
  /** Section › group, for context. */
  trail: string;
}

/** Visible leaf pages of the menu tree with their trail (external systems excluded). */
function leaves(nodes: readonly MenuNode[], language: AppLanguage, trail: string[] = []): { node: MenuNode; trail: string[] }[] {
  return visibleChildren(nodes).flatMap((node) => {
    if (node.children.length > 0) return leaves(node.children, language, [...trail, menuLabel(node, language)]);
    return node.router && !isExternalRouter(node.router) ? [{ node, trail }] : [];
  });
}

/**
 * shell.md §5 menu search: only non-empty trimmed text searches; menu names containing the text
 * (either language, case-insensitive); only visible leaf pages; never the page on screen.
 */
export function searchPages(tree: readonly MenuNode[], query: string, currentPath: string, language: AppLanguage, limit = 50): PageHit[] {
  const text = query.trim().toLowerCase();
  if (!text) return [];
  const hits: PageHit[] = [];
  for (const { node, trail } of leaves(tree, language)) {
    if (node.router === currentPath) continue;
    const name = menuLabel(node, language);
    const at = name.toLowerCase().indexOf(text);
    const other = (language === 'en' ? node.name : node.nameEn).toLowerCase();
    if (at < 0 && !other.includes(text)) continue;
    hits.push({ id: node.id, name, router: node.router ?? '', match: at < 0 ? null : [at, at + text.length], trail: trail.join(' › ') });
    if (hits.length >= limit) break;
  }
  return hits;
}
