import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayScheduling, type TodaySchedule } from '../../src/shared/api/hrm-calls';
import { homeMessageList } from '../../src/shared/api/message-calls';
import {
  baseDataGet,
  baseDataSave,
  loginPrompt,
  promotionLinks,
  quickAccessList,
  quickAccessSave,
  shellConfig,
  simbankCheck,
  type QuickAccessEntry,
} from '../../src/shared/api/shell-calls';
import { feedbackCommit } from '../../src/shared/api/feedback-calls';
import { versionPopupCheck, versionPopupRead } from '../../src/shared/api/version-check-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { mySummary, type ProcessSummary } from '../../src/shared/api/workflow-calls';
import { sql } from 'drizzle-orm';
import { workflowInstances, workflowTasks } from '../../src/server/db/schema/index';
import { schedulingSeed } from '../../src/server/hrm/scheduling-seed';
import { shellSeed } from '../../src/server/shell/shell-seed';
import { workflowSeed } from '../../src/server/workflow/workflow-seed';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
const as = (username: string) => ({ token: tokens.get(username) ?? '' });

beforeAll(async () => {
  t = await createTestApp({ SECTION_APPS: '{"crm":"https://crm.switchboard.example"}' }, { seedScale: 0.02 });
  for (const username of ['admin', 'sales', 'finance', 'ops', 'newhire']) tokens.set(username, (await signIn(t, username)).token);
});
afterAll(async () => t.close());

