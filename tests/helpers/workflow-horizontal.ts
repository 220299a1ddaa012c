import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallDef } from '../../src/shared/api/define-call';
import * as calls from '../../src/shared/api/workflow-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { APPLICATION_DETAIL_CALLS, APPLICATION_FAMILIES, type ApplicationFamily } from '../../src/shared/api/workflow-detail-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { staff, workflowInstances, workflowProcesses } from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to approval requests: `sales` starts requests that `finance` approves; sales2
 * and lead1 take no part in them, so every call naming them answers exactly as for an id of nobody
 * and changes nothing. Definitions are configuration: people without the settings key are refused
 * alike for real and unknown ids.
 */
type User = 'sales' | 'sales2' | 'lead1' | 'lead2' | 'ops' | 'finance' | 'admin';
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
  const roleParams = (r: Records | null) => ({ params: { id: r?.roleId ?? NOBODY } });
  const formParams = (r: Records | null) => ({ params: { id: r?.formId ?? NOBODY } });

  /**
   * The caller's own lists filtered by a process: never sales's requests for someone else, and
   * nothing at all for lead1, who takes no part in the process. `owner` sees the request there.
   */
  const listed =
    (call: CallDef, owner?: User): WorkflowCase['check'] =>
    async () => {
      const r = await mine();
      const ids = async (user: User) =>
        (await data<{ rows: { instanceId: number }[] }>(user, call, { body: { processId: r.processId, pageSize: 100 } })).rows.map(
          (row) => row.instanceId,
        );
      for (const user of INTRUDERS) expect(await ids(user)).not.toContain(r.instance);
      expect(await data('lead1', call, { body: { processId: r.processId } })).toEqual({ rows: [], count: 0 });
      if (owner) expect(await ids(owner)).toContain(r.instance);
    };

  /** Drafts are each person's own: sales's draft of the process never reaches anyone else. */
  const salesDraft = async () => {
    const r = await mine();
    return data<{ formData: unknown }>('sales', calls.operateDraftSave, {
      body: { processId: r.processId, formData: { reason: '销售自己的草稿' } },
    });
  };

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
    'workflow.roleUpdate': {
      fields: ['code', 'id', 'staffIds'],
      check: settings(calls.roleUpdate, (r) => ({
        ...roleParams(r),
        body: { code: 'horizontal-role', name: '改名', nameEn: 'Renamed', staffIds: [1] },
      })),
    },
    'workflow.roleDelete': { fields: ['id'], check: settings(calls.roleDelete, roleParams) },
    'workflow.formDelete': { fields: ['id'], check: settings(calls.formDelete, formParams) },
    'workflow.fieldQueryPage': {
      fields: ['formId'],
      check: settings(calls.fieldQueryPage, (r) => ({ body: { formId: r?.formId ?? NOBODY } })),
    },
    'workflow.fieldSave': {
      fields: ['dictCode', 'formId', 'key', 'originalKey'],
      check: settings(calls.fieldSave, (r) => ({
        body: { formId: r?.formId ?? NOBODY, rev: 0, originalKey: 'reason', field: { key: 'reason', label: '改', type: 'text' } },
      })),
    },
    'workflow.fieldDelete': {
      fields: ['id', 'key'],
      check: settings(calls.fieldDelete, (r) => ({ ...formParams(r), body: { key: 'reason', rev: 0 } })),
    },
    'workflow.fieldImport': { fields: ['id'], check: settings(calls.fieldImport, formParams) },
    'workflow.selectAgreeAction': {
      fields: ['taskId'],
      check: refused(calls.selectAgreeAction, (r) => ({ query: { taskId: task(r).taskId } }), 'finance'),
    },
    'workflow.selectRejectAction': {
      fields: ['taskId'],
      check: refused(calls.selectRejectAction, (r) => ({ query: { taskId: task(r).taskId } }), 'finance'),
    },
    'workflow.myToDoPage': { fields: ['processId'], check: listed(calls.myToDoPage, 'finance') },
    'workflow.myApplyPage': { fields: ['processId'], check: listed(calls.myApplyPage, 'sales') },
    'workflow.myHandlePage': { fields: ['processId'], check: listed(calls.myHandlePage) },
    'workflow.myCcMePage': { fields: ['processId'], check: listed(calls.myCcMePage) },
    'workflow.operatePreview': {
      fields: ['processId'],
      // A process's path is configuration, not a request: anyone with the section sees where theirs would go.
      check: async () => {
        const r = await mine();
        expect((await as('sales2', calls.operatePreview, { body: { processId: NOBODY } })).body.code).toBe(APP_CODES.NOT_FOUND);
        const path = await data<{ nodes: { nodeId: string }[] }>('sales2', calls.operatePreview, { body: { processId: r.processId } });
        expect(path.nodes.map((node) => node.nodeId)).toEqual(['fin']);
      },
    },
    'workflow.operateDraft': {
      fields: ['processId'],
      check: async () => {
        const r = await mine();
        await salesDraft();
        for (const user of INTRUDERS) {
          const theirs = await as(user, calls.operateDraft, { query: { processId: r.processId } });
          expect(theirs.body).toMatchObject({ code: 0, data: null });
          expect(theirs.body).toEqual((await as(user, calls.operateDraft, { query: { processId: NOBODY } })).body);
        }
        expect(await data('sales', calls.operateDraft, { query: { processId: r.processId } })).toMatchObject({
          formData: { reason: '销售自己的草稿' },
        });
      },
    },
    'workflow.operateDraftSave': {
      fields: ['processId'],
      // Saving one's own draft of the process never touches sales's draft of it.
      check: async () => {
        const r = await mine();
        const before = await salesDraft();
        for (const user of INTRUDERS) {
          const save = (processId: number) => as(user, calls.operateDraftSave, { body: { processId, formData: { reason: user } } });
          expect((await save(NOBODY)).body.code).toBe(APP_CODES.NOT_FOUND);
          expect((await save(r.processId)).body.code).toBe(0);
          expect(await data(user, calls.operateDraft, { query: { processId: r.processId } })).toMatchObject({ formData: { reason: user } });
        }
        expect(await data('sales', calls.operateDraft, { query: { processId: r.processId } })).toEqual(before);
      },
    },
    ...applicationDetailCases(app, as, data),
  };
}

