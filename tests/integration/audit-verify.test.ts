import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../src/server/db/database';
import { quickAccessSave } from '../../src/shared/api/shell-calls';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, freshTarget } from '../helpers/test-app';

const run = promisify(execFile);
let dataDir: string;
/** On the PostgreSQL suite (TEST_DATABASE_URL) the command walks a server database; otherwise the embedded one under DATA_DIR. */
let serverDatabase: { target: DatabaseTarget; drop: () => Promise<void> } | null = null;
const target = (): DatabaseTarget => serverDatabase?.target ?? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };

/** The real command, as an operator runs it, against the embedded database under DATA_DIR. */
async function verify(): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run('node', ['--import', 'tsx', 'src/server/audit/verify-cli.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: serverDatabase?.target.kind === 'postgres' ? serverDatabase.target.url : '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
      },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr };
  }
}

/** What a superuser could do: switch the append-only trigger off, change the rows, switch it on. */
async function tamper(statement: string): Promise<void> {
  const database = await openDatabase(target());
  try {
    await database.db.execute(sql.raw('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only'));
    await database.db.execute(sql.raw(statement));
    await database.db.execute(sql.raw('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only'));
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'audit-verify-'));
  if (process.env.TEST_DATABASE_URL) serverDatabase = await freshTarget();
  const t = await createTestApp({}, { target: target() });
  try {
    const { token } = await signIn(t, 'ops');
    for (let round = 0; round < 3; round++) await callApi(t.app, quickAccessSave, { body: { resourceIds: [] } }, { token });
    await callApi(t.app, quickAccessSave, { body: { resourceIds: [] } }); // refused: no session
  } finally {
    await t.close();
  }
}, 120_000);
afterAll(async () => {
  await serverDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run audit:verify', () => {
  it('passes an intact chain', async () => {
    const answer = await verify();
    expect(answer.code, answer.out).toBe(0);
    expect(answer.out).toMatch(/intact: \d+ rows/);
  }, 60_000);

  it('fails and names the row whose content was edited', async () => {
    await tamper(`UPDATE audit_log SET result_code = 0 WHERE call_id = 'shell.quickAccessSave' AND staff_id IS NULL`);
    const database = await openDatabase(target());
    const edited = await database.db.execute(
      sql.raw(`SELECT seq FROM audit_log WHERE call_id = 'shell.quickAccessSave' AND staff_id IS NULL`),
    );
    await database.close();
    const rows = (edited as { rows: { seq: number | string }[] }).rows;
    const seq = Number(rows[0]?.seq);
    const answer = await verify();
    expect(answer.code).toBe(1);
    expect(answer.out).toContain(`row seq ${seq}: its content does not match its hash (edited)`);
  }, 60_000);

  it('names a deleted row by the gap it leaves', async () => {
    await tamper(`UPDATE audit_log SET result_code = 10010002 WHERE call_id = 'shell.quickAccessSave' AND staff_id IS NULL`);
    expect((await verify()).code).toBe(0);
    await tamper('DELETE FROM audit_log WHERE seq = 2');
    const answer = await verify();
    expect(answer.code).toBe(1);
    expect(answer.out).toContain('row seq 3: the row before it is missing (deleted)');
  }, 60_000);
});
