import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../../../shared/api/workflow-graph';
import { flowGraph } from '../../../shared/api/workflow-graph';
import {
  addBranch,
  createNode,
  insertNode,
  moveBranch,
  removeBranch,
  removeNode,
  replaceNode,
  updateBranch,
  type NodeNames,
} from './graph-edit';

const NAMES: NodeNames = {
  approver: '审批人',
  handler: '办理人',
  cc: '抄送人',
  exclusive: '条件分支',
  parallel: '并行分支',
  condition: (n) => `条件${n}`,
  branch: (n) => `分支${n}`,
  otherwise: '其他情况',
};

const lead = {
  type: 'approver',
  id: 'lead',
  name: '部门负责人',
  assignee: { kind: 'deptLead', level: 1 },
  mode: 'orsign',
  emptyPolicy: 'admin',
  skipApproved: false,
  fieldRights: {},
} as const;
const base: FlowGraph = flowGraph.parse({
  nodes: [
    lead,
    {
      type: 'exclusive',
      id: 'size',
      name: '金额判断',
      branches: [
        { id: 'large', name: '大额', conditions: [{ field: 'amount', op: 'gte', value: '50000' }], nodes: [] },
        { id: 'mid', name: '中额', conditions: [{ field: 'amount', op: 'gte', value: '10000' }], nodes: [] },
      ],
      defaultBranch: { id: 'normal', name: '其他金额', nodes: [] },
    },
  ],
});
const ids = (graph: FlowGraph) => graph.nodes.map((node) => node.id);

describe('designer graph edits', () => {
  it('inserts a new approver with a fresh id on the main line and inside a branch, leaving the old graph intact', () => {
    const added = insertNode(base, null, 1, createNode('approver', base, NAMES));
    expect(ids(added)).toEqual(['lead', 'approver', 'size']);
    expect(added.nodes[1]).toEqual({
      type: 'approver',
      id: 'approver',
      name: '审批人',
      assignee: { kind: 'deptLead', level: 1 },
      mode: 'orsign',
      emptyPolicy: 'autoPass',
      skipApproved: false,
      fieldRights: {},
    });
    const again = insertNode(added, 'large', 0, createNode('approver', added, NAMES));
    const size = again.nodes[2];
    expect(size?.type === 'exclusive' && size.branches[0]?.nodes.map((n) => n.id)).toEqual(['approver2']);
    expect(ids(base)).toEqual(['lead', 'size']);
    // The result is still a valid definition for the server's schema.
    expect(flowGraph.safeParse(again).success).toBe(true);
  });

  it('creates condition and parallel blocks with unique branch ids and a default branch', () => {
    const exclusive = createNode('exclusive', base, NAMES);
    expect(exclusive).toEqual({
      type: 'exclusive',
      id: 'exclusive',
      name: '条件分支',
      branches: [{ id: 'cond', name: '条件1', conditions: [], nodes: [] }],
      defaultBranch: { id: 'else', name: '其他情况', nodes: [] },
    });
    const parallel = createNode('parallel', base, NAMES);
    expect(parallel.type === 'parallel' && parallel.branches.map((b) => [b.id, b.name])).toEqual([
      ['branch', '分支1'],
      ['branch2', '分支2'],
    ]);
  });

  it('orders condition branches by priority and keeps the default last', () => {
    const moved = moveBranch(base, 'size', 'mid', -1);
    const size = moved.nodes[1];
    expect(size?.type === 'exclusive' && size.branches.map((b) => b.id)).toEqual(['mid', 'large']);
    expect(size?.type === 'exclusive' && size.defaultBranch.id).toBe('normal');
    // Past the top: nothing moves.
    expect(moveBranch(moved, 'size', 'mid', -1)).toBe(moved);
  });

  it('adds, edits and removes branches but never below the minimum', () => {
    const added = addBranch(base, 'size', NAMES);
    const block = added.nodes[1];
    expect(block?.type === 'exclusive' && block.branches.map((b) => [b.id, b.name])).toEqual([
      ['large', '大额'],
      ['mid', '中额'],
      ['cond', '条件3'],
    ]);
    const edited = updateBranch(added, 'size', {
      id: 'cond',
      name: '美元',
      conditions: [{ field: 'amount.currency', op: 'eq', value: 'USD' }],
    });
    const editedBlock = edited.nodes[1];
    expect(editedBlock?.type === 'exclusive' && editedBlock.branches[2]).toEqual({
      id: 'cond',
      name: '美元',
      conditions: [{ field: 'amount.currency', op: 'eq', value: 'USD' }],
      nodes: [],
    });
    const one = removeBranch(removeBranch(base, 'size', 'large'), 'size', 'mid');
    const left = one.nodes[1];
    expect(left?.type === 'exclusive' && left.branches.map((b) => b.id)).toEqual(['mid']);
  });

  it('replaces a node by id and removes a block with everything inside it', () => {
    const renamed = replaceNode(base, { ...lead, name: '直属主管审批', mode: 'countersign' });
    expect(renamed.nodes[0]).toMatchObject({ id: 'lead', name: '直属主管审批', mode: 'countersign' });
    expect(ids(removeNode(base, 'size'))).toEqual(['lead']);
  });
});
