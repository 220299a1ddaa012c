import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operateReject,
  selectAgreeAction,
  selectRejectAction,
  type AgreeOptions,
  type RejectOptions,
} from '../../src/shared/api/workflow-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import type { TestApp } from '../helpers/test-app';
import { type WorkflowDriver, RECHARGE_FORM, approver, workflowTestApp } from '../helpers/workflow';

/** select/agreeAction and select/rejectAction: what a task's dialogs offer, as the engine would accept it. */
let t: TestApp;
let w: WorkflowDriver;
let processId: number;
const FORM_DATA = { customer: 'C900001', amount: { amount: '100', currency: 'USD' } };

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
  processId = await w.publish(
    [
      approver('first', w.rule('finance'), { name: '财务初审', fieldRights: { note: 'edit', amount: 'read' } }),
      approver('second', w.rule('sales2'), { name: '主管', mode: 'countersign' }),
      approver('vote', w.rule('admin', 'ops'), { name: '评审', mode: 'vote', threshold: 60 }),
      { ...approver('do', w.rule('finance'), { name: '办理' }), type: 'handler' as const },
    ],
    RECHARGE_FORM,
  );
}, 120_000);
afterAll(async () => t.close());

const agreeOf = (user: Parameters<WorkflowDriver['ok']>[0], taskId: number) =>
  w.ok<AgreeOptions>(user, selectAgreeAction, { query: { taskId } });
const rejectOf = (user: Parameters<WorkflowDriver['ok']>[0], taskId: number) =>
  w.ok<RejectOptions>(user, selectRejectAction, { query: { taskId } });

describe('select/agreeAction and select/rejectAction', () => {
  it('an approver may comment freely, add signers, hand over and edit its fields; a reject needs a reason', async () => {
    const id = await w.start('sales', processId, FORM_DATA);
    const task = await w.task('finance', id);
    expect(await agreeOf('finance', task.taskId)).toEqual({
      ...task,
      instanceId: id,
      nodeId: 'first',
      nodeName: '财务初审',
      kind: 'approve',
      mode: 'orsign',
      commentRequired: false,
      commentMax: 2000,
      attachmentsMax: 20,
      canAddSign: true,
      addSignPositions: ['before', 'after'],
      addSignMax: 10,
      canTransmit: true,
      editableFields: ['note'],
      threshold: null,
    });
    expect(await rejectOf('finance', task.taskId)).toMatchObject({
      allowed: true,
      reasonRequired: true,
      reasonMax: 2000,
      toApplicant: true,
      toEnd: true,
      nodes: [],
      voteAgainst: false,
    });
    await w.agree('finance', task);
    const second = await w.task('sales2', id);
    expect(await rejectOf('sales2', second.taskId)).toMatchObject({ mode: 'countersign', nodes: [{ nodeId: 'first', name: '财务初审' }] });
    await w.agree('sales2', second);

    const vote = await w.task('admin', id);
    expect(await agreeOf('admin', vote.taskId)).toMatchObject({ mode: 'vote', canAddSign: false, addSignPositions: [], threshold: 60 });
    expect(await rejectOf('admin', vote.taskId)).toMatchObject({ allowed: true, toEnd: true, nodes: [], voteAgainst: true });
    await w.agree('admin', vote);
    await w.agree('ops', await w.task('ops', id));

    const handle = await w.task('finance', id);
    expect(await agreeOf('finance', handle.taskId)).toMatchObject({ kind: 'handle', nodeId: 'do', canTransmit: true, canAddSign: true });
    expect(await rejectOf('finance', handle.taskId)).toMatchObject({
      allowed: false,
      toApplicant: false,
      toEnd: false,
      nodes: [],
      voteAgainst: false,
    });
  });

  it('a returned request offers its applicant only to submit again, with every field editable', async () => {
    const id = await w.start('sales', processId, FORM_DATA);
    await w.ok('finance', operateReject, { body: { ...(await w.task('finance', id)), comment: '请补充备注' } });
    const resubmit = await w.task('sales', id);
    expect(await agreeOf('sales', resubmit.taskId)).toMatchObject({
      kind: 'resubmit',
      mode: null,
      canAddSign: false,
      addSignMax: 0,
      canTransmit: false,
      editableFields: ['customer', 'amount', 'note'],
    });
    expect(await rejectOf('sales', resubmit.taskId)).toMatchObject({ kind: 'resubmit', allowed: false, nodes: [] });
  });

  it('answers 404 for someone else’s task, a stale conflict once handled, and a validation error for a bad id', async () => {
    const id = await w.start('sales', processId, FORM_DATA);
    const task = await w.task('finance', id);
    expect((await w.call('ops', selectAgreeAction, { query: { taskId: task.taskId } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await w.call('ops', selectRejectAction, { query: { taskId: task.taskId } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await w.call('finance', selectAgreeAction, { query: { taskId: 2 ** 40 } })).body.code).toBe(APP_CODES.NOT_FOUND);
    await w.agree('finance', task);
    const stale = await w.call('finance', selectRejectAction, { query: { taskId: task.taskId } });
    expect([stale.status, stale.body.code]).toEqual([409, APP_CODES.TASK_STALE]);
    const bad = await w.call('finance', selectAgreeAction, { query: { taskId: 'abc' } });
    expect([bad.status, bad.body.code]).toEqual([400, APP_CODES.VALIDATION]);
  });
});
