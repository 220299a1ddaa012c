import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formDelete,
  formQueryPage,
  formSave,
  operateWithdraw,
  processPublish,
  processSave,
  processUpdate,
  roleDelete,
  roleSave,
  roleUpdate,
} from '../../src/shared/api/workflow-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import type { TestApp } from '../helpers/test-app';
import { type WorkflowDriver, REASON_FORM, approver, workflowTestApp } from '../helpers/workflow';

/** role/update, role/deleted and form/delete: what a process still uses cannot go. */
let t: TestApp;
let w: WorkflowDriver;

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
}, 120_000);
afterAll(async () => t.close());

type Role = { id: number; code: string; name: string; staffIds: number[]; state: string };
const newRole = (code: string) =>
  w.ok<Role>('admin', roleSave, { body: { code, name: `角色${code}`, nameEn: `Role ${code}`, staffIds: [w.id('finance')] } });

describe('role/update', () => {
  it('renames a role and replaces its members', async () => {
    const role = await newRole('reviewers');
    const updated = await w.ok<Role>('admin', roleUpdate, {
      params: { id: role.id },
      body: { code: 'reviewers', name: '复核组', nameEn: 'Reviewers', staffIds: [w.id('ops'), w.id('admin'), w.id('ops')] },
    });
    expect(updated).toEqual({
      id: role.id,
      code: 'reviewers',
      name: '复核组',
      nameEn: 'Reviewers',
      state: 'enabled',
      staffIds: [w.id('admin'), w.id('ops')].sort((a, b) => a - b),
    });
  });

  it('refuses a taken code, unknown people, an unknown role and callers without role rights', async () => {
    const role = await newRole('auditors');
    await newRole('taken');
    const body = { code: 'taken', name: '审计', nameEn: 'Audit', staffIds: [] };
    const taken = await w.call('admin', roleUpdate, { params: { id: role.id }, body });
    expect([taken.body.code, (taken.body.data as { field: string }).field]).toEqual([APP_CODES.VALIDATION, 'code']);
    const stranger = await w.call('admin', roleUpdate, {
      params: { id: role.id },
      body: { ...body, code: 'auditors', staffIds: [999_999] },
    });
    expect((stranger.body.data as { field: string }).field).toBe('staffIds');
    expect((await w.call('admin', roleUpdate, { params: { id: 999_999 }, body: { ...body, code: 'nobody' } })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    expect((await w.call('admin', roleUpdate, { params: { id: role.id }, body: { ...body, code: 'Bad Code' } })).body.code).toBe(
      APP_CODES.VALIDATION,
    );
    expect((await w.call('sales', roleUpdate, { params: { id: role.id }, body })).body.code).toBe(APP_CODES.FORBIDDEN);
  });
});

describe('role/deleted', () => {
  it('is refused while the published flow or a running request names the role, and allowed after', async () => {
    const role = await newRole('signers');
    const form = await w.ok<{ id: number }>('admin', formSave, {
      body: { code: 'f-signers', name: '表单', nameEn: 'Form', fields: REASON_FORM },
    });
    const graph = (roleId: number | null) => ({
      nodes: [approver('sign', roleId ? { kind: 'role' as const, roleId } : w.rule('finance'))],
    });
    const process = await w.ok<{ id: number; rev: number }>('admin', processSave, {
      body: { code: 'p-signers', name: '签批流程', nameEn: 'Signing', formId: form.id, graph: graph(role.id) },
    });
    await w.ok('admin', processPublish, { params: { id: process.id }, body: { rev: process.rev } });
    const refused = await w.call('admin', roleDelete, { params: { id: role.id } });
    expect([refused.status, refused.body.code, refused.body.data]).toEqual([
      409,
      APP_CODES.WORKFLOW_IN_USE,
      { processNames: ['签批流程'] },
    ]);
    expect(refused.body.msg).toBe('该角色仍被已发布的流程或进行中的审批使用，不能删除');

    // The new version no longer names the role, but a request started on the old one still runs.
    const instanceId = await w.start('sales', process.id);
    const draft = await w.ok<{ rev: number }>('admin', processUpdate, {
      params: { id: process.id },
      body: { code: 'p-signers', name: '签批流程', nameEn: 'Signing', formId: form.id, graph: graph(null), rev: process.rev },
    });
    await w.ok('admin', processPublish, { params: { id: process.id }, body: { rev: draft.rev } });
    expect((await w.call('admin', roleDelete, { params: { id: role.id } })).body.code).toBe(APP_CODES.WORKFLOW_IN_USE);

    await w.ok('sales', operateWithdraw, { body: { instanceId } });
    expect(await w.ok('admin', roleDelete, { params: { id: role.id } })).toEqual({ id: role.id });
    expect((await w.call('admin', roleDelete, { params: { id: role.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
  });

  it('refuses a bad id and callers without role rights', async () => {
    const role = await newRole('keepers');
    expect((await w.call('admin', roleDelete, { params: { id: 'x' } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await w.call('finance', roleDelete, { params: { id: role.id } })).body.code).toBe(APP_CODES.FORBIDDEN);
  });
});

describe('form/delete', () => {
  it('refuses a form bound to a process and deletes an unbound one', async () => {
    const processId = await w.publish([approver('one', w.rule('finance'))]);
    const forms = await w.ok<{ rows: { id: number; code: string }[] }>('admin', formQueryPage, { body: { pageSize: 100 } });
    const bound = forms.rows.at(-1);
    expect(processId).toBeGreaterThan(0);
    const refused = await w.call('admin', formDelete, { params: { id: bound?.id ?? 0 } });
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([409, APP_CODES.WORKFLOW_IN_USE, '表单已被流程使用，不能删除']);

    const loose = await w.ok<{ id: number }>('admin', formSave, {
      body: { code: 'f-loose', name: '闲置', nameEn: 'Loose', fields: REASON_FORM },
    });
    expect(await w.ok('admin', formDelete, { params: { id: loose.id } })).toEqual({ id: loose.id });
    const after = await w.ok<{ rows: { code: string }[] }>('admin', formQueryPage, { body: { pageSize: 100 } });
    expect(after.rows.map((row) => row.code)).not.toContain('f-loose');
    expect((await w.call('admin', formDelete, { params: { id: loose.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await w.call('sales', formDelete, { params: { id: loose.id } })).body.code).toBe(APP_CODES.FORBIDDEN);
  });
});
