import type { Command, CommandSection } from '../../../commands/index';
import type { MenuNode } from '../../shared/api/staff-calls';
import { ROUTE_INDEX } from '../routes/route-index';
import { isExternalRouter } from '../routes/menu-tree';

export interface Title {
  zh: string;
  en: string;
}

/** Something the palette can find by text: a page the user may open, or an action. */
export interface PaletteEntry {
  /** Ranking and favourite key: `page:<path>` or `cmd:<command id>`. */
  key: string;
  kind: 'page' | 'external' | 'command';
  title: Title;
  /** Where a page sits in the menu: section › group. */
  breadcrumb: Title | null;
  section?: CommandSection;
  keywords: string[];
  icon?: string;
  shortcut?: string[];
  /** Page path, or the address of an external system. */
  path?: string;
  commandId?: string;
  /** The command opens a nested page of choices. */
  hasChoices?: boolean;
}

export const pageKeyOf = (path: string) => `page:${path}`;
export const commandKeyOf = (id: string) => `cmd:${id}`;

/**
 * Every page of the user's own menu tree (never a static list): leaf nodes with a router that are
 * shown in the menu. Detail pages are not menu nodes, so they never appear. Keywords come from
 * the route table, where each page declares its synonyms.
 */
export function pageEntries(tree: readonly MenuNode[]): PaletteEntry[] {
  const entries: PaletteEntry[] = [];
  const walk = (nodes: readonly MenuNode[], trail: MenuNode[]) => {
    for (const node of nodes) {
      if (!node.webShowFlag) continue;
      if (node.router && node.children.length === 0) {
        const route = ROUTE_INDEX.pages.get(node.router);
        const names = trail.map((parent) => ({ zh: parent.name, en: parent.nameEn || parent.name }));
        const external = isExternalRouter(node.router);
        entries.push({
          key: pageKeyOf(node.router),
          kind: external ? 'external' : 'page',
          title: { zh: node.name, en: node.nameEn || node.name },
          breadcrumb: names.length > 0 ? { zh: names.map((n) => n.zh).join(' › '), en: names.map((n) => n.en).join(' › ') } : null,
          keywords: [...(route?.page.keywords ?? []), node.international.toLowerCase()],
          icon: node.icon ?? trail[0]?.icon ?? undefined,
          path: node.router,
        });
      }
      walk(node.children, [...trail, node]);
    }
  };
  walk(tree, []);
  return entries;
}

/** Actions of the registry the user holds the permission for; choices live on their parent's page. */
export function commandEntries(commands: readonly Command[], permissions: ReadonlySet<string>): PaletteEntry[] {
  const parents = new Set(commands.map((command) => command.parent).filter(Boolean));
  return commands
    .filter((command) => !command.parent && (!command.permission || permissions.has(command.permission)))
    .map((command) => ({
      key: commandKeyOf(command.id),
      kind: 'command' as const,
      title: command.title,
      breadcrumb: null,
      section: command.section,
      keywords: command.keywords,
      icon: command.icon,
      shortcut: command.shortcut,
      commandId: command.id,
      hasChoices: parents.has(command.id),
    }));
}