/** The seeded request of each application family (its first), with the person who applied. */
async function seededApplications(app: () => TestApp): Promise<Record<ApplicationFamily, { instance: number; applicant: User }>> {
  const found: Partial<Record<ApplicationFamily, { instance: number; applicant: User }>> = {};
  for (const family of Object.keys(APPLICATION_FAMILIES) as ApplicationFamily[]) {
    const [row] = await app()
      .services.deps.db.select({ instance: workflowInstances.id, applicant: staff.username })
      .from(workflowInstances)
      .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowInstances.processId))
      .innerJoin(staff, eq(staff.id, workflowInstances.applicantStaffId))
      .where(inArray(workflowProcesses.code, [...APPLICATION_FAMILIES[family].processCodes]))
      .orderBy(asc(workflowInstances.id))
      .limit(1);
    if (!row) throw new Error(`the workflow seed has no ${family} application`);
    found[family] = { instance: row.instance, applicant: row.applicant as User };
  }
  return found as Record<ApplicationFamily, { instance: number; applicant: User }>;
}

/**
 * Application details: the seed's sales (or, for suppliers, ops) applications, which neither sales2
 * nor lead2 takes part in. Both answer as for nobody's id, by id and by processInstanceId alike; the
 * applicant sees it; and no family's call shows a request of another process, even to its applicant.
 */
function applicationDetailCases(
  app: () => TestApp,
  as: (user: User, call: CallDef, request: Record<string, unknown>) => Promise<RawAnswer>,
  data: <T>(user: User, call: CallDef, request: Record<string, unknown>) => Promise<T>,
): Record<string, WorkflowCase> {
  let applications: ReturnType<typeof seededApplications> | null = null;
  const outsiders: User[] = ['sales2', 'lead2'];
  const families = Object.keys(APPLICATION_DETAIL_CALLS) as ApplicationFamily[];
  return Object.fromEntries(
    families.map((family) => {
      const call = APPLICATION_DETAIL_CALLS[family];
      const check = async () => {
        const { instance, applicant } = (await (applications ??= seededApplications(app)))[family];
        const nobody = (await as('sales2', call, { query: { id: NOBODY } })).body;
        expect(nobody.code).toBe(APP_CODES.NOT_FOUND);
        for (const user of outsiders) {
          for (const key of ['id', 'processInstanceId']) {
            const theirs = await as(user, call, { query: { [key]: instance } });
            expect(theirs.body, `${user} → ${call.id} ${key}`).toEqual((await as(user, call, { query: { [key]: NOBODY } })).body);
          }
        }
        const own = await data<{ application: { id: number } }>(applicant, call, { query: { processInstanceId: instance } });
        expect(own.application.id).toBe(instance);
        const other = families.find((name) => name !== family) ?? family;
        const elsewhere = (await as(applicant, APPLICATION_DETAIL_CALLS[other], { query: { id: instance } })).body;
        expect(elsewhere).toEqual((await as(applicant, APPLICATION_DETAIL_CALLS[other], { query: { id: NOBODY } })).body);
      };
      return [call.id, { fields: ['id', 'processInstanceId'], check }];
    }),
  );
}
