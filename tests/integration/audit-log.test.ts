import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditExport, auditPage } from '../../src/shared/api/audit-calls';
import { login, logout } from '../../src/shared/api/auth-calls';
import { PUBLIC } from '../../src/shared/api/define-call';
import { quickAccessList, quickAccessSave } from '../../src/shared/api/shell-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { MENU_RESOURCES } from '../../src/shared/routes/menu-resources';
import { appendAuditAlone } from '../../src/server/audit/audit-append';
import { auditModeOf } from '../../src/server/audit/audit-scope';
import { verifyAuditChain } from '../../src/server/audit/verify-chain';
import { auditLog } from '../../src/server/db/schema/index';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-org';
import { ALL_HANDLERS } from '../../src/server/handlers';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
const token = (username: string) => tokens.get(username) ?? '';

beforeAll(async () => {
  t = await createTestApp();
  for (const person of DEMO_STAFF) tokens.set(person.username, (await signIn(t, person.username)).token);
});
afterAll(async () => t.close());

const db = () => t.services.deps.db;
async function lastSeq(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`coalesce(max(${auditLog.seq}), 0)::int` })
    .from(auditLog);
  return row?.n ?? 0;
}
async function rowsAfter(seq: number) {
  return db()
    .select()
    .from(auditLog)
    .where(sql`${auditLog.seq} > ${seq}`)
    .orderBy(asc(auditLog.seq));
}

/** The calls the permission walk reaches (a declared call with its handler), with a path id filled in. */
const walked = ALL_HANDLERS.map((entry) => entry.call).filter((call) => call.permission !== PUBLIC);
const withPathIds = (call: (typeof walked)[number]) => ({
  params: Object.fromEntries([...call.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 1])),
});

