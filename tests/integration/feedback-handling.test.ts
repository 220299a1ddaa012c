import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as calls from '../../src/shared/api/feedback-calls';
import type { DictEntry, FeedbackDetailView, FeedbackRow } from '../../src/shared/api/feedback-calls';
import { homeMessageList, MSG_TYPES, PUSH_EVENTS, type MessageRow } from '../../src/shared/api/message-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { MY_FEEDBACK_DIALOG_LINK, MY_FEEDBACK_PATH } from '../../src/shared/feedback/feedback-links';
import { feedbackTestApp, type FeedbackDriver } from '../helpers/feedback';

/** Submitting, my feedback, handling (list, counts, score, assign, status, reply, export) and the reply notice. */
let f: FeedbackDriver;
let category: DictEntry;
beforeAll(async () => {
  f = await feedbackTestApp(['admin', 'sales', 'sales2', 'finance']);
  category = await f.ok<DictEntry>('admin', calls.dictSave, {
    body: { dictType: 'category', code: 'bug', name: '问题缺陷', nameEn: 'Bug' },
  });
}, 120_000);
afterAll(async () => f.t.close());

type Page<T> = { rows: T[]; count: number };
const submit = (username: string, body: Record<string, unknown>) => f.ok<{ id: number }>(username, calls.feedbackCommit, { body });

