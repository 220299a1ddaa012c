import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myApplyPage, myToDoPage, operateWithdraw } from '../../src/shared/api/workflow-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import type { TestApp } from '../helpers/test-app';
import { type WorkflowDriver, approver, workflowTestApp } from '../helpers/workflow';

/** The filters of the to-do, started, handled and cc lists: process, applicant, day range, state. */
let t: TestApp;
let w: WorkflowDriver;
let first: number;
let second: number;

type Page = { count: number; rows: { instanceId: number; applicantName: string; status: string }[] };

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
  first = await w.publish([approver('check', w.rule('finance'))]);
  second = await w.publish([approver('check', w.rule('finance'))]);
  await w.start('sales', first, { reason: '一' });
  await w.start('sales2', first, { reason: '二' });
  const withdrawn = await w.start('sales', second, { reason: '三' });
  await w.ok('sales', operateWithdraw, { body: { instanceId: withdrawn } });
}, 120_000);
afterAll(async () => t.close());

describe('task list filters', () => {
  it('narrows the to-do list by process and by applicant name or job number', async () => {
    const byProcess = await w.ok<Page>('finance', myToDoPage, { body: { processId: first } });
    expect(byProcess.count).toBe(2);
    const byName = await w.ok<Page>('finance', myToDoPage, { body: { applicant: '张伟' } });
    expect(byName.rows.map((row) => row.applicantName)).toEqual(['张伟']);
    const byJobNumber = await w.ok<Page>('finance', myToDoPage, { body: { applicant: 'SB1001' } });
    expect(byJobNumber.count).toBe(1);
    expect(byJobNumber.rows[0]?.applicantName).toBe('李娜');
    // An id beyond the database column names no process: an empty page, not a server error.
    const huge = await w.call('finance', myToDoPage, { body: { processId: Number.MAX_SAFE_INTEGER } });
    expect([huge.status, huge.body.code, huge.body.data]).toEqual([200, 0, { rows: [], count: 0 }]);
  });

  it('narrows the started list by state and by Shanghai day range', async () => {
    const withdrawn = await w.ok<Page>('sales', myApplyPage, { body: { status: 'withdrawn' } });
    expect(withdrawn.rows.map((row) => row.status)).toEqual(['withdrawn']);
    expect((await w.ok<Page>('sales', myApplyPage, { body: { from: '2099-01-01' } })).count).toBe(0);
    expect((await w.ok<Page>('sales', myApplyPage, { body: { to: '2000-01-01' } })).count).toBe(0);
    expect((await w.ok<Page>('sales', myApplyPage, { body: { from: '2000-01-01', to: '2099-12-31' } })).count).toBe(2);
  });

  it('refuses an impossible date or an unknown state with a validation envelope', async () => {
    const bad = await w.call('finance', myToDoPage, { body: { from: '2026-02-30' } });
    expect(bad.body.code).toBe(APP_CODES.VALIDATION);
    const state = await w.call('finance', myToDoPage, { body: { status: 'lost' } });
    expect(state.body.code).toBe(APP_CODES.VALIDATION);
  });
});