describe('the audit log records every mutating call', () => {
  it('leaves exactly one row per mutating call of the permission walk, with its caller, call and result code', async () => {
    const admin = DEMO_STAFF.find((person) => person.username === 'admin');
    const mutating = walked.filter((call) => auditModeOf(call) !== 'refusals');
    expect(mutating.length).toBeGreaterThan(50);
    for (const call of walked) {
      const before = await lastSeq();
      const answer = await callApi(t.app, call, withPathIds(call), { token: token('admin') });
      const rows = await rowsAfter(before);
      if (auditModeOf(call) === 'refusals') {
        expect(rows, call.id).toHaveLength(0);
        continue;
      }
      expect(rows, call.id).toHaveLength(1);
      expect(rows[0], call.id).toMatchObject({ callId: call.id, resultCode: Number.isNaN(answer.body.code) ? 0 : answer.body.code });
      expect(rows[0]?.staffName, call.id).toBe(admin?.name);
      expect(rows[0]?.requestId, call.id).toMatch(/^\w{4,}$/);
    }
  });

  it('records refusals: a mutating call without the permission, a read without it, and a call without a session', async () => {
    const before = await lastSeq();
    const refused = await callApi(t.app, auditExport, { body: {} }, { token: token('newhire') });
    expect(refused.body.code).toBe(APP_CODES.FORBIDDEN);
    const readRefused = await callApi(t.app, auditPage, { body: {} }, { token: token('sales') });
    expect(readRefused.body.code).toBe(APP_CODES.FORBIDDEN);
    const noSession = await callApi(t.app, quickAccessSave, { body: { resourceIds: [] } });
    expect(noSession.body.code).toBe(SPEC_CODES.TOKEN_INVALID);
    const rows = await rowsAfter(before);
    expect(rows.map((row) => [row.callId, row.resultCode, row.staffName])).toEqual([
      ['audit.export', APP_CODES.FORBIDDEN, '赵敏'],
      ['audit.page', APP_CODES.FORBIDDEN, '李娜'],
      ['shell.quickAccessSave', SPEC_CODES.TOKEN_INVALID, ''],
    ]);
  });

  it('writes the row in the same transaction as the change: when the row cannot be written, the change is undone', async () => {
    const page = MENU_RESOURCES.find((node) => node.kind === 'menu' && node.router?.startsWith('/'));
    expect(page).toBeDefined();
    const ids = [page?.id ?? 0];
    await db().execute(
      sql.raw(`ALTER TABLE audit_log ADD CONSTRAINT audit_test_refuse CHECK (call_id <> 'shell.quickAccessSave') NOT VALID`),
    );
    try {
      const answer = await callApi(t.app, quickAccessSave, { body: { resourceIds: ids } }, { token: token('ops') });
      expect(answer.status).toBe(500);
    } finally {
      await db().execute(sql.raw('ALTER TABLE audit_log DROP CONSTRAINT audit_test_refuse'));
    }
    const list = await callApi(t.app, quickAccessList, {}, { token: token('ops') });
    expect(list.body.data).toEqual([]);
    // With the row writable again, the same change commits together with its row.
    const before = await lastSeq();
    const saved = await callApi(t.app, quickAccessSave, { body: { resourceIds: ids } }, { token: token('ops') });
    expect(saved.body.code).toBe(0);
    expect((await rowsAfter(before)).map((row) => [row.callId, row.resultCode, row.target])).toEqual([
      ['shell.quickAccessSave', 0, String(ids[0])],
    ]);
  });

  it('records sign-in, a failed sign-in, sign-out and the lockout with the account named', async () => {
    const before = await lastSeq();
    const session = await signIn(t, 'sales2');
    await callApi(t.app, logout, {}, { token: session.token });
    const rows = await rowsAfter(before);
    const calls = rows.map((row) => [row.callId, row.resultCode, row.staffName]);
    expect(calls).toContainEqual(['auth.login', 0, '张伟']);
    expect(calls).toContainEqual(['auth.logout', 0, '张伟']);

    const beforeFailures = await lastSeq();
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await callApi(t.app, login, { body: { username: 'finance', password: 'wrong-password', code: '000000' } });
      expect(failed.body.code).toBe(APP_CODES.BAD_CREDENTIALS);
    }
    const failures = (await rowsAfter(beforeFailures)).map((row) => [row.callId, row.resultCode, row.staffName]);
    expect(failures).toEqual([
      ...Array.from({ length: 4 }, () => ['auth.login', APP_CODES.BAD_CREDENTIALS, '陈静']),
      ['auth.lockout', 0, '陈静'],
      ['auth.login', APP_CODES.BAD_CREDENTIALS, '陈静'],
    ]);
  });

  it('refuses to change or remove a row, and keeps one unbroken chain under concurrent writers', async () => {
    await expect(db().execute(sql`UPDATE audit_log SET result_code = 0 WHERE seq = 1`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM audit_log WHERE seq = 1`)).rejects.toThrow();
    await expect(db().execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        appendAuditAlone(db(), {
          at: t.clock.now(),
          staffId: null,
          callId: 'test.concurrent',
          target: String(index),
          requestId: `r${index}`,
          clientIp: '',
          resultCode: 0,
        }),
      ),
    );
    const report = await verifyAuditChain(db());
    expect(report.fault).toBeNull();
    expect(report.rows).toBe(await lastSeq());
  });
});

describe('the system log calls', () => {
  it('lists newest first and filters by person, call, target, result and day', async () => {
    const all = await callApi(t.app, auditPage, { body: { pageSize: 5 } }, { token: token('admin') });
    expect(all.body.code).toBe(0);
    const data = all.body.data as { rows: { seq: number }[]; count: number };
    expect(data.rows).toHaveLength(5);
    expect(data.count).toBe(await lastSeq());
    expect(data.rows[0]!.seq).toBeGreaterThan(data.rows[1]!.seq);

    const filtered = async (body: Record<string, unknown>) =>
      (await callApi(t.app, auditPage, { body }, { token: token('admin') })).body.data as {
        rows: { callId: string; staffName: string; target: string; resultCode: number }[];
        count: number;
      };
    const byPerson = await filtered({ person: '刘洋', callId: 'shell.quickAccessSave', result: 'ok' });
    expect(byPerson.count).toBe(1);
    expect(byPerson.rows[0]).toMatchObject({ staffName: '刘洋', callId: 'shell.quickAccessSave', resultCode: 0 });
    const prefix = await filtered({ callId: 'shell.', result: 'refused' });
    expect(prefix.rows.every((row) => row.callId.startsWith('shell.') && row.resultCode !== 0)).toBe(true);
    expect((await filtered({ target: byPerson.rows[0]!.target, person: '刘洋' })).count).toBe(1);
    expect((await filtered({ from: '2026-11-02', to: '2026-11-02' })).count).toBe(await lastSeq());
    expect((await filtered({ from: '2026-11-03' })).count).toBe(0);
    expect((await filtered({ person: '100%_' })).count).toBe(0);
  });

  it('answers bad filters with the validation envelope and holders only', async () => {
    for (const body of [{ pageSize: 1000 }, { result: 'maybe' }, { from: '2026-02-30' }, { staffId: 2 ** 40 }, { callId: 'a\u0000b' }]) {
      const answer = await callApi(t.app, auditPage, { body }, { token: token('admin') });
      expect(answer.body.code, JSON.stringify(body)).toBe(APP_CODES.VALIDATION);
    }
    for (const username of ['sales', 'finance', 'ops', 'newhire']) {
      for (const call of [auditPage, auditExport]) {
        const answer = await callApi(t.app, call, { body: {} }, { token: token(username) });
        expect(answer.status, `${username} ${call.id}`).toBe(403);
      }
    }
  });

  it('exports the filtered log as an xlsx', async () => {
    const answer = await t.app.request(auditExport.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token('admin')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ callId: 'auth.' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
