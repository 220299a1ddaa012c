import { describe, expect, it } from 'vitest';
import { buildFormSchema, type FormField } from './workflow-form';
import { flowGraph, graphIds, indexGraph } from './workflow-graph';

const FIELDS: FormField[] = [
  { key: 'amount', label: '金额', type: 'money', required: true, currencies: ['USD'] },
  { key: 'period', label: '期间', type: 'dateRange', required: false },
  { key: 'kind', label: '类型', type: 'select', required: true, options: [{ value: 'a', label: 'A' }] },
  {
    key: 'lines',
    label: '明细',
    type: 'detail',
    required: true,
    columns: [{ key: 'item', label: '项目', type: 'text', required: true }],
  },
];

const issue = (data: unknown) => {
  const result = buildFormSchema(FIELDS).safeParse(data);
  return result.success ? null : [result.error.issues[0]?.path.join('.'), result.error.issues[0]?.message];
};
const valid = { amount: { amount: '10.5', currency: 'USD' }, kind: 'a', lines: [{ item: '短信' }] };

describe('the schema built from a form’s fields', () => {
  it('accepts a complete submission and names the first bad field', () => {
    expect(issue(valid)).toBeNull();
    expect(issue({ ...valid, amount: { amount: '0', currency: 'USD' } })).toEqual(['amount.amount', 'workflow.amountPositive']);
    expect(issue({ ...valid, amount: { amount: '1', currency: 'EUR' } })).toEqual(['amount.currency', 'workflow.currencyNotAllowed']);
    expect(issue({ ...valid, kind: 'b' })).toEqual(['kind', 'workflow.optionUnknown']);
    expect(issue({ ...valid, period: { from: '2026-02-01', to: '2026-01-01' } })).toEqual(['period.to', 'business.periodOrder']);
    expect(issue({ ...valid, lines: [] })?.[0]).toBe('lines');
    expect(issue({ ...valid, lines: [{ item: 'x', extra: 1 }] })?.[0]).toBe('lines.0');
  });

  it('limits the schema to the fields an approver may edit', () => {
    const only = buildFormSchema(FIELDS, new Set(['kind']));
    expect(only.safeParse({ kind: 'a' }).success).toBe(true);
    expect(only.safeParse({ kind: 'a', amount: valid.amount }).success).toBe(false);
  });
});

describe('the node tree', () => {
  it('parses a nested graph and indexes every node with its order and parallel flag', () => {
    const graph = flowGraph.parse({
      nodes: [
        { type: 'approver', id: 'a', name: 'A', assignee: { kind: 'deptLead' } },
        {
          type: 'parallel',
          id: 'p',
          name: 'P',
          branches: [
            { id: 'b1', name: 'B1', nodes: [{ type: 'cc', id: 'c', name: 'C', assignee: { kind: 'chosen' } }] },
            { id: 'b2', name: 'B2', nodes: [] },
          ],
        },
      ],
    });
    expect(graph.nodes[0]).toMatchObject({ mode: 'orsign', emptyPolicy: 'autoPass', assignee: { level: 1 } });
    expect(graphIds(graph)).toEqual(['a', 'p', 'b1', 'c', 'b2']);
    expect([...indexGraph(graph).values()].map((place) => [place.node.id, place.order, place.inParallel])).toEqual([
      ['a', 0, false],
      ['p', 1, false],
      ['c', 2, true],
    ]);
    expect(flowGraph.safeParse({ nodes: [{ type: 'parallel', id: 'p', name: 'P', branches: [] }] }).success).toBe(false);
  });
});
