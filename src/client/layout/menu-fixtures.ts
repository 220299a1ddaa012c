import type { MenuNode } from '../../shared/api/staff-calls';

/** Test data: a menu node as getUserInfo returns it, with overridable fields. */
export function node(id: number, extra: Partial<MenuNode> = {}): MenuNode {
  return {
    id,
    name: `节点${id}`,
    nameEn: `Node ${id}`,
    router: null,
    international: `K${id}`,
    icon: null,
    webShowFlag: true,
    parentId: null,
    resourceId: id,
    resourceName: `节点${id}`,
    layoutName: 'home',
    active: true,
    children: [],
    ...extra,
  };
}
