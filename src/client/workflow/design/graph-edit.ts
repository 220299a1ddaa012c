import {
  graphIds,
  indexGraph,
  type ConditionBranch,
  type ExclusiveNode,
  type FlowGraph,
  type FlowNode,
  type ParallelNode,
  type PlainBranch,
} from '../../../shared/api/workflow-graph';

/**
 * Edits of the designer's node tree. Each returns a new graph (the old one stays intact for undo
 * and for react-hook-form's dirty check); sequences are addressed by the id of the branch holding
 * them, `null` for the main line, since node and branch ids are unique within a definition.
 */

export type NewNodeKind = 'approver' | 'handler' | 'cc' | 'exclusive' | 'parallel';
export const NEW_NODE_KINDS: readonly NewNodeKind[] = ['approver', 'handler', 'cc', 'exclusive', 'parallel'];

/** The default names of new nodes and branches, in the editor's language. */
export interface NodeNames {
  approver: string;
  handler: string;
  cc: string;
  exclusive: string;
  parallel: string;
  /** "条件 {n}" / "Condition {n}". */
  condition(n: number): string;
  /** "分支 {n}" / "Branch {n}". */
  branch(n: number): string;
  otherwise: string;
}

/** The first id `prefix`, `prefix2`, `prefix3`… not used in the graph (or in `taken`). */
export function freshId(graph: FlowGraph, prefix: string, taken: ReadonlySet<string> = new Set()): string {
  const used = new Set([...graphIds(graph), ...taken]);
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? prefix : `${prefix}${n}`;
    if (!used.has(id)) return id;
  }
}

/** A new node with the defaults an administrator starts from (the applicant's lead, or-sign). */
export function createNode(kind: NewNodeKind, graph: FlowGraph, names: NodeNames): FlowNode {
  const id = freshId(graph, kind);
  const task = {
    assignee: { kind: 'deptLead' as const, level: 1 },
    mode: 'orsign' as const,
    emptyPolicy: 'autoPass' as const,
    skipApproved: false,
    fieldRights: {},
  };
  switch (kind) {
    case 'approver':
      return { type: 'approver', id, name: names.approver, ...task };
    case 'handler':
      return { type: 'handler', id, name: names.handler, ...task };
    case 'cc':
      return { type: 'cc', id, name: names.cc, assignee: { kind: 'deptLead', level: 1 } };
    case 'exclusive': {
      const taken = new Set([id]);
      const first = freshId(graph, 'cond', taken);
      taken.add(first);
      return {
        type: 'exclusive',
        id,
        name: names.exclusive,
        branches: [{ id: first, name: names.condition(1), conditions: [], nodes: [] }],
        defaultBranch: { id: freshId(graph, 'else', taken), name: names.otherwise, nodes: [] },
      };
    }
    case 'parallel': {
      const taken = new Set([id]);
      const first = freshId(graph, 'branch', taken);
      taken.add(first);
      return {
        type: 'parallel',
        id,
        name: names.parallel,
        branches: [
          { id: first, name: names.branch(1), nodes: [] },
          { id: freshId(graph, 'branch', taken), name: names.branch(2), nodes: [] },
        ],
      };
    }
  }
}

/** The sequence a branch holds (null: the main line), in a graph being edited. */
function sequence(graph: FlowGraph, branchId: string | null): FlowNode[] {
  if (branchId === null) return graph.nodes;
  for (const { node } of indexGraph(graph).values()) {
    if (node.type === 'exclusive') {
      const branch = [...node.branches, node.defaultBranch].find((b) => b.id === branchId);
      if (branch) return branch.nodes;
    } else if (node.type === 'parallel') {
      const branch = node.branches.find((b) => b.id === branchId);
      if (branch) return branch.nodes;
    }
  }
  throw new Error(`no branch ${branchId}`);
}

