import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/feedback-calls';
import type { DictEntry, FeedbackQuestion, FeedbackTips, PopupConfig, PopupPrompt, ScoreLevel } from '../../src/shared/api/feedback-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { sql } from 'drizzle-orm';
import { feedbackPopupShows, staffFeedback, versionNotes } from '../../src/server/db/schema/index';
import { feedbackTestApp, type FeedbackDriver } from '../helpers/feedback';

/** The feedback settings (questions, tips, dictionary, score levels, popup rules) and the popover's decision. */
let f: FeedbackDriver;
beforeAll(async () => {
  f = await feedbackTestApp(['admin', 'sales', 'ops']);
}, 120_000);
afterAll(async () => f.t.close());

const DAY = 86_400_000;

/** Moves every showing and rating back by whole days (the clock stays: sign-ins would expire). */
async function age(days: number) {
  const db = f.t.services.deps.db;
  await db.update(feedbackPopupShows).set({ shownAt: sql`${feedbackPopupShows.shownAt} - make_interval(days => ${days})` });
  await db.update(staffFeedback).set({ createdAt: sql`${staffFeedback.createdAt} - make_interval(days => ${days})` });
}

describe('questions', () => {
  it('replaces the list in order, keeps ids of listed questions, and is read by everyone', async () => {
    expect(await f.ok('sales', calls.questionList)).toEqual([]);
    const first = await f.ok<FeedbackQuestion[]>('admin', calls.questionUpdate, {
      body: {
        questions: [
          { content: '整体满意吗？', contentEn: 'Satisfied overall?' },
          { content: '页面好用吗？', contentEn: 'Is the page easy?', enabled: false },
        ],
      },
    });
    expect(first.map((q) => [q.content, q.enabled, q.sort])).toEqual([
      ['整体满意吗？', true, 0],
      ['页面好用吗？', false, 1],
    ]);
    // Reordered and one dropped: the kept question keeps its id.
    const second = await f.ok<FeedbackQuestion[]>('admin', calls.questionUpdate, {
      body: {
        questions: [
          { id: first[1]!.id, content: '页面好用吗？', contentEn: 'Is the page easy?', enabled: true },
          { content: '新问题', contentEn: 'New' },
        ],
      },
    });
    expect(second.map((q) => q.id)[0]).toBe(first[1]!.id);
    expect((await f.ok<FeedbackQuestion[]>('sales', calls.questionList)).map((q) => q.content)).toEqual(['页面好用吗？', '新问题']);
  });

  it('refuses sales, unknown or repeated ids and empty text', async () => {
    expect((await f.call('sales', calls.questionUpdate, { body: { questions: [] } })).body.code).toBe(APP_CODES.FORBIDDEN);
    const unknown = await f.call('admin', calls.questionUpdate, { body: { questions: [{ id: 999_999, content: 'x', contentEn: 'x' }] } });
    expect(unknown.body).toMatchObject({ code: APP_CODES.VALIDATION, msg: '该问题不存在或已删除' });
    const [kept] = await f.ok<FeedbackQuestion[]>('admin', calls.questionList);
    const twice = { id: kept!.id, content: 'a', contentEn: 'a' };
    expect((await f.call('admin', calls.questionUpdate, { body: { questions: [twice, twice] } })).body.code).toBe(APP_CODES.VALIDATION);
    const empty = await f.call('admin', calls.questionUpdate, { body: { questions: [{ content: '  ', contentEn: 'x' }] } });
    expect(empty.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'questions.0.content' } });
  });
});

describe('tips', () => {
  it('is empty at first, then shows what the settings wrote, in both languages', async () => {
    expect(await f.ok('sales', calls.tipsGet)).toEqual({ content: '', contentEn: '', updatedAt: null });
    const saved = await f.ok<FeedbackTips>('admin', calls.tipsUpdate, {
      body: { content: '两个工作日内回复', contentEn: 'Answered within two working days' },
    });
    expect(saved).toEqual({
      content: '两个工作日内回复',
      contentEn: 'Answered within two working days',
      updatedAt: f.t.clock.now().toISOString(),
    });
    expect(await f.ok('ops', calls.tipsGet)).toEqual(saved);
    expect((await f.call('sales', calls.tipsUpdate, { body: { content: 'x', contentEn: 'x' } })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await f.call('admin', calls.tipsUpdate, { body: { content: 'x'.repeat(501), contentEn: '' } })).body.code).toBe(
      APP_CODES.VALIDATION,
    );
  });
});

