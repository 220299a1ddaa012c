import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operateAgree } from '../../src/shared/api/workflow-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import type { TestApp } from '../helpers/test-app';
import { type WorkflowDriver, approver, workflowTestApp } from '../helpers/workflow';

/** Concurrent actions: each task moves exactly once and nothing deadlocks (on PostgreSQL, via test:pg). */
let t: TestApp;
let w: WorkflowDriver;

// 1,000 requests against PGlite take about a minute: run on the PostgreSQL server suite (npm run test:pg) only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrency', () => {
  beforeAll(async () => {
    ({ t, w } = await workflowTestApp());
  }, 120_000);
  afterAll(async () => t.close());

  it('1,000 concurrent agrees on 100 tasks move each task exactly once', async () => {
    const processId = await w.publish([approver('one', w.rule('finance')), approver('two', w.rule('ops'))]);
    const ids: number[] = [];
    for (let i = 0; i < 100; i += 1) ids.push(await w.start('sales', processId));
    const tasks = await Promise.all(ids.map((id) => w.task('finance', id)));
    const keys: string[] = [];
    for (let i = 0; i < 1000; i += 1) keys.push(await w.key('finance'));
    const answers = await Promise.all(
      keys.map((key, index) => {
        const task = tasks[index % 100];
        return w.call('finance', operateAgree, { body: { ...task } }, key);
      }),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(100);
    expect(codes.filter((code) => code === APP_CODES.TASK_STALE)).toHaveLength(900);
    const opsTasks = await Promise.all(ids.map(async (id) => (await w.detail('ops', id)).nodes.map((node) => node.people.length)));
    expect(new Set(opsTasks.map((counts) => counts.join(',')))).toEqual(new Set(['1,1']));
  }, 240_000);
});
