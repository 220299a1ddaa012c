import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canRejectProcessNode,
  myCcMePage,
  operateAddSign,
  operateCc,
  operateComment,
  operateReject,
  operateTransmit,
  operateUrge,
  operateWithdraw,
} from '../../src/shared/api/workflow-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { mcMessages } from '../../src/server/db/schema/index';
import type { TestApp } from '../helpers/test-app';
import { type WorkflowDriver, approver, workflowTestApp } from '../helpers/workflow';

/** Sign modes, parallel branches, empty nodes and every action of a request, through the API. */
let t: TestApp;
let w: WorkflowDriver;

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
}, 120_000);
afterAll(async () => t.close());

describe('sign modes', () => {
  it('countersign waits for all, in turn opens one after another, or-sign takes the first', async () => {
    const processId = await w.publish([
      approver('all', w.rule('finance', 'ops'), { mode: 'countersign' }),
      approver('turn', w.rule('sales2', 'finance'), { mode: 'sequential' }),
      approver('any', w.rule('admin', 'ops'), { mode: 'orsign' }),
    ]);
    const id = await w.start('sales', processId);
    await w.agree('finance', await w.task('finance', id));
    expect((await w.detail('sales', id)).nodes[0]?.state).toBe('active');
    await w.agree('ops', await w.task('ops', id));
    expect((await w.detail('finance', id)).myTask).toBeNull();
    await w.agree('sales2', await w.task('sales2', id));
    await w.agree('finance', await w.task('finance', id));
    await w.agree('ops', await w.task('ops', id));
    const detail = await w.detail('sales', id);
    expect(detail.status).toBe('approved');
    expect(detail.nodes[2]?.people.map((p) => [p.staffId, p.status])).toEqual([
      [w.id('admin'), 'cancelled'],
      [w.id('ops'), 'done'],
    ]);
  });

  it('a vote passes at its threshold and fails once the threshold is out of reach', async () => {
    const processId = await w.publish([approver('vote', w.rule('admin', 'finance', 'ops'), { mode: 'vote', threshold: 60 })]);
    const passing = await w.start('sales', processId);
    await w.agree('admin', await w.task('admin', passing));
    await w.ok('ops', operateReject, { body: { ...(await w.task('ops', passing)), comment: '反对' } });
    expect((await w.detail('sales', passing)).status).toBe('running');
    await w.agree('finance', await w.task('finance', passing));
    expect((await w.detail('sales', passing)).status).toBe('approved');

    const failing = await w.start('sales', processId);
    await w.ok('ops', operateReject, { body: { ...(await w.task('ops', failing)), comment: '反对' } });
    await w.ok('finance', operateReject, { body: { ...(await w.task('finance', failing)), comment: '反对' } });
    expect((await w.detail('sales', failing)).status).toBe('returned');
  });

  it('parallel branches must all finish before the next node', async () => {
    const processId = await w.publish([
      {
        type: 'parallel',
        id: 'both',
        name: '并行',
        branches: [
          { id: 'b1', name: '财务', nodes: [approver('p1', w.rule('finance'))] },
          { id: 'b2', name: '运营', nodes: [approver('p2', w.rule('ops'))] },
        ],
      },
      approver('final', w.rule('admin')),
    ]);
    const id = await w.start('sales', processId);
    await w.agree('finance', await w.task('finance', id));
    expect((await w.detail('admin', id).catch(() => null))?.myTask ?? null).toBeNull();
    await w.agree('ops', await w.task('ops', id));
    expect((await w.detail('admin', id)).myTask?.nodeId).toBe('final');
  });

  it('nobody to assign: auto-pass or the administrator; a person who already agreed is skipped', async () => {
    const processId = await w.publish([
      approver('nobody', { kind: 'chosen' }, { emptyPolicy: 'autoPass' }),
      approver('up3', { kind: 'deptLead', level: 5 }, { emptyPolicy: 'admin' }),
      approver('again', w.rule('admin'), { skipApproved: true }),
    ]);
    const id = await w.start('sales', processId, { reason: 'x' }, { chosen: { nobody: [w.id('ops')] } });
    await w.agree('ops', await w.task('ops', id));
    await w.agree('admin', await w.task('admin', id));
    const detail = await w.detail('sales', id);
    expect(detail.status).toBe('approved');
    expect(detail.timeline.map((entry) => entry.action)).toEqual(['start', 'agree', 'agree', 'skip']);
    const auto = await w.publish([approver('lead3', { kind: 'deptLead', level: 5 }), approver('fin', w.rule('finance'))]);
    const autoId = await w.start('sales', auto);
    expect((await w.detail('sales', autoId)).timeline.map((entry) => entry.action)).toEqual(['start', 'autoPass']);
  });
});