describe('submitting and my feedback', () => {
  it('stores words as open and a bare rating as closed; each person sees only their own', async () => {
    const words = await submit('sales', { score: 2, content: '导出慢', categoryId: category.id, pagePath: '/crm/open-sea' });
    const bare = await submit('sales', { score: 5 });
    await submit('sales2', { score: 3, content: '张伟的反馈' });
    const mine = await f.ok<Page<FeedbackDetailView>>('sales', calls.myPage, { body: {} });
    expect(mine.count).toBe(2);
    expect(mine.rows.map((row) => [row.id, row.status, row.categoryName])).toEqual([
      [bare.id, 'closed', null],
      [words.id, 'open', '问题缺陷'],
    ]);
    const open = await f.ok<Page<FeedbackDetailView>>('sales', calls.myPage, { body: { status: 'open' } });
    expect(open.rows.map((row) => row.id)).toEqual([words.id]);
  });

  it('refuses bad input: score out of range, unknown category, too long, control characters', async () => {
    for (const body of [
      { score: 0 },
      { score: 6 },
      { score: 2.5 },
      { score: 3, categoryId: 0 },
      { score: 3, content: 'x'.repeat(1001) },
      { score: 3, content: 'a\u0000b' },
    ]) {
      const answer = await f.call('sales', calls.feedbackCommit, { body });
      expect(answer.body.code, JSON.stringify(body).slice(0, 40)).toBe(APP_CODES.VALIDATION);
    }
    expect((await f.call('sales', calls.feedbackCommit, { body: { score: 3, categoryId: 77_777 } })).body).toMatchObject({
      code: APP_CODES.VALIDATION,
      msg: '该反馈分类不存在或已停用',
    });
    expect((await f.call('sales', calls.feedbackCommit, { body: { score: 3, questionId: 77_777 } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await f.call('sales', calls.myPage, { body: { pageSize: 1000 } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await f.call('sales', calls.myPage, { body: { status: 'lost' } })).body.code).toBe(APP_CODES.VALIDATION);
  });

  it('shows a piece of feedback to its author and the handlers only', async () => {
    const { id } = await submit('finance', { score: 4, content: '对账单很清楚' });
    expect((await f.ok<FeedbackDetailView>('finance', calls.feedbackDetail, { params: { id } })).content).toBe('对账单很清楚');
    expect((await f.ok<FeedbackDetailView>('admin', calls.feedbackDetail, { params: { id } })).authorName).toBe('陈静');
    expect((await f.call('sales', calls.feedbackDetail, { params: { id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await f.call('sales', calls.feedbackDetail, { params: { id: 'x' } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await f.call('sales', calls.feedbackDetail, { params: { id: 99_999_999_999 } })).body.code).toBe(APP_CODES.VALIDATION);
  });
});

describe('handling', () => {
  it('lists, filters, counts and scores for handlers; sales is refused every handling call', async () => {
    const all = await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: {} });
    expect(all.count).toBe(4);
    const bugs = await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { categoryId: category.id } });
    expect(bugs.rows.map((row) => row.content)).toEqual(['导出慢']);
    expect(
      (await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { keyword: '张伟' } })).rows.map((row) => row.authorName),
    ).toEqual(['张伟']);
    expect((await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { keyword: 'SB2001' } })).count).toBe(1);
    expect((await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { score: 5 } })).count).toBe(1);
    expect((await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { assignee: 'none' } })).count).toBe(4);
    expect((await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { from: '2026-11-03' } })).count).toBe(0);
    expect((await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { from: '2026-11-02', to: '2026-11-02' } })).count).toBe(4);
    expect(await f.ok('admin', calls.feedbackCount)).toEqual({ all: 4, open: 3, processing: 0, replied: 0, closed: 1 });
    expect(await f.ok('admin', calls.unreplyCount)).toEqual({ count: 3 });
    // 2 + 5 + 3 + 4 = 14 over 4 ratings: 3.5.
    expect(await f.ok('admin', calls.feedbackScore)).toEqual({
      count: 4,
      average: '3.5',
      distribution: [1, 2, 3, 4, 5].map((score) => ({ score, count: [2, 3, 4, 5].includes(score) ? 1 : 0 })),
    });

    for (const [def, request] of [
      [calls.managePage, { body: {} }],
      [calls.feedbackCount, {}],
      [calls.feedbackScore, {}],
      [calls.unreplyCount, {}],
      [calls.handlerOptions, {}],
      [calls.replyFeedback, { body: { id: 1, content: '好的' } }],
      [calls.handleFeedback, { body: { ids: [1], status: 'closed' } }],
      [calls.exportFeedback, { body: {} }],
    ] as const) {
      const answer = await f.call('sales', def, request);
      expect(answer.status, def.id).toBe(403);
      expect(answer.body.code, def.id).toBe(APP_CODES.FORBIDDEN);
    }
  });

  it('refuses bad filters and bad handling input', async () => {
    for (const body of [{ status: 'done' }, { score: 9 }, { from: '2026-02-30' }, { assignee: 'them' }, { keyword: 'x'.repeat(61) }]) {
      expect((await f.call('admin', calls.managePage, { body })).body.code, JSON.stringify(body)).toBe(APP_CODES.VALIDATION);
    }
    expect((await f.call('admin', calls.feedbackScore, { query: { days: 0 } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await f.call('admin', calls.handleFeedback, { body: { ids: [], status: 'closed' } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await f.call('admin', calls.handleFeedback, { body: { ids: [1] } })).body).toMatchObject({
      code: APP_CODES.VALIDATION,
      msg: '请选择处理人或状态',
    });
    expect((await f.call('admin', calls.handleFeedback, { body: { ids: [1], status: 'replied' } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await f.call('admin', calls.handleFeedback, { body: { ids: [555_555], status: 'closed' } })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    expect((await f.call('admin', calls.replyFeedback, { body: { id: 555_555, content: 'x' } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await f.call('admin', calls.replyFeedback, { body: { id: 1, content: '   ' } })).body.code).toBe(APP_CODES.VALIDATION);
  });

  it('assigns only to handlers; assigning open feedback starts its handling', async () => {
    const handlers = await f.ok<{ staffId: number; name: string }[]>('admin', calls.handlerOptions);
    expect(handlers.map((h) => h.name)).toEqual(['周启明']);
    const [target] = (await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { keyword: '导出慢' } })).rows;
    const sales2 = f.menu('sales2').staffId;
    expect((await f.call('admin', calls.handleFeedback, { body: { ids: [target!.id], assigneeId: sales2 } })).body).toMatchObject({
      code: APP_CODES.VALIDATION,
      msg: '处理人须拥有反馈列表页面权限',
    });
    expect(await f.ok('admin', calls.handleFeedback, { body: { ids: [target!.id], assigneeId: handlers[0]!.staffId } })).toEqual({
      changed: 1,
    });
    expect((await f.ok<FeedbackDetailView>('admin', calls.feedbackDetail, { params: { id: target!.id } })).status).toBe('processing');
    const mine = await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { assignee: 'me' } });
    expect(mine.rows.map((row) => row.id)).toEqual([target!.id]);
  });

  it('a reply marks it replied and tells the author in the message centre and on the push stream', async () => {
    const [target] = (await f.ok<Page<FeedbackRow>>('admin', calls.managePage, { body: { keyword: '导出慢' } })).rows;
    const pushed = vi.spyOn(f.t.services.deps.pushHub, 'publish');
    const detail = await f.ok<FeedbackDetailView>('admin', calls.replyFeedback, {
      body: { id: target!.id, content: '已修复，请刷新后重试。' },
    });
    expect(detail).toMatchObject({
      status: 'replied',
      repliedAt: f.t.clock.now().toISOString(),
      replies: [{ content: '已修复，请刷新后重试。', authorName: '周启明' }],
    });
    const salesId = f.menu('sales').staffId;
    expect(pushed).toHaveBeenCalledWith(salesId, PUSH_EVENTS.message, expect.any(Function));
    pushed.mockRestore();

    const notices = await f.ok<Page<MessageRow>>('sales', homeMessageList, { body: { msgType: MSG_TYPES.feedback } });
    expect(notices.rows[0]).toMatchObject({ title: '您的反馈有了回复', content: '周启明 回复了您的反馈：已修复，请刷新后重试。' });
    // Sales has no my-feedback page in the menu: the notice opens the shell's feedback dialog instead.
    expect(notices.rows[0]?.link).toBe(`${MY_FEEDBACK_DIALOG_LINK}&id=${target!.id}`);
    const mine = await f.ok<Page<FeedbackDetailView>>('sales', calls.myPage, { body: { status: 'replied' } });
    expect(mine.rows[0]?.replies.map((r) => r.content)).toEqual(['已修复，请刷新后重试。']);
    expect(await f.ok('admin', calls.unreplyCount)).toEqual({ count: 2 });

    // The administrator holds the page: their notice links to it.
    const own = await submit('admin', { score: 3, content: '管理员自己的反馈' });
    await f.ok('admin', calls.handleFeedback, { body: { ids: [own.id], status: 'closed' } });
    const finance = await submit('finance', { score: 1, content: '第二条' });
    await f.ok('admin', calls.replyFeedback, { body: { id: finance.id, content: '收到' } }, 'en');
    const financeNotice = await f.ok<Page<MessageRow>>('finance', homeMessageList, { body: { msgType: MSG_TYPES.feedback } }, 'en');
    expect(financeNotice.rows[0]).toMatchObject({ title: 'Your feedback has a reply', content: '周启明 replied to your feedback: 收到' });
    expect(MY_FEEDBACK_PATH).toBe('/csc/feedbackmanagement/feedback');
  });

  it('exports the filtered list as an xlsx in the asked language', async () => {
    const response = await f.t.app.request(calls.exportFeedback.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${f.token('admin')}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ status: 'replied' }),
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount - 1).toBe(2);
    expect(sheet.getRow(1).values).toContain('Feedback');
    expect((sheet.getRow(2).values as unknown[]).includes('Replied')).toBe(true);
  });
});
