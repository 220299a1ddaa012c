/**
 * The menu as resource nodes (shell.md §3 "Menu node"), generated from the route table. The seed
 * writes these rows; role grants refer to them by id.
 */
import { BUTTON_LIST } from '../permissions';
import { EXTERNAL_MENUS, SECTIONS } from './index';
import { HOME_MENU_ID, groupKey, pageKey, stableId } from './menu-keys';

export type ResourceKind = 'menu' | 'button';

export interface ResourceNode {
  id: number;
  parentId: number | null;
  kind: ResourceKind;
  name: string;
  nameEn: string;
  /** Page path for leaf pages, the external address for external menus, null for directories. */
  router: string | null;
  /** Permission key. */
  international: string;
  icon: string | null;
  /** Shown in the menu (hidden nodes still grant access). */
  webShowFlag: boolean;
  /** Application whose layout the node belongs to (sets the active layout). */
  layoutName: string;
  sort: number;
  /** Area tag of the section the node belongs to (HOME for home, EXT for external menus). */
  area: string;
}

function build(): ResourceNode[] {
  const nodes: ResourceNode[] = [];
  let sort = 0;
  const push = (node: Omit<ResourceNode, 'sort'>) => nodes.push({ ...node, sort: (sort += 1) });

  push({
    id: HOME_MENU_ID,
    parentId: null,
    kind: 'menu',
    name: '首页',
    nameEn: 'Home',
    router: '/home',
    international: 'HOME',
    icon: 'House',
    webShowFlag: true,
    layoutName: 'home',
    area: 'HOME',
  });

  for (const section of SECTIONS) {
    const sectionId = stableId(`section:${section.area}`);
    push({
      id: sectionId,
      parentId: null,
      kind: 'menu',
      name: section.title.zh,
      nameEn: section.title.en,
      router: null,
      international: section.area,
      icon: section.icon,
      webShowFlag: true,
      layoutName: section.iframeName,
      area: section.area,
    });
    for (const group of section.groups) {
      const gKey = groupKey(section.area, group.key);
      const groupId = stableId(`group:${gKey}`);
      push({
        id: groupId,
        parentId: sectionId,
        kind: 'menu',
        name: group.title.zh,
        nameEn: group.title.en,
        router: null,
        international: gKey,
        icon: null,
        webShowFlag: true,
        layoutName: section.iframeName,
        area: section.area,
      });
      for (const page of group.pages) {
        push({
          id: stableId(`page:${page.path}`),
          parentId: groupId,
          kind: 'menu',
          name: page.title.zh,
          nameEn: page.title.en,
          router: page.path,
          international: pageKey(section.area, section.prefix, page.path),
          icon: null,
          webShowFlag: true,
          layoutName: page.iframeName ?? section.iframeName,
          area: section.area,
        });
      }
    }
  }

  for (const ext of EXTERNAL_MENUS) {
    push({
      id: stableId(`external:${ext.key}`),
      parentId: null,
      kind: 'menu',
      name: ext.title.zh,
      nameEn: ext.title.en,
      router: ext.url,
      international: ext.key,
      icon: ext.icon,
      webShowFlag: true,
      layoutName: ext.key.toLowerCase(),
      area: 'EXT',
    });
  }

  for (const button of BUTTON_LIST) {
    push({
      id: stableId(`button:${button.key}`),
      parentId: null,
      kind: 'button',
      name: button.title.zh,
      nameEn: button.title.en,
      router: null,
      international: button.key,
      icon: null,
      webShowFlag: false,
      layoutName: 'home',
      area: 'BUTTON',
    });
  }
  return nodes;
}

/** All resource nodes, parents before children, in menu order. */
export const MENU_RESOURCES: readonly ResourceNode[] = build();

/** Ids of a node and all its descendants. */
export function subtreeIds(rootIds: readonly number[]): Set<number> {
  const ids = new Set(rootIds);
  for (const node of MENU_RESOURCES) {
    if (node.parentId !== null && ids.has(node.parentId)) ids.add(node.id);
  }
  return ids;
}
