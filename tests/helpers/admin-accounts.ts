import { expect } from 'vitest';
import { userQuery, type AdminUserRow, type userUpdate } from '../../src/shared/api/admin-calls';
import type { CallRequest } from '../../src/shared/api/define-call';
import { callApi } from './api';
import type { TestApp } from './test-app';

export type AccountEdit = CallRequest<typeof userUpdate>['body'];

/**
 * The body of admin.userUpdate that saves a person's account as it stands (names, contact, roles,
 * departments), read from the administration's own list: a test spreads its one change over it.
 */
export async function accountEditOf(t: TestApp, adminToken: string, username: string): Promise<AccountEdit> {
  const answer = await callApi(t.app, userQuery, { body: { keyword: username } }, { token: adminToken });
  expect(answer.body.code, `${userQuery.id}: ${answer.body.msg}`).toBe(0);
  const row = (answer.body.data as { rows: AdminUserRow[] }).rows.find((each) => each.username === username);
  if (!row) throw new Error(`no account named ${username}`);
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    jobNumber: row.jobNumber,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    roleIds: row.roles.map((role) => role.id),
    deptIds: row.departments.map((dept) => dept.id),
  };
}