describe('shell start-up calls (shell.md §1)', () => {
  it('counts each user’s processes from the workflow tables', async () => {
    const db = t.services.deps.db;
    const instances = await db.select().from(workflowInstances);
    const tasks = await db.select().from(workflowTasks);
    for (const username of ['admin', 'sales', 'finance']) {
      const summary = (await callApi(t.app, mySummary, {}, as(username))).body.data as ProcessSummary;
      const me = (await db.query.staff.findFirst({ where: (s, { eq }) => eq(s.username, username) }))?.id;
      // A request returned to its applicant waits for them: their resubmit task is a to-do too.
      const running = new Set(instances.filter((i) => i.status === 'running' || i.status === 'returned').map((i) => i.id));
      expect(summary.applyNum, username).toBe(instances.filter((i) => i.applicantStaffId === me && i.status === 'running').length);
      expect(summary.todoNum, username).toBe(
        tasks.filter((k) => k.assigneeStaffId === me && k.status === 'pending' && running.has(k.instanceId)).length,
      );
      expect(summary.handleNum, username).toBe(tasks.filter((k) => k.assigneeStaffId === me && k.status === 'done').length);
    }
    const total = await Promise.all(
      ['admin', 'sales', 'sales2', 'finance', 'ops', 'newhire'].map(async (u) => {
        const token = tokens.get(u) ?? (await signIn(t, u)).token;
        return ((await callApi(t.app, mySummary, {}, { token })).body.data as ProcessSummary).todoNum;
      }),
    );
    expect(total.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('gives today’s rota of the caller’s shift groups, with the caller marked', async () => {
    const rota = (await callApi(t.app, todayScheduling, {}, as('ops'))).body.data as TodaySchedule;
    expect(rota.date).toBe('2026-11-02');
    expect(rota.groups.map((g) => g.name)).toEqual(['运营值班组']);
    const me = rota.groups[0]?.shifts.find((s) => s.isMe);
    expect(me).toMatchObject({ name: '刘洋', jobNumber: 'SB3001' });
    expect(['early', 'day', 'late', 'rest']).toContain(me?.shift);
    const none = (await callApi(t.app, todayScheduling, {}, as('newhire'))).body.data as TodaySchedule;
    expect(none.groups.map((g) => g.nameEn)).toEqual(['HR duty']);
  });

  it('lists the promotion links of the caller’s job number', async () => {
    const sales = (await callApi(t.app, promotionLinks, {}, as('sales'))).body.data as { jobNumber: string; links: { url: string }[] };
    expect(sales.jobNumber).toBe('SB1001');
    expect(sales.links.length).toBe(2);
    for (const link of sales.links) expect(link.url).toContain('/r/sb1001');
    const finance = (await callApi(t.app, promotionLinks, {}, as('finance'))).body.data as { links: unknown[] };
    expect(finance.links).toEqual([]);
  });

  it('keeps quick access to pages the caller holds, in the saved order', async () => {
    const initial = (await callApi(t.app, quickAccessList, {}, as('admin'))).body.data as QuickAccessEntry[];
    expect(initial.length).toBe(9);
    expect(initial[0]?.router).toBe('/businessInquiry/sendRcdQuery');
    const finance = (await callApi(t.app, quickAccessList, {}, as('finance'))).body.data as QuickAccessEntry[];
    expect(finance.every((entry) => /^\/(financial|reportAnalysis|general|home|message\/email)/.test(entry.router))).toBe(true);

    const reversed = initial.map((entry) => entry.resourceId).reverse();
    const crmPage = initial.find((entry) => entry.router.startsWith('/crm/'));
    const saved = await callApi(t.app, quickAccessSave, { body: { resourceIds: reversed } }, as('admin'));
    expect((saved.body.data as QuickAccessEntry[]).map((e) => e.resourceId)).toEqual(reversed);
    // A page finance does not hold is dropped, not stored.
    const financeSave = await callApi(
      t.app,
      quickAccessSave,
      { body: { resourceIds: [crmPage?.resourceId ?? 0, finance[0]?.resourceId ?? 0] } },
      as('finance'),
    );
    expect((financeSave.body.data as QuickAccessEntry[]).map((e) => e.resourceId)).toEqual([finance[0]?.resourceId]);
  });

  it('stores shell settings per user (tour flags)', async () => {
    expect((await callApi(t.app, baseDataGet, { query: { type: 'oc_guide' } }, as('ops'))).body.data).toEqual([]);
    const saved = await callApi(t.app, baseDataSave, { body: { type: 'oc_guide', content: true } }, as('ops'));
    expect(saved.body).toMatchObject({ code: 0, data: { type: 'oc_guide', content: true } });
    expect((await callApi(t.app, baseDataGet, { query: { type: 'oc_guide' } }, as('ops'))).body.data).toEqual([
      { type: 'oc_guide', remark: '', content: true },
    ]);
    expect((await callApi(t.app, baseDataGet, { query: { type: 'oc_guide' } }, as('admin'))).body.data).toEqual([]);
    const bad = await callApi(t.app, baseDataSave, { body: { type: 'no spaces allowed', content: 1 } }, as('ops'));
    expect(bad.body.code).toBe(10000400);
  });

  it('tells SIM-bank users apart', async () => {
    expect((await callApi(t.app, simbankCheck, {}, as('ops'))).body.data).toEqual({ isSimbank: true });
    expect((await callApi(t.app, simbankCheck, {}, as('sales'))).body.data).toEqual({ isSimbank: false });
  });

  it('forces the version popup once, until the user confirms it', async () => {
    const first = (await callApi(t.app, versionPopupCheck, {}, as('sales'))).body.data as {
      popupState: number;
      versionDetail: { versionId: number; version: string };
    };
    expect(first).toMatchObject({ popupState: 1, versionDetail: { version: '0.2.0' } });
    await callApi(t.app, versionPopupRead, { body: { versionId: first.versionDetail.versionId } }, as('sales'));
    expect((await callApi(t.app, versionPopupCheck, {}, as('sales'))).body.data).toMatchObject({ popupState: 0 });
    expect((await callApi(t.app, versionPopupCheck, {}, as('admin'))).body.data).toMatchObject({ popupState: 1 });
    const missing = await callApi(t.app, versionPopupRead, { body: { versionId: 999_999 } }, as('sales'));
    expect(missing.body.code).toBe(10000404);
  });

  it('answers the sign-in prompt in the asked language and takes feedback once per submission id', async () => {
    const zh = await callApi(t.app, loginPrompt, {}, as('sales'));
    expect(zh.body.data).toMatchObject({ showFeedback: true });
    const en = await callApi(t.app, loginPrompt, {}, { ...as('sales'), headers: { 'Accept-Language': 'en' } });
    expect((en.body.data as { content: string }).content).toMatch(/new workspace/);
    const key = ((await callApi(t.app, idempotenceKey, {}, as('sales'))).body.data as { key: string }).key;
    const headers = { 'X-Idempotence-Key': key };
    const sent = await callApi(t.app, feedbackCommit, { body: { score: 5, content: '标签页很好用' } }, { ...as('sales'), headers });
    expect(sent.body.code).toBe(0);
    const again = await callApi(t.app, feedbackCommit, { body: { score: 5, content: '标签页很好用' } }, { ...as('sales'), headers });
    expect(again.body.code).toBe(10000410);
    // Whoever manages feedback (admin holds the feedback list page) hears of it in the message centre.
    const admin = (await callApi(t.app, homeMessageList, { body: { msgType: 1 } }, as('admin'))).body.data as {
      rows: { title: string; content: string }[];
    };
    expect(admin.rows[0]).toMatchObject({ title: '新的评分与反馈', content: '李娜 (SB1001) 评分 5 分：标签页很好用' });
    const finance = (await callApi(t.app, homeMessageList, { body: { msgType: 1 } }, as('finance'))).body.data as {
      rows: { title: string }[];
    };
    expect(finance.rows.some((row) => row.title === '新的评分与反馈')).toBe(false);
  });

  it('serves the configured section applications', async () => {
    expect((await callApi(t.app, shellConfig, {}, as('sales'))).body.data).toEqual({
      sectionApps: { crm: 'https://crm.switchboard.example' },
    });
  });

  it('seeds the shell’s demo content once: a second run adds nothing', async () => {
    const db = t.services.deps.db;
    const count = async () => {
      const [row] = await db
        .execute<{ messages: number; shifts: number; instances: number; links: number }>(
          sql`
        select (select count(*) from mc_messages)::int as messages, (select count(*) from schedule_shifts)::int as shifts,
               (select count(*) from workflow_instances)::int as instances, (select count(*) from promotion_links)::int as links`,
        )
        .then((result) => (result as unknown as { rows: { messages: number; shifts: number; instances: number; links: number }[] }).rows);
      return row;
    };
    const before = await count();
    const ctx = { scale: 0.02, clock: t.clock, log: t.services.deps.log, interactive: false };
    for (const feature of [shellSeed, workflowSeed, schedulingSeed]) await feature.seed(db, ctx);
    expect(await count()).toEqual(before);
  });

  it('answers /kunlun paths as API paths, never with the front end', async () => {
    const response = await t.app.request('/kunlun/crm/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 10000404 });
  });
});
