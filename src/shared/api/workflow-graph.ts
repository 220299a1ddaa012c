import { z } from 'zod';
import { lineText } from './text-fields';

/**
 * A process definition is a DingTalk-style node tree: a sequence of nodes, where an exclusive
 * node holds condition branches (first match, else the default branch) and a parallel node holds
 * branches that must all finish. The applicant's start is implicit before the first node.
 */

export const nodeId = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'workflow.nodeIdFormat')
  .describe('Node id, unique within the definition');
const nodeName = lineText.min(1).max(60);

/** Who gets the tasks of an approver, handler or cc node. */
export const assigneeRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), staffIds: z.array(z.number().int().positive()).min(1).max(50) }),
  z.object({ kind: z.literal('role'), roleId: z.number().int().positive() }),
  z
    .object({ kind: z.literal('deptLead'), level: z.number().int().min(1).max(10).default(1) })
    .describe('The applicant’s department lead (level 1) or the lead N levels up'),
  z.object({ kind: z.literal('chosen') }).describe('Chosen by the applicant at start'),
  z.object({ kind: z.literal('formField'), field: lineText.min(1).max(40) }).describe('A staff field of the form'),
]);
export type AssigneeRule = z.infer<typeof assigneeRule>;

export const SIGN_MODES = ['sequential', 'countersign', 'orsign', 'vote'] as const;
export type SignMode = (typeof SIGN_MODES)[number];
export const EMPTY_POLICIES = ['autoPass', 'admin'] as const;
export const FIELD_RIGHTS = ['hidden', 'read', 'edit'] as const;
export type FieldRight = (typeof FIELD_RIGHTS)[number];

export const CONDITION_OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'] as const;
/** `field` is a form field key, `key.currency` for a money field's currency, or `@applicantDept`. */
export const condition = z.object({
  field: lineText.min(1).max(60),
  op: z.enum(CONDITION_OPS),
  value: z.union([lineText.max(200), z.array(lineText.max(200)).min(1).max(50)]),
});
export type Condition = z.infer<typeof condition>;
export const APPLICANT_DEPT = '@applicantDept';

const taskNodeFields = {
  id: nodeId,
  name: nodeName,
  assignee: assigneeRule,
  mode: z.enum(SIGN_MODES).default('orsign'),
  /** Vote nodes: the share of agreeing voters (percent) that passes the node. */
  threshold: z.number().int().min(1).max(100).optional(),
  emptyPolicy: z.enum(EMPTY_POLICIES).default('autoPass'),
  /** Skip a person who already agreed at an earlier node of the same request. */
  skipApproved: z.boolean().default(false),
  /** What the assignee sees of each form field (default read). */
  fieldRights: z.record(z.string().max(40), z.enum(FIELD_RIGHTS)).default({}),
};

export const approverNode = z.object({ type: z.literal('approver'), ...taskNodeFields });
export const handlerNode = z.object({ type: z.literal('handler'), ...taskNodeFields });
export const ccNode = z.object({ type: z.literal('cc'), id: nodeId, name: nodeName, assignee: assigneeRule });

export interface ConditionBranch {
  id: string;
  name: string;
  conditions: Condition[];
  nodes: FlowNode[];
}
export interface PlainBranch {
  id: string;
  name: string;
  nodes: FlowNode[];
}
export type ApproverNode = z.infer<typeof approverNode>;
export type HandlerNode = z.infer<typeof handlerNode>;
export type CcNode = z.infer<typeof ccNode>;
export type TaskNode = ApproverNode | HandlerNode;
export interface ExclusiveNode {
  type: 'exclusive';
  id: string;
  name: string;
  branches: ConditionBranch[];
  defaultBranch: PlainBranch;
}
export interface ParallelNode {
  type: 'parallel';
  id: string;
  name: string;
  branches: PlainBranch[];
}
export type FlowNode = ApproverNode | HandlerNode | CcNode | ExclusiveNode | ParallelNode;

const plainBranch = z.object({
  id: nodeId,
  name: nodeName,
  get nodes() {
    return z.array(flowNode).max(50);
  },
});
const conditionBranch = z.object({
  id: nodeId,
  name: nodeName,
  conditions: z.array(condition).min(1).max(20),
  get nodes() {
    return z.array(flowNode).max(50);
  },
});
export const exclusiveNode = z.object({
  type: z.literal('exclusive'),
  id: nodeId,
  name: nodeName,
  branches: z.array(conditionBranch).min(1).max(20),
  defaultBranch: plainBranch,
});
export const parallelNode = z.object({
  type: z.literal('parallel'),
  id: nodeId,
  name: nodeName,
  branches: z.array(plainBranch).min(2).max(20),
});

export const flowNode: z.ZodType<FlowNode, unknown> = z.discriminatedUnion('type', [
  approverNode,
  handlerNode,
  ccNode,
  exclusiveNode,
  parallelNode,
]) as unknown as z.ZodType<FlowNode, unknown>;

export const flowGraph = z.object({ nodes: z.array(flowNode).max(100) });
export type FlowGraph = { nodes: FlowNode[] };

/** Where a node sits: its sequence, its index there, and the block owning that sequence. */
export interface NodePlace {
  node: FlowNode;
  seq: FlowNode[];
  index: number;
  /** The exclusive or parallel node whose branch holds the sequence; null at the top level. */
  owner: ExclusiveNode | ParallelNode | null;
  branchId: string | null;
  /** Preorder position: earlier nodes of the flow have smaller numbers. */
  order: number;
  /** Inside some parallel branch (such nodes are no reject targets: the other branches run on). */
  inParallel: boolean;
}

/** Every node of a graph by id, and every sequence's owner. */
export function indexGraph(graph: FlowGraph): Map<string, NodePlace> {
  const places = new Map<string, NodePlace>();
  let order = 0;
  const walk = (seq: FlowNode[], owner: ExclusiveNode | ParallelNode | null, branchId: string | null, inParallel: boolean) => {
    seq.forEach((node, index) => {
      places.set(node.id, { node, seq, index, owner, branchId, order: order++, inParallel });
      if (node.type === 'exclusive') {
        for (const branch of [...node.branches, node.defaultBranch]) walk(branch.nodes, node, branch.id, inParallel);
      } else if (node.type === 'parallel') {
        for (const branch of node.branches) walk(branch.nodes, node, branch.id, true);
      }
    });
  };
  walk(graph.nodes, null, null, false);
  return places;
}

/** Every id used by nodes and branches, in order (for duplicate checks). */
export function graphIds(graph: FlowGraph): string[] {
  const ids: string[] = [];
  const walk = (seq: FlowNode[]) => {
    for (const node of seq) {
      ids.push(node.id);
      if (node.type === 'exclusive') {
        for (const branch of [...node.branches, node.defaultBranch]) {
          ids.push(branch.id);
          walk(branch.nodes);
        }
      } else if (node.type === 'parallel') {
        for (const branch of node.branches) {
          ids.push(branch.id);
          walk(branch.nodes);
        }
      }
    }
  };
  walk(graph.nodes);
  return ids;
}

export const isTaskNode = (node: FlowNode): node is TaskNode => node.type === 'approver' || node.type === 'handler';
