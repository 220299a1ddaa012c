/**
 * `npm run bench:workflow [-- --instances N --runs R]`: the approval targets on a PostgreSQL 15
 * server started in a temporary directory. Publishes the seeded processes, bulk-writes N requests
 * (default 100,000) with three tasks each, then times through the real call path (the app's
 * router: session, permission, repeat check, handler, envelope):
 *   - the to-do list (my/toDoPage, first page) of 陈静, who has a few dozen to-dos;
 *   - agree on a fresh request of a two-step process, which closes her task, assigns the next
 *     approver and stores and pushes the notice;
 * each beside a bare `SELECT 1` round trip on the same pool in the same run, and a signed-in call
 * that does no work (what the call path itself costs). Prints a table, then one JSON line.
 * Figures only: nothing here fails on a slow run.
 */
import { eq, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import type { Hono } from 'hono';
import { createApp } from '../src/server/app';
import { startSession } from '../src/server/auth/tokens';
import { startServices } from '../src/server/bootstrap';
import { systemClock } from '../src/server/clock';
import { staff, workflowForms, workflowProcessVersions, workflowProcesses } from '../src/server/db/schema/index';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/log';
import { startInstance } from '../src/server/workflow/engine/instance-start';
import { seedDefinitions } from '../src/server/workflow/workflow-definitions-seed';
import { buildPath, type CallDef } from '../src/shared/api/define-call';
import { idempotenceKey } from '../src/shared/api/staff-calls';
import { myToDoPage, operateAgree } from '../src/shared/api/workflow-calls';
import { flowGraph } from '../src/shared/api/workflow-graph';
import { percentile, startLocalPostgres } from './support/local-postgres';
import { bulkWorkflowHistory } from './support/workflow-bulk';

const { values } = parseArgs({ options: { instances: { type: 'string', default: '100000' }, runs: { type: 'string', default: '200' } } });
const instances = Number(values.instances);
const runs = Number(values.runs);
const WARMUP = 10;

interface Timing {
  p50: number;
  p95: number;
}

function summary(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: Number(percentile(sorted, 50).toFixed(2)), p95: Number(percentile(sorted, 95).toFixed(2)) };
}

async function time(count: number, run: (index: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run(WARMUP + i);
    samples.push(performance.now() - started);
  }
  return summary(samples);
}