describe('dictionary and score levels', () => {
  it('keeps categories and score levels; everyone reads enabled entries, the settings also disabled ones', async () => {
    expect((await f.ok<ScoreLevel[]>('sales', calls.scoreLevels)).map((level) => level.name)).toEqual([
      '非常不满意',
      '不满意',
      '一般',
      '满意',
      '非常满意',
    ]);
    const bug = await f.ok<DictEntry>('admin', calls.dictSave, {
      body: { dictType: 'category', code: 'bug', name: '问题缺陷', nameEn: 'Bug' },
    });
    await f.ok('admin', calls.dictSave, { body: { dictType: 'category', code: 'old', name: '旧分类', nameEn: 'Old', enabled: false } });
    await f.ok('admin', calls.dictSave, { body: { dictType: 'scoreLevel', code: '3', name: '还行', nameEn: 'Okay' } });
    expect((await f.ok<ScoreLevel[]>('sales', calls.scoreLevels, {}, 'en'))[2]).toEqual({ score: 3, name: '还行', nameEn: 'Okay' });

    const forSales = await f.ok<{ rows: DictEntry[]; count: number }>('sales', calls.dictPage, { body: { dictType: 'category' } });
    expect(forSales.rows.map((row) => row.code)).toEqual(['bug']);
    const forAdmin = await f.ok<{ rows: DictEntry[]; count: number }>('admin', calls.dictPage, { body: { dictType: 'category' } });
    expect(forAdmin.count).toBe(2);

    const renamed = await f.ok<DictEntry>('admin', calls.dictSave, {
      body: { id: bug.id, dictType: 'category', code: 'bug', name: '缺陷', nameEn: 'Defect' },
    });
    expect(renamed).toMatchObject({ id: bug.id, name: '缺陷' });
  });

  it('refuses sales, duplicate codes, bad score levels and type changes', async () => {
    const body = { dictType: 'category', code: 'x1', name: 'x', nameEn: 'x' };
    expect((await f.call('sales', calls.dictSave, { body })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await f.call('admin', calls.dictSave, { body: { ...body, code: 'bug' } })).body).toMatchObject({
      code: APP_CODES.VALIDATION,
      msg: '该类型下已有相同编码的条目',
    });
    expect((await f.call('admin', calls.dictSave, { body: { ...body, dictType: 'scoreLevel', code: '6' } })).body.code).toBe(
      APP_CODES.VALIDATION,
    );
    expect(
      (await f.call('admin', calls.dictSave, { body: { ...body, dictType: 'scoreLevel', code: '2', enabled: false } })).body.code,
    ).toBe(APP_CODES.VALIDATION);
    expect((await f.call('admin', calls.dictSave, { body: { ...body, code: 'a b' } })).body).toMatchObject({
      code: APP_CODES.VALIDATION,
      data: { field: 'code' },
    });
    expect((await f.call('admin', calls.dictSave, { body: { ...body, dictType: 'tag' } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await f.call('admin', calls.dictSave, { body: { ...body, id: 2_000_000 } })).body.code).toBe(APP_CODES.NOT_FOUND);
    const [entry] = (await f.ok<{ rows: DictEntry[] }>('admin', calls.dictPage, { body: { dictType: 'category' } })).rows;
    expect(
      (await f.call('admin', calls.dictSave, { body: { ...body, id: entry!.id, dictType: 'scoreLevel', code: '4' } })).body,
    ).toMatchObject({
      code: APP_CODES.VALIDATION,
    });
  });
});

describe('popup rules and the rating popover', () => {
  const ask = (username: string, path = '/home', lang: 'zh-CN' | 'en' = 'zh-CN') =>
    f.ok<PopupPrompt>(username, calls.popupTriggers, { body: { path } }, lang);

  it('shows nothing without rules; a sign-in rule shows once per cooldown after the Nth sign-in', async () => {
    expect(await ask('sales')).toMatchObject({ show: false, configId: null });
    const [question] = await f.ok<FeedbackQuestion[]>('admin', calls.questionList);
    const rule = await f.ok<PopupConfig>('admin', calls.popupConfigSave, {
      body: { name: '老用户调查', trigger: 'signIns', signInCount: 1, cooldownDays: 7, questionId: question!.id, pagePath: '/ignored' },
    });
    // Only the trigger's own setting is kept.
    expect(rule).toMatchObject({ trigger: 'signIns', signInCount: 1, pagePath: null, enabled: true, shownCount: 0 });
    expect(await ask('sales', '/home', 'en')).toEqual({
      show: true,
      configId: rule.id,
      trigger: 'signIns',
      question: question!.contentEn,
      questionId: question!.id,
    });
    // Recorded: not again until the cooldown has passed.
    expect((await ask('sales')).show).toBe(false);
    await age(7);
    expect((await ask('sales')).show).toBe(true);
    expect((await f.ok<PopupConfig[]>('admin', calls.popupConfigList)).find((config) => config.id === rule.id)?.shownCount).toBe(2);
    await f.ok('admin', calls.popupConfigSave, { body: { ...rule, enabled: false } });
  });

  it('a release rule shows once per release within its days; a page rule on its page and details only', async () => {
    const release = await f.ok<PopupConfig>('admin', calls.popupConfigSave, {
      body: { name: '发布回访', trigger: 'release', releaseDays: 3, cooldownDays: 0 },
    });
    const db = f.t.services.deps.db;
    await db.insert(versionNotes).values({
      version: '9.9.0',
      title: 't',
      titleEn: 't',
      content: 'c',
      contentEn: 'c',
      releasedAt: new Date(f.t.clock.now().getTime() - 5 * DAY),
    });
    expect((await ask('ops')).show).toBe(false); // 5 days after the release: past its 3 days
    await db.insert(versionNotes).values({
      version: '9.9.1',
      title: 't',
      titleEn: 't',
      content: 'c',
      contentEn: 'c',
      releasedAt: new Date(f.t.clock.now().getTime() - DAY),
    });
    expect(await ask('ops')).toMatchObject({ show: true, configId: release.id, trigger: 'release' });
    expect((await ask('ops')).show).toBe(false);
    await f.ok('admin', calls.popupConfigSave, { body: { ...release, enabled: false } });

    const page = await f.ok<PopupConfig>('admin', calls.popupConfigSave, {
      body: { name: '报价页', trigger: 'page', pagePath: '/offerManage/customer-quote/sms', cooldownDays: 0 },
    });
    expect((await ask('admin', '/offerManage/customer-quote/smsx')).show).toBe(false);
    expect(await ask('admin', '/offerManage/customer-quote/sms/detail')).toMatchObject({ show: true, configId: page.id });
    expect((await ask('admin', '/offerManage/customer-quote/sms')).show).toBe(false); // once ever
  });

  it('stays quiet for a day after the person rated', async () => {
    const rule = await f.ok<PopupConfig>('admin', calls.popupConfigSave, {
      body: { name: '首页', trigger: 'page', pagePath: '/crm/open-sea', cooldownDays: 1 },
    });
    await f.ok('sales', calls.feedbackCommit, { body: { score: 4, popupConfigId: rule.id } });
    expect((await ask('sales', '/crm/open-sea')).show).toBe(false);
    await age(1);
    expect((await ask('sales', '/crm/open-sea')).show).toBe(true);
    expect((await f.ok<PopupConfig[]>('admin', calls.popupConfigList)).find((config) => config.id === rule.id)).toMatchObject({
      shownCount: 1,
      ratedCount: 1,
    });
  });

  it('refuses sales, missing trigger settings and bad paths', async () => {
    const base = { name: '规则', trigger: 'page', pagePath: '/crm/open-sea' };
    expect((await f.call('sales', calls.popupConfigSave, { body: base })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await f.call('sales', calls.popupConfigList)).body.code).toBe(APP_CODES.FORBIDDEN);
    const missing = await f.call('admin', calls.popupConfigSave, { body: { ...base, trigger: 'signIns' } });
    expect(missing.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'signInCount' } });
    expect((await f.call('admin', calls.popupConfigSave, { body: { ...base, pagePath: 'crm' } })).body).toMatchObject({
      code: APP_CODES.VALIDATION,
      data: { field: 'pagePath' },
    });
    expect((await f.call('admin', calls.popupConfigSave, { body: { ...base, cooldownDays: -1 } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await f.call('admin', calls.popupConfigSave, { body: { ...base, questionId: 888_888 } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await f.call('admin', calls.popupConfigSave, { body: { ...base, id: 888_888 } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await f.call('sales', calls.popupTriggers, { body: { path: 7 } })).body.code).toBe(APP_CODES.VALIDATION);
  });
});
