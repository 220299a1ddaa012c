import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeMessageList } from '../../src/shared/api/message-calls';
import { feedbackCommit, pageEvaluationCheck, type PageEvaluation } from '../../src/shared/api/feedback-calls';
import { getUserInfo, idempotenceKey, type UserInfo } from '../../src/shared/api/staff-calls';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
const menus = new Map<string, UserInfo>();
const as = (username: string, lang: 'zh-CN' | 'en' = 'zh-CN') => ({
  token: tokens.get(username) ?? '',
  headers: { 'Accept-Language': lang },
});

/** A page of the user's own menu, by path. */
function pageOf(username: string, router: string): number {
  const found = menus.get(username)?.resource.find((entry) => entry.router === router);
  if (!found) throw new Error(`${username} does not hold ${router}`);
  return found.id;
}

/** feedbackCommit is repeat-checked: each submission carries a fresh idempotence key. */
async function rate(username: string, body: Record<string, unknown>) {
  const key = ((await callApi(t.app, idempotenceKey, {}, as(username))).body.data as { key: string }).key;
  const extras = as(username);
  return callApi(t.app, feedbackCommit, { body }, { ...extras, headers: { ...extras.headers, 'X-Idempotence-Key': key } });
}

const check = (username: string, resourceId: unknown, lang: 'zh-CN' | 'en' = 'zh-CN') =>
  callApi(t.app, pageEvaluationCheck, { query: { resourceId } }, as(username, lang));

const CUSTOMERS = '/crm/client-partner/my-client';

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'sales', 'sales2', 'ops']) {
    tokens.set(username, (await signIn(t, username)).token);
    menus.set(username, (await callApi(t.app, getUserInfo, {}, as(username))).body.data as UserInfo);
  }
});
afterAll(async () => t.close());

describe('page evaluation check by resourceId (shell.md §7)', () => {
  it('is not evaluated until the page is rated, then answers the latest score and time', async () => {
    const page = pageOf('sales', CUSTOMERS);
    expect((await check('sales', page)).body).toMatchObject({ code: 0, data: { evaluated: false, score: null, evaluatedAt: null } });

    // A rating of Switchboard as a whole is not a rating of the page.
    expect((await rate('sales', { score: 2, content: '整体还行', pagePath: CUSTOMERS })).body.code).toBe(0);
    expect(((await check('sales', page)).body.data as PageEvaluation).evaluated).toBe(false);

    const sent = await rate('sales', { score: 4, content: '筛选很方便', pagePath: CUSTOMERS, resourceId: page });
    expect(sent.body.code).toBe(0);
    expect((await check('sales', page)).body.data).toEqual({ evaluated: true, score: 4, evaluatedAt: t.clock.now().toISOString() });

    // Rating again later replaces the answer with the newer rating.
    t.clock.advance(60_000);
    await rate('sales', { score: 5, content: '', resourceId: page });
    expect((await check('sales', page)).body.data).toEqual({ evaluated: true, score: 5, evaluatedAt: t.clock.now().toISOString() });
  });

  it('keeps each person’s ratings to themselves', async () => {
    const page = pageOf('sales2', CUSTOMERS);
    expect(page).toBe(pageOf('sales', CUSTOMERS));
    expect((await check('sales2', page)).body.data).toEqual({ evaluated: false, score: null, evaluatedAt: null });
    await rate('sales2', { score: 3, resourceId: page });
    expect((await check('sales2', page)).body.data).toMatchObject({ evaluated: true, score: 3 });
    // sales's own latest rating (5) is untouched by sales2's.
    expect((await check('sales', page)).body.data).toMatchObject({ evaluated: true, score: 5 });
  });

  it('tells the staff who manage feedback which page was rated, in their language', async () => {
    const page = pageOf('sales', '/crm/blacklist');
    await rate('sales', { score: 1, content: '加载慢', resourceId: page });
    const zh = (await callApi(t.app, homeMessageList, { body: { msgType: 1 } }, as('admin'))).body.data as {
      rows: { title: string; content: string }[];
    };
    expect(zh.rows[0]).toMatchObject({ title: '新的页面评价', content: '李娜 (SB1001) 评价页面「客户黑名单」1 分：加载慢' });
    const en = (await callApi(t.app, homeMessageList, { body: { msgType: 1 } }, as('admin', 'en'))).body.data as {
      rows: { title: string; content: string }[];
    };
    expect(en.rows[0]).toMatchObject({ title: 'New page rating', content: '李娜 (SB1001) rated the page “Customer blacklist” 1: 加载慢' });
  });

  it('answers the validation envelope, naming resourceId, for a bad query', async () => {
    for (const bad of ['abc', '1.5', '0', '-3', '', '99999999999']) {
      const answer = await check('sales', bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body, bad).toMatchObject({ code: 10000400, data: { field: 'resourceId' } });
      expect(answer.body.msg, bad).toContain('resourceId');
    }
    const missing = await callApi(t.app, pageEvaluationCheck, {}, as('sales', 'en'));
    expect(missing.body).toMatchObject({ code: 10000400, data: { field: 'resourceId' } });
    expect(missing.body.msg).toMatch(/^Invalid resourceId/);
  });

  it('answers not found for ids that are not a page the caller holds, never a 500', async () => {
    const directory = menus.get('sales')?.userAuth[1]?.id ?? 0; // a section: a menu directory, not a page
    const notHeld = pageOf('sales', CUSTOMERS); // ops has no CRM pages
    expect(menus.get('sales')?.userAuth[1]?.router).toBeNull();
    const cases: [string, number][] = [
      ['sales', 123],
      ['sales', 2_147_483_647],
      ['sales', directory],
      ['ops', notHeld],
    ];
    for (const [username, resourceId] of cases) {
      const answer = await check(username, resourceId);
      expect(answer.status, `${username} ${resourceId}`).toBe(404);
      expect(answer.body, `${username} ${resourceId}`).toMatchObject({ code: 10000404, msg: '请求的内容不存在' });
    }
    // A rating against such an id is refused and stores nothing.
    const refused = await rate('ops', { score: 5, resourceId: notHeld });
    expect(refused.body).toMatchObject({ code: 10000404 });
    const overflow = await rate('sales', { score: 5, resourceId: 3_000_000_000 });
    expect(overflow.body).toMatchObject({ code: 10000400, data: { field: 'resourceId' } });
  });
});
