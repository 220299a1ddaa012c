import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallDef } from '../../src/shared/api/define-call';
import * as calls from '../../src/shared/api/workflow-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { staff } from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to approval requests: `sales` starts requests that `finance` approves; sales2
 * and lead1 take no part in them, so every call naming them answers exactly as for an id of nobody
 * and changes nothing. Definitions are configuration: people without the settings key are refused
 * alike for real and unknown ids.
 */
type User = 'sales' | 'sales2' | 'lead1' | 'finance' | 'admin';
const NOBODY = 2_000_000_001;
const INTRUDERS: User[] = ['sales2', 'lead1'];

interface Records {
  processId: number;
  roleId: number;
  formId: number;
  instance: number;
  withdrawable: number;
  task: { taskId: number; rev: number };
}

export interface WorkflowCase {
  fields: string[];
  check: () => Promise<void>;
}

export function workflowCases(app: () => TestApp): Record<string, WorkflowCase> {
  const tokens = new Map<User, string>();
  let records: Promise<Records> | null = null;

  const as = async (user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> => {
    if (!tokens.has(user)) tokens.set(user, (await signIn(app(), user)).token);
    const token = tokens.get(user) ?? '';
    const key = call.repeatCheck ? ((await callApi(app().app, idempotenceKey, {}, { token })).body.data as { key: string }).key : '';
    return callApi(app().app, call, request, { token, headers: key ? { 'X-Idempotence-Key': key } : {} });
  };
  const data = async <T>(user: User, call: CallDef, request: Record<string, unknown>): Promise<T> => {
    const answer = await as(user, call, request);
    expect(answer.body.code, `${user} → ${call.id}: ${answer.body.msg}`).toBe(0);
    return answer.body.data as T;
  };

  const setUp = async (): Promise<Records> => {
    const [finance] = await app().services.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'finance'));
    const financeId = finance?.id ?? 0;
    const role = await data<{ id: number }>('admin', calls.roleSave, {
      body: { code: 'horizontal-role', name: '角色', nameEn: 'Role', staffIds: [financeId] },
    });
    const form = await data<{ id: number }>('admin', calls.formSave, {
      body: {
        code: 'horizontal-form',
        name: '表单',
        nameEn: 'Form',
        fields: [{ key: 'reason', label: '事由', type: 'text', required: true }],
      },
    });
    const graph = { nodes: [{ type: 'approver', id: 'fin', name: '财务', assignee: { kind: 'role', roleId: role.id } }] };
    const process = await data<{ id: number; rev: number }>('admin', calls.processSave, {
      body: { code: 'horizontal', name: '横向', nameEn: 'Horizontal', formId: form.id, graph },
    });
    await data('admin', calls.processPublish, { params: { id: process.id }, body: { rev: process.rev } });
    const start = async () =>
      (await data<{ instanceId: number }>('sales', calls.operateStart, { body: { processId: process.id, formData: { reason: 'x' } } }))
        .instanceId;
    const instance = await start();
    const withdrawable = await start();
    const detail = await data<{ myTask: { taskId: number; rev: number } }>('finance', calls.operateInstanceDetail, {
      query: { instanceId: instance },
    });
    return { processId: process.id, roleId: role.id, formId: form.id, instance, withdrawable, task: detail.myTask };
  };
  const mine = () => (records ??= setUp());

  /** Sales's view of the request, which no intruder's attempt may change. */
  const snapshot = async () => {
    const r = await mine();
    return data('sales', calls.operateInstanceDetail, { query: { instanceId: r.instance } });
  };

  /** Each intruder gets NOT_FOUND, in the words an unknown id gets, and nothing changes. */
  const refused =
    (call: CallDef, request: (r: Records | null) => Record<string, unknown>, owner?: User): WorkflowCase['check'] =>
    async () => {
      const r = await mine();
      const before = await snapshot();
      for (const user of INTRUDERS) {
        const theirs = await as(user, call, request(r));
        expect(theirs.body.code, `${user} → ${call.id}: ${theirs.body.msg}`).toBe(APP_CODES.NOT_FOUND);
        expect(theirs.body).toEqual((await as(user, call, request(null))).body);
      }
      expect(await snapshot()).toEqual(before);
      if (owner) expect((await as(owner, call, request(r))).body.code).toBe(0);
    };
  /** Configuration calls: refused for lack of the settings key, whatever the id. */
  const settings =
    (call: CallDef, request: (r: Records | null) => Record<string, unknown>): WorkflowCase['check'] =>
    async () => {
      const r = await mine();
      for (const user of INTRUDERS) {
        const theirs = await as(user, call, request(r));
        expect(theirs.body.code, `${user} → ${call.id}`).toBe(APP_CODES.FORBIDDEN);
        expect(theirs.body).toEqual((await as(user, call, request(null))).body);
      }
    };
  const instanceId = (r: Records | null) => r?.instance ?? NOBODY;
  const task = (r: Records | null) => r?.task ?? { taskId: NOBODY, rev: 0 };

  return {
    'workflow.operateInstanceDetail': {
      fields: ['instanceId'],
      check: refused(calls.operateInstanceDetail, (r) => ({ query: { instanceId: instanceId(r) } }), 'sales'),
    },
    'workflow.operateFormData': {
      fields: ['instanceId'],
      check: refused(calls.operateFormData, (r) => ({ query: { instanceId: instanceId(r) } }), 'sales'),
    },
    'workflow.operateCurrentTaskId': {
      fields: ['instanceId'],
      check: refused(calls.operateCurrentTask, (r) => ({ query: { instanceId: instanceId(r) } }), 'finance'),
    },
    'workflow.operateComment': {
      fields: ['fileId', 'instanceId'],
      check: refused(calls.operateComment, (r) => ({ body: { instanceId: instanceId(r), comment: '看看' } })),
    },
    'workflow.operateUrge': {
      fields: ['instanceId'],
      check: refused(calls.operateUrge, (r) => ({ body: { instanceId: instanceId(r) } })),
    },
    'workflow.operateCc': {
      fields: ['instanceId', 'staffIds'],
      check: refused(calls.operateCc, (r) => ({ body: { instanceId: instanceId(r), staffIds: [1] } })),
    },
    'workflow.operateWithdraw': {
      fields: ['instanceId'],
      check: refused(calls.operateWithdraw, (r) => ({ body: { instanceId: r?.withdrawable ?? NOBODY } }), 'sales'),
    },
    'workflow.canRejectProcessNode': {
      fields: ['taskId'],
      check: refused(calls.canRejectProcessNode, (r) => ({ query: { taskId: task(r).taskId } }), 'finance'),
    },
    'workflow.operateAgree': { fields: ['fileId', 'taskId'], check: refused(calls.operateAgree, (r) => ({ body: task(r) })) },
    'workflow.operateReject': {
      fields: ['fileId', 'nodeId', 'taskId'],
      check: refused(calls.operateReject, (r) => ({ body: { ...task(r), comment: '不行' } })),
    },
    'workflow.operateTransmit': {
      fields: ['taskId', 'toStaffId'],
      check: refused(calls.operateTransmit, (r) => ({ body: { ...task(r), toStaffId: 1 } })),
    },
    'workflow.operateAddSign': {
      fields: ['staffIds', 'taskId'],
      check: refused(calls.operateAddSign, (r) => ({ body: { ...task(r), staffIds: [1], position: 'before' } })),
    },
    'workflow.operateStart': {
      fields: ['fileId', 'processId'],
      // Processes are not personal: anyone with the section starts one; an unknown one is not found.
      check: async () => {
        const r = await mine();
        expect((await as('sales2', calls.operateStart, { body: { processId: NOBODY, formData: {} } })).body.code).toBe(APP_CODES.NOT_FOUND);
        expect((await as('sales2', calls.operateStart, { body: { processId: r.processId, formData: { reason: 'y' } } })).body.code).toBe(0);
      },
    },
    'workflow.processFormField': {
      fields: ['id'],
      check: async () => {
        const r = await mine();
        expect((await as('sales2', calls.processFormField, { params: { id: NOBODY } })).body.code).toBe(APP_CODES.NOT_FOUND);
        expect((await as('sales2', calls.processFormField, { params: { id: r.processId } })).body.code).toBe(0);
      },
    },
    'workflow.processHistoryVersion': {
      fields: ['id'],
      check: settings(calls.processHistoryVersion, (r) => ({ params: { id: r?.processId ?? NOBODY } })),
    },
    'workflow.processPublish': {
      fields: ['id'],
      check: settings(calls.processPublish, (r) => ({ params: { id: r?.processId ?? NOBODY }, body: { rev: 0 } })),
    },
    'workflow.processStateUpdate': {
      fields: ['id'],
      check: settings(calls.processStateUpdate, (r) => ({ body: { id: r?.processId ?? NOBODY, state: 'disabled' } })),
    },
    'workflow.processSave': {
      fields: ['code', 'formId', 'id', 'roleId', 'staffIds'],
      check: settings(calls.processSave, (r) => ({
        body: { code: 'x1', name: 'x', nameEn: 'x', formId: r?.formId ?? NOBODY, graph: { nodes: [] } },
      })),
    },
    'workflow.processUpdate': {
      fields: ['code', 'formId', 'id', 'roleId', 'staffIds'],
      check: settings(calls.processUpdate, (r) => ({
        params: { id: r?.processId ?? NOBODY },
        body: { code: 'x1', name: 'x', nameEn: 'x', graph: { nodes: [] }, rev: 0 },
      })),
    },
    'workflow.formSave': {
      fields: ['code', 'dictCode', 'id', 'key'],
      check: settings(calls.formSave, (r) => ({
        body: { id: r?.formId ?? NOBODY, rev: 0, code: 'f1', name: 'x', nameEn: 'x', fields: [] },
      })),
    },
    'workflow.roleSave': {
      fields: ['code', 'staffIds'],
      check: settings(calls.roleSave, () => ({ body: { code: 'r1', name: 'x', nameEn: 'x', staffIds: [1] } })),
    },
    'workflow.selectProcessNode': {
      fields: ['processId'],
      check: settings(calls.selectProcessNode, (r) => ({ query: { processId: r?.processId ?? NOBODY } })),
    },
    'workflow.processFormAuditField': {
      fields: ['formId'],
      check: settings(calls.processFormAuditField, (r) => ({ params: { formId: r?.formId ?? NOBODY } })),
    },
    'workflow.roleStateUpdate': {
      fields: ['id'],
      check: settings(calls.roleStateUpdate, (r) => ({ body: { id: r?.roleId ?? NOBODY, state: 'disabled' } })),
    },
  };
}