describe('actions', () => {
  let processId = 0;
  beforeAll(async () => {
    processId = await w.publish([approver('n1', w.rule('sales2')), approver('n2', w.rule('finance')), approver('n3', w.rule('admin'))]);
  });

  it('rejects back to a chosen earlier node, resumes there, and back to the applicant who resubmits', async () => {
    const id = await w.start('sales', processId);
    await w.agree('sales2', await w.task('sales2', id));
    await w.agree('finance', await w.task('finance', id));
    const gm = await w.task('admin', id);
    expect(await w.ok('admin', canRejectProcessNode, { query: { taskId: gm.taskId } })).toEqual([
      { nodeId: 'n1', name: 'n1' },
      { nodeId: 'n2', name: 'n2' },
    ]);
    const bad = await w.call('admin', operateReject, { body: { ...gm, comment: '不行', target: { kind: 'node', nodeId: 'n3' } } });
    expect(bad.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'target.nodeId' } });
    await w.ok('admin', operateReject, { body: { ...gm, comment: '金额再核', target: { kind: 'node', nodeId: 'n2' } } });
    await w.agree('finance', await w.task('finance', id));
    const gm2 = await w.task('admin', id);
    await w.ok('admin', operateReject, { body: { ...gm2, comment: '补充材料' } });
    expect((await w.detail('sales', id)).status).toBe('returned');
    await w.agree('sales', await w.task('sales', id), { formData: { reason: '已补充' } });
    const resumed = await w.detail('sales', id);
    expect([resumed.status, resumed.formData]).toEqual(['running', { reason: '已补充' }]);
    expect((await w.detail('sales2', id)).myTask?.nodeId).toBe('n1');
  });

  it('withdraw cancels the open tasks: a later agree is stale', async () => {
    const id = await w.start('sales', processId);
    const task = await w.task('sales2', id);
    expect((await w.call('sales2', operateWithdraw, { body: { instanceId: id } })).body.code).toBe(APP_CODES.FORBIDDEN);
    await w.ok('sales', operateWithdraw, { body: { instanceId: id, comment: '不需要了' } });
    expect((await w.agree('sales2', task)).body.code).toBe(APP_CODES.TASK_STALE);
    expect((await w.call('sales', operateWithdraw, { body: { instanceId: id } })).body.code).toBe(APP_CODES.TASK_STALE);
  });

  it('transmit hands the task on; add signer before and after', async () => {
    const id = await w.start('sales', processId);
    const first = await w.task('sales2', id);
    for (const toStaffId of [w.id('sales2'), 2_147_483_648]) {
      const refused = await w.call('sales2', operateTransmit, { body: { ...first, toStaffId } });
      expect(refused.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'toStaffId' } });
    }
    await w.ok('sales2', operateTransmit, { body: { ...first, toStaffId: w.id('ops'), comment: '请代批' } });
    expect((await w.agree('sales2', first)).body.code).toBe(APP_CODES.TASK_STALE);
    const ops = await w.task('ops', id);
    await w.ok('ops', operateAddSign, { body: { ...ops, staffIds: [w.id('newhire')], position: 'before' } });
    expect((await w.agree('ops', ops)).body.code).toBe(APP_CODES.TASK_STALE);
    await w.agree('newhire', await w.task('newhire', id));
    await w.agree('ops', await w.task('ops', id));
    const fin = await w.task('finance', id);
    await w.ok('finance', operateAddSign, { body: { ...fin, staffIds: [w.id('sales2')], position: 'after' } });
    expect((await w.detail('sales', id)).nodes[1]?.state).toBe('active');
    await w.agree('sales2', await w.task('sales2', id));
    expect((await w.detail('admin', id)).myTask?.nodeId).toBe('n3');
  });

  it('urge notifies the current approvers at most once per 10 minutes', async () => {
    const id = await w.start('sales', processId);
    const db = t.services.deps.db;
    const noticesOf = async () =>
      (
        await db
          .select()
          .from(mcMessages)
          .where(and(eq(mcMessages.staffId, w.id('sales2')), eq(mcMessages.msgType, 3)))
      ).map((m) => m.title);
    const before = await noticesOf();
    expect(await w.ok('sales', operateUrge, { body: { instanceId: id } })).toEqual({ instanceId: id, notified: 1 });
    const soon = await w.call('sales', operateUrge, { body: { instanceId: id } });
    expect(soon.body).toMatchObject({ code: APP_CODES.RATE_LIMITED, data: { retryAfterSeconds: 600 } });
    t.clock.advance(10 * 60_000);
    expect((await w.call('sales', operateUrge, { body: { instanceId: id } })).body.code).toBe(0);
    expect((await noticesOf()).slice(before.length)).toEqual(['催办提醒', '催办提醒']);
  });

  it('tells each person concerned: new task, return, final result', async () => {
    const db = t.services.deps.db;
    const titles = async (user: Parameters<WorkflowDriver['id']>[0]) =>
      (
        await db
          .select()
          .from(mcMessages)
          .where(and(eq(mcMessages.staffId, w.id(user)), eq(mcMessages.msgType, 3)))
          .orderBy(mcMessages.id)
      ).map((m) => m.title);
    const [sales2Before, salesBefore] = [await titles('sales2'), await titles('sales')];
    const todoBefore = await w.todoCount('sales2');
    const id = await w.start('sales', processId);
    expect(await w.todoCount('sales2')).toBe(todoBefore + 1);
    await w.ok('sales2', operateReject, { body: { ...(await w.task('sales2', id)), comment: '退回' } });
    await w.agree('sales', await w.task('sales', id));
    await w.agree('sales2', await w.task('sales2', id));
    await w.agree('finance', await w.task('finance', id));
    await w.agree('admin', await w.task('admin', id));
    expect((await titles('sales2')).slice(sales2Before.length)).toEqual(['新待办', '新待办']);
    expect((await titles('sales')).slice(salesBefore.length)).toEqual(['申请被退回', '申请已通过']);
  });
});

