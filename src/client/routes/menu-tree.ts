import type { MenuNode } from '../../shared/api/staff-calls';
import type { AppLanguage } from '../i18n/language';

/** Helpers over the user's own menu tree (userAuth). */

export const isExternalRouter = (router: string | null): router is string => !!router && /^https?:\/\//i.test(router);

export const visibleChildren = (nodes: readonly MenuNode[]): MenuNode[] => nodes.filter((node) => node.webShowFlag);

export const menuLabel = (node: Pick<MenuNode, 'name' | 'nameEn'>, language: AppLanguage): string =>
  language === 'en' ? node.nameEn || node.name : node.name;

/** True when the node is the page for `path` or has it below. */
export function containsRouter(node: MenuNode, path: string): boolean {
  return node.router === path || node.children.some((child) => containsRouter(child, path));
}

/** The first page (depth first, visible only) of a section: where a section link leads. */
export function firstPage(node: MenuNode): MenuNode | null {
  if (node.router && !isExternalRouter(node.router)) return node;
  for (const child of visibleChildren(node.children)) {
    const page = firstPage(child);
    if (page) return page;
  }
  return null;
}

/**
 * shell.md §2: external menus are written with a .com host; the shell swaps the suffix for the
 * current host's, so staging (switchboard.cn, switchboard.com.cn…) opens its own systems.
 * The suffix is whatever follows the company's domain label in the current host; hosts without
 * that label (localhost, an IP) keep the address as written.
 */
export function externalHref(url: string, currentHost: string): string {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return url;
  }
  const labels = target.hostname.split('.');
  if (labels.at(-1) !== 'com' || labels.length < 2) return url;
  const company = labels.at(-2) ?? '';
  const current = currentHost.toLowerCase().split('.');
  const at = current.lastIndexOf(company);
  if (at < 0 || at === current.length - 1) return url;
  const suffix = current.slice(at + 1).join('.');
  target.hostname = [...labels.slice(0, -1), suffix].join('.');
  return target.toString();
}
