import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatePreview, processStateUpdate, type PreviewResult } from '../../src/shared/api/workflow-calls';
import type { FormField } from '../../src/shared/api/workflow-form';
import { APP_CODES } from '../../src/shared/error-codes';
import type { TestApp } from '../helpers/test-app';
import { type WorkflowDriver, approver, workflowTestApp } from '../helpers/workflow';

/** "Who will approve": the path a request would take, from the engine's own branch and assignee rules. */
let t: TestApp;
let w: WorkflowDriver;
let processId: number;

const FORM: FormField[] = [
  { key: 'amount', label: '金额', type: 'money', required: true, currencies: ['USD'] },
  { key: 'reviewer', label: '复核人', type: 'staff', required: false },
];

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
  processId = await w.publish(
    [
      {
        type: 'exclusive',
        id: 'byAmount',
        name: '按金额',
        branches: [
          {
            id: 'big',
            name: '大额',
            conditions: [{ field: 'amount', op: 'gt', value: '10000' }],
            nodes: [approver('lead', { kind: 'deptLead', level: 1 }, { name: '部门主管', mode: 'countersign' })],
          },
        ],
        defaultBranch: { id: 'small', name: '其他', nodes: [approver('fin', w.rule('finance'), { name: '财务' })] },
      },
      {
        type: 'parallel',
        id: 'both',
        name: '并行',
        branches: [
          { id: 'left', name: '左', nodes: [approver('pick', { kind: 'chosen' }, { name: '自选', mode: 'sequential' })] },
          { id: 'right', name: '右', nodes: [{ type: 'cc', id: 'copy', name: '抄送运营', assignee: w.rule('ops') }] },
        ],
      },
      approver('check', { kind: 'formField', field: 'reviewer' }, { name: '复核', emptyPolicy: 'admin' }),
      approver('maybe', { kind: 'formField', field: 'reviewer' }, { name: '可选复核', emptyPolicy: 'autoPass' }),
    ],
    FORM,
  );
}, 120_000);
afterAll(async () => t.close());

const preview = (body: Record<string, unknown>) => w.ok<PreviewResult>('sales', operatePreview, { body: { processId, ...body } });

describe('operate/preview', () => {
  it('follows the branch the amount chooses, both parallel branches, and says what an empty node does', async () => {
    const big = await preview({
      formData: { amount: { amount: '20000', currency: 'USD' } },
      chosenApprovers: { pick: [w.id('admin'), w.id('finance')] },
    });
    expect(big.nodes.map((node) => [node.nodeId, node.kind, node.mode, node.people.map((p) => p.name), node.whenEmpty])).toEqual([
      ['lead', 'approver', 'countersign', ['张伟'], null],
      ['pick', 'approver', 'sequential', ['周启明', '陈静'], null],
      ['copy', 'cc', null, ['刘洋'], null],
      ['check', 'approver', 'orsign', ['周启明'], 'admin'],
      ['maybe', 'approver', 'orsign', [], 'autoPass'],
    ]);
    expect(big.nodes[1]).toMatchObject({ chosenByApplicant: true, parallel: { nodeId: 'both', branchId: 'left', branchName: '左' } });
    expect(big.nodes[0]?.parallel).toBeNull();
    expect(big.pendingFields).toEqual(['reviewer']);
  });

  it('takes the default branch while the amount is missing and names the fields still to fill', async () => {
    const empty = await preview({ formData: { reviewer: w.id('ops') } });
    expect(empty.nodes.map((node) => [node.nodeId, node.people.map((p) => p.staffId), node.whenEmpty])).toEqual([
      ['fin', [w.id('finance')], null],
      ['pick', [], 'autoPass'],
      ['copy', [w.id('ops')], null],
      ['check', [w.id('ops')], null],
      ['maybe', [w.id('ops')], null],
    ]);
    expect(empty.pendingFields).toEqual(['amount']);
  });

  it('names the same people the started request then waits on', async () => {
    const formData = { amount: { amount: '20000.50', currency: 'USD' } };
    const path = await preview({ formData, chosenApprovers: { pick: [w.id('finance')] } });
    const instanceId = await w.start('sales', processId, formData, { chosen: { pick: [w.id('finance')] } });
    const detail = await w.detail('sales', instanceId);
    const active = detail.nodes.filter((node) => node.state === 'active' && node.type === 'approver');
    expect(active.map((node) => [node.nodeId, node.people.map((p) => p.staffId)])).toEqual([['lead', [w.id('sales2')]]]);
    expect(path.nodes[0]?.people.map((p) => p.staffId)).toEqual([w.id('sales2')]);
  });

  it('refuses bad input, unknown or disabled processes and callers without the approval menu', async () => {
    const bad = await w.call('sales', operatePreview, { body: { processId: 'x', formData: {} } });
    expect([bad.status, bad.body.code]).toEqual([400, APP_CODES.VALIDATION]);
    expect((await w.call('sales', operatePreview, { body: { processId: 999_999, formData: {} } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await w.call('newhire', operatePreview, { body: { processId, formData: {} } })).body.code).toBe(APP_CODES.FORBIDDEN);
    const other = await w.publish([approver('one', w.rule('finance'))]);
    await w.ok('admin', processStateUpdate, { body: { id: other, state: 'disabled' } });
    const disabled = await w.call('sales', operatePreview, { body: { processId: other, formData: {} } });
    expect(disabled.body.code).toBe(APP_CODES.CONFLICT);
  });
});
