import type { DeptNode } from '../../../shared/api/admin-org-calls';

export interface DeptEntry {
  node: DeptNode;
  depth: number;
  children: DeptEntry[];
}

/** The flat rows (already in sibling order) as a tree. */
export function buildDeptTree(nodes: readonly DeptNode[]): DeptEntry[] {
  const byId = new Map(nodes.map((node) => [node.id, { node, depth: 0, children: [] as DeptEntry[] }]));
  const roots: DeptEntry[] = [];
  for (const entry of byId.values()) {
    const parent = entry.node.parentId === null ? undefined : byId.get(entry.node.parentId);
    (parent ? parent.children : roots).push(entry);
  }
  const setDepth = (entries: DeptEntry[], depth: number) => {
    for (const entry of entries) {
      entry.depth = depth;
      setDepth(entry.children, depth + 1);
    }
  };
  setDepth(roots, 0);
  return roots;
}

/** Every department below id (not itself): the parents a move of id must refuse. */
export function descendantsOf(nodes: readonly DeptNode[], id: number): number[] {
  const found: number[] = [];
  let frontier = [id];
  while (frontier.length > 0) {
    const next = nodes.filter((node) => node.parentId !== null && frontier.includes(node.parentId)).map((node) => node.id);
    found.push(...next);
    frontier = next;
  }
  return found;
}

/** Where a drop lands: onto a row (becomes its last child) or before / after it among its siblings. */
export type DropSpot = { kind: 'inside' | 'before' | 'after'; targetId: number };

/** The deptMove body of a drop, or null when it would change nothing or make a cycle. */
export function moveOfDrop(
  nodes: readonly DeptNode[],
  draggedId: number,
  spot: DropSpot,
): { id: number; parentId: number | null; index: number } | null {
  if (draggedId === spot.targetId || descendantsOf(nodes, draggedId).includes(spot.targetId)) return null;
  const target = nodes.find((node) => node.id === spot.targetId);
  if (!target) return null;
  if (spot.kind === 'inside') {
    return {
      id: draggedId,
      parentId: target.id,
      index: nodes.filter((node) => node.parentId === target.id && node.id !== draggedId).length,
    };
  }
  const siblings = nodes.filter((node) => node.parentId === target.parentId && node.id !== draggedId);
  const at = siblings.findIndex((node) => node.id === target.id);
  return { id: draggedId, parentId: target.parentId, index: spot.kind === 'before' ? at : at + 1 };
}
