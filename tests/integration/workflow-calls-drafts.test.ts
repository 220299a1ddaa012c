import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operateDraft, operateDraftSave, type DraftRow } from '../../src/shared/api/workflow-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { workflowDrafts } from '../../src/server/db/schema/index';
import type { TestApp } from '../helpers/test-app';
import { type WorkflowDriver, RECHARGE_FORM, approver, workflowTestApp } from '../helpers/workflow';

/** Apply-form drafts: one per person and process, private, gone once the request starts. */
let t: TestApp;
let w: WorkflowDriver;
let processId: number;

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
  processId = await w.publish([approver('fin', w.rule('finance'))], RECHARGE_FORM);
}, 120_000);
afterAll(async () => t.close());

const draftCount = async (staffId: number) =>
  (
    await t.services.deps.db
      .select()
      .from(workflowDrafts)
      .where(and(eq(workflowDrafts.staffId, staffId), eq(workflowDrafts.processId, processId)))
  ).length;

describe('operate/draft', () => {
  it('keeps one draft per person and process, replaced on each save and seen only by its author', async () => {
    await w.ok('sales', operateDraftSave, { body: { processId, formData: { note: '第一稿' } } });
    const saved = await w.ok<DraftRow>('sales', operateDraftSave, {
      body: { processId, formData: { customer: 'C900001', amount: { amount: '12.5', currency: 'USD' } } },
    });
    expect(saved.formData).toEqual({ customer: 'C900001', amount: { amount: '12.5', currency: 'USD' } });
    const read = await w.ok<DraftRow>('sales', operateDraft, { query: { processId } });
    expect(read).toEqual({
      processId,
      formData: { customer: 'C900001', amount: { amount: '12.5', currency: 'USD' } },
      chosenApprovers: {},
      updatedAt: saved.updatedAt,
    });
    expect(await draftCount(w.id('sales'))).toBe(1);
    expect(await w.ok('sales2', operateDraft, { query: { processId } })).toBeNull();
  });

  it('is removed when the request starts', async () => {
    await w.ok('sales2', operateDraftSave, { body: { processId, formData: { note: '待提交' } } });
    expect(await draftCount(w.id('sales2'))).toBe(1);
    await w.start('sales2', processId, { customer: 'C900001', amount: { amount: '1', currency: 'USD' } });
    expect(await w.ok('sales2', operateDraft, { query: { processId } })).toBeNull();
    expect(await draftCount(w.id('sales2'))).toBe(0);
    expect(await draftCount(w.id('sales'))).toBe(1);
  });

  it('refuses fields the form does not have, bad ids and callers without the approval menu', async () => {
    const stranger = await w.call('sales', operateDraftSave, { body: { processId, formData: { bogus: 1 } } });
    expect([stranger.status, stranger.body.code, (stranger.body.data as { field: string }).field]).toEqual([
      400,
      APP_CODES.VALIDATION,
      'formData.bogus',
    ]);
    expect((await w.call('sales', operateDraft, { query: { processId: 'abc' } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await w.call('sales', operateDraftSave, { body: { processId: 999_999, formData: {} } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await w.call('newhire', operateDraft, { query: { processId } })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await w.call('ops', operateDraftSave, { body: { processId, formData: {} } })).body.code).toBe(APP_CODES.FORBIDDEN);
  });
});
