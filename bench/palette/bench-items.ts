import { commandRegistry } from '../../commands/index';
import type { MenuNode } from '../../src/shared/api/staff-calls';
import { MENU_RESOURCES } from '../../src/shared/routes/menu-resources';
import { commandEntries, pageEntries, type PaletteEntry } from '../../src/client/palette/palette-entries';
import { syntheticItems } from './synthetic-items';

/** The whole menu as the administrator gets it, built from the route table's resource nodes. */
function fullMenu(): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  const roots: MenuNode[] = [];
  for (const resource of MENU_RESOURCES) {
    if (resource.kind !== 'menu') continue;
    const node: MenuNode = {
      id: resource.id,
      name: resource.name,
      nameEn: resource.nameEn,
      router: resource.router,
      international: resource.international,
      icon: resource.icon,
      webShowFlag: resource.webShowFlag,
      parentId: resource.parentId,
      resourceId: resource.id,
      resourceName: resource.name,
      layoutName: resource.layoutName,
      active: true,
      children: [],
    };
    nodes.set(node.id, node);
    const parent = resource.parentId === null ? undefined : nodes.get(resource.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Items of one benchmark size: 300 real commands (menu pages of the route table and the
 * registry's actions), or synthetic pages with Chinese titles from a seeded generator.
 */
export function benchEntries(count: number): PaletteEntry[] {
  if (count <= 300) {
    const actions = commandEntries(commandRegistry.list(), new Set(['aichat']));
    return [...pageEntries(fullMenu()).slice(0, count - actions.length), ...actions];
  }
  return syntheticItems(count).map((item) => ({
    key: item.key,
    kind: 'page' as const,
    title: { zh: item.zh, en: item.en },
    breadcrumb: item.group,
    keywords: item.keywords,
    path: item.key.slice('page:'.length),
  }));
}