describe('form rights, cc and comments', () => {
  it('an approver sees only the fields their node shows and edits only those it allows', async () => {
    const processId = await w.publish(
      [approver('n', w.rule('finance'), { fieldRights: { reason: 'edit', secret: 'hidden' } })],
      [
        { key: 'reason', label: '事由', type: 'text', required: true },
        { key: 'secret', label: '内部备注', type: 'text', required: false },
      ],
    );
    const id = await w.start('sales', processId, { reason: '原因', secret: '只给申请人' });
    const seen = await w.detail('finance', id);
    expect([seen.formData, seen.editable]).toEqual([{ reason: '原因' }, ['reason']]);
    const task = await w.task('finance', id);
    const hidden = await w.agree('finance', task, { formData: { secret: '改' } });
    expect(hidden.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'formData.secret' } });
    const tooLong = await w.agree('finance', task, { formData: { reason: 'x'.repeat(201) } });
    expect(tooLong.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'formData.reason' } });
    expect((await w.agree('finance', task, { formData: { reason: '已核实' } })).body.code).toBe(0);
    expect((await w.detail('sales', id)).formData).toEqual({ reason: '已核实', secret: '只给申请人' });
  });

  it('a cc node and an ad hoc cc copy the request; a comment moves nothing', async () => {
    const processId = await w.publish([{ type: 'cc', id: 'cc', name: '抄送', assignee: w.rule('ops') }, approver('n', w.rule('finance'))]);
    const id = await w.start('sales', processId);
    const copied = async (user: Parameters<WorkflowDriver['id']>[0]) =>
      (await w.ok<{ rows: { instanceId: number }[] }>(user, myCcMePage, { body: { pageSize: 100 } })).rows.some(
        (row) => row.instanceId === id,
      );
    expect([await copied('ops'), await copied('admin')]).toEqual([true, false]);
    await w.ok('sales', operateCc, { body: { instanceId: id, staffIds: [w.id('admin')] } });
    expect(await copied('admin')).toBe(true);
    const before = await w.task('finance', id);
    await w.ok('ops', operateComment, { body: { instanceId: id, comment: '已知悉' } });
    expect(await w.task('finance', id)).toEqual(before);
    expect((await w.detail('sales', id)).timeline.map((entry) => [entry.action, entry.comment])).toEqual([
      ['start', ''],
      ['cc', ''],
      ['cc', ''],
      ['comment', '已知悉'],
    ]);
  });
});