/** A call through the app as the browser makes it; fails the bench on any answer but code 0. */
async function call(app: Hono, def: CallDef, token: string, body: unknown, key?: string): Promise<unknown> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  if (key) headers['X-Idempotence-Key'] = key;
  const init = def.method === 'GET' ? { method: 'GET', headers } : { method: def.method, headers, body: JSON.stringify(body) };
  const response = await app.request(buildPath(def.path, {}), init, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
  const answer = (await response.json()) as { code: number; msg: string; data: unknown };
  if (answer.code !== 0) throw new Error(`${def.id}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

async function main(): Promise<void> {
  const server = startLocalPostgres('-c shared_buffers=512MB -c work_mem=64MB');
  const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATABASE_URL: server.url });
  const services = await startServices(env, {
    target: { kind: 'postgres', url: server.url, poolSize: 8 },
    clock: systemClock,
    log: createLogger('silent'),
    seedScale: null,
  });
  const { deps } = services;
  const db = deps.db;
  try {
    await seedDefinitions(db, new Date());
    const started = Date.now();
    const counts = await bulkWorkflowHistory(db, instances);
    process.stdout.write(
      `bulk history: ${counts.instances.toLocaleString('en-US')} requests, ${counts.tasks.toLocaleString('en-US')} tasks in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
    const idOf = async (username: string) =>
      (await db.select({ id: staff.id }).from(staff).where(eq(staff.username, username)))[0]?.id ?? 0;
    const [financeId, salesId, adminId] = [await idOf('finance'), await idOf('sales'), await idOf('admin')];
    const app = createApp(deps);
    const { token } = await startSession(deps, financeId, 'password', {});

    // A two-step process: 陈静's agree hands the request to 周启明 (a new task and its notice).
    const graph = flowGraph.parse({
      nodes: [
        { type: 'approver', id: 'one', name: '财务审批', assignee: { kind: 'staff', staffIds: [financeId] } },
        { type: 'approver', id: 'two', name: '总经理审批', assignee: { kind: 'staff', staffIds: [adminId] } },
      ],
    });
    const fields = [{ key: 'reason', label: '事由', type: 'text' as const, required: true }];
    const [form] = await db
      .insert(workflowForms)
      .values({ code: 'bench-form', name: '压测表单', nameEn: 'Bench form', fields, updatedAt: new Date() })
      .returning({ id: workflowForms.id });
    const [benchProcess] = await db
      .insert(workflowProcesses)
      .values({ code: 'bench-two-step', name: '压测流程', nameEn: 'Bench process', groupName: '压测', formId: form?.id ?? null })
      .returning({ id: workflowProcesses.id });
    const processId = benchProcess?.id ?? 0;
    const [version] = await db
      .insert(workflowProcessVersions)
      .values({ processId, version: 1, graph, formFields: fields, publishedAt: new Date() })
      .returning({ id: workflowProcessVersions.id });
    await db
      .update(workflowProcesses)
      .set({ publishedVersionId: version?.id ?? null })
      .where(eq(workflowProcesses.id, processId));

    const pending = (await call(app, myToDoPage, token, { page: 1, pageSize: 20 })) as { count: number };
    const selectOne = await time(runs, () => db.execute(sql`select 1`));
    // What any signed-in call costs before its handler works (session, permission, envelope).
    const signedIn = await time(runs, () => call(app, idempotenceKey, token, undefined));
    const todo = await time(runs, () => call(app, myToDoPage, token, { page: 1, pageSize: 20 }));

    // Requests for the agree runs, started through the engine (not timed), and a repeat-check key each.
    const tasks: { taskId: number; rev: number }[] = [];
    const keys: string[] = [];
    for (let i = 0; i < WARMUP + runs; i += 1) {
      const { instanceId } = await startInstance(
        { deps, staffId: salesId, lang: 'zh' },
        { processId, formData: { reason: `压测 ${i}` }, chosen: {}, comment: '', attachments: [] },
      );
      const [task] = (
        (await db.execute(
          sql`select id as "taskId", rev from workflow_tasks where instance_id = ${instanceId} and status = 'pending'`,
        )) as unknown as { rows: { taskId: number; rev: number }[] }
      ).rows;
      if (!task) throw new Error(`request ${instanceId} has no pending task`);
      tasks.push(task);
      keys.push(((await call(app, idempotenceKey, token, undefined)) as { key: string }).key);
    }
    const agree = await time(runs, (index) => call(app, operateAgree, token, { ...tasks[index] }, keys[index]));
    const selectOneAfter = await time(runs, () => db.execute(sql`select 1`));

    const rows = [
      { name: 'SELECT 1 (bare round trip)', ...selectOne },
      { name: 'signed-in call, no work (idempotence key)', ...signedIn },
      { name: `to-do list, first page (${pending.count} to-dos)`, ...todo },
      { name: 'agree → next assignment + notice', ...agree },
      { name: 'SELECT 1 (after the agrees)', ...selectOneAfter },
    ];
    process.stdout.write(`\n${'call'.padEnd(44)}p50 ms   p95 ms   target p95\n`);
    const targets: Record<string, string> = { 2: '≤ 30 ms', 3: '≤ 50 ms' };
    rows.forEach((row, index) => {
      process.stdout.write(
        `${row.name.padEnd(44)}${String(row.p50).padStart(6)}   ${String(row.p95).padStart(6)}   ${targets[index] ?? ''}\n`,
      );
    });
    process.stdout.write(
      `${JSON.stringify({ bench: 'workflow', instances: counts.instances, tasks: counts.tasks, runs, todoCount: pending.count, selectOne, signedIn, todo, agree })}\n`,
    );
  } finally {
    await services.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
