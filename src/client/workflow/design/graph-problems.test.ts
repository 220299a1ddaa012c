import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../shared/api/workflow-form';
import type { FlowGraph } from '../../../shared/api/workflow-graph';
import { graphProblems } from './graph-problems';

const FIELDS: FormField[] = [
  { key: 'amount', label: '金额', type: 'money', required: true },
  { key: 'owner', label: '经办人', type: 'staff', required: false },
  { key: 'reason', label: '事由', type: 'textarea', required: true },
];
const task = { mode: 'orsign', emptyPolicy: 'autoPass', skipApproved: false, fieldRights: {} } as const;

describe('problems the designer marks before publishing', () => {
  it('names each node that cannot be published and why', () => {
    const graph: FlowGraph = {
      nodes: [
        { type: 'approver', id: 'a', name: 'A', assignee: { kind: 'staff', staffIds: [] }, ...task },
        { type: 'approver', id: 'b', name: 'B', assignee: { kind: 'formField', field: 'reason' }, ...task },
        { type: 'handler', id: 'c', name: 'C', assignee: { kind: 'deptLead', level: 2 }, ...task, mode: 'vote' },
        {
          type: 'exclusive',
          id: 'x',
          name: 'X',
          branches: [
            { id: 'empty', name: '空', conditions: [], nodes: [] },
            { id: 'blank', name: '空值', conditions: [{ field: 'amount', op: 'gte', value: ' ' }], nodes: [] },
            { id: 'ghost', name: '旧字段', conditions: [{ field: 'region', op: 'eq', value: 'CN' }], nodes: [] },
            { id: 'fine', name: '美元', conditions: [{ field: 'amount.currency', op: 'eq', value: 'USD' }], nodes: [] },
          ],
          defaultBranch: { id: 'else', name: '其他', nodes: [] },
        },
      ],
    };
    expect(graphProblems(graph, FIELDS)).toEqual([
      { id: 'a', problem: 'noStaff' },
      { id: 'b', problem: 'noStaffField' },
      { id: 'c', problem: 'threshold' },
      { id: 'empty', problem: 'noCondition' },
      { id: 'blank', problem: 'conditionIncomplete' },
      { id: 'ghost', problem: 'unknownField' },
    ]);
  });

  it('asks for at least one approver or handler, and passes a complete flow', () => {
    expect(graphProblems({ nodes: [{ type: 'cc', id: 'cc', name: '抄送', assignee: { kind: 'chosen' } }] }, FIELDS)).toEqual([
      { id: null, problem: 'empty' },
    ]);
    expect(
      graphProblems(
        { nodes: [{ type: 'approver', id: 'a', name: 'A', assignee: { kind: 'formField', field: 'owner' }, ...task }] },
        FIELDS,
      ),
    ).toEqual([]);
  });
});