function block<T extends 'exclusive' | 'parallel'>(graph: FlowGraph, id: string, type: T): Extract<FlowNode, { type: T }> {
  const node = indexGraph(graph).get(id)?.node;
  if (!node || node.type !== type) throw new Error(`no ${type} node ${id}`);
  return node as Extract<FlowNode, { type: T }>;
}

/** Inserts a node at `index` of a sequence. */
export function insertNode(graph: FlowGraph, branchId: string | null, index: number, node: FlowNode): FlowGraph {
  const copy = structuredClone(graph);
  sequence(copy, branchId).splice(index, 0, node);
  return copy;
}

/** Removes a node (with everything inside it). */
export function removeNode(graph: FlowGraph, id: string): FlowGraph {
  const copy = structuredClone(graph);
  const place = indexGraph(copy).get(id);
  if (place) place.seq.splice(place.index, 1);
  return copy;
}

/** Replaces the node with the same id (its settings were edited). */
export function replaceNode(graph: FlowGraph, node: FlowNode): FlowGraph {
  const copy = structuredClone(graph);
  const place = indexGraph(copy).get(node.id);
  if (place) place.seq[place.index] = structuredClone(node);
  return copy;
}

/** Adds a condition branch (before the default) or a parallel branch. */
export function addBranch(graph: FlowGraph, blockId: string, names: NodeNames): FlowGraph {
  const copy = structuredClone(graph);
  const node = indexGraph(copy).get(blockId)?.node;
  if (node?.type === 'exclusive') {
    node.branches.push({ id: freshId(copy, 'cond'), name: names.condition(node.branches.length + 1), conditions: [], nodes: [] });
  } else if (node?.type === 'parallel') {
    node.branches.push({ id: freshId(copy, 'branch'), name: names.branch(node.branches.length + 1), nodes: [] });
  }
  return copy;
}

/** The fewest branches a block keeps: one condition branch (plus the default), two parallel ones. */
export function canRemoveBranch(node: ExclusiveNode | ParallelNode): boolean {
  return node.type === 'exclusive' ? node.branches.length > 1 : node.branches.length > 2;
}

export function removeBranch(graph: FlowGraph, blockId: string, branchId: string): FlowGraph {
  const copy = structuredClone(graph);
  const node = indexGraph(copy).get(blockId)?.node;
  if ((node?.type === 'exclusive' || node?.type === 'parallel') && canRemoveBranch(node)) {
    const branches: PlainBranch[] = node.branches;
    branches.splice(
      branches.findIndex((b) => b.id === branchId),
      1,
    );
  }
  return copy;
}

/** Moves a condition branch up (-1) or down (+1): the first branch whose conditions hold is taken. */
export function moveBranch(graph: FlowGraph, blockId: string, branchId: string, delta: -1 | 1): FlowGraph {
  const copy = structuredClone(graph);
  const branches = block(copy, blockId, 'exclusive').branches;
  const from = branches.findIndex((b) => b.id === branchId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= branches.length) return graph;
  const [moved] = branches.splice(from, 1) as [ConditionBranch];
  branches.splice(to, 0, moved);
  return copy;
}

/** Replaces a branch's name and conditions (its nodes are edited on the canvas). */
export function updateBranch(graph: FlowGraph, blockId: string, branch: Pick<ConditionBranch, 'id' | 'name' | 'conditions'>): FlowGraph {
  const copy = structuredClone(graph);
  const node = block(copy, blockId, 'exclusive');
  const target = node.branches.find((b) => b.id === branch.id);
  if (target) {
    target.name = branch.name;
    target.conditions = structuredClone(branch.conditions);
  } else if (node.defaultBranch.id === branch.id) {
    node.defaultBranch.name = branch.name;
  }
  return copy;
}

/** Renames a parallel branch. */
export function renameBranch(graph: FlowGraph, blockId: string, branchId: string, name: string): FlowGraph {
  const copy = structuredClone(graph);
  const target = block(copy, blockId, 'parallel').branches.find((b) => b.id === branchId);
  if (target) target.name = name;
  return copy;
}
