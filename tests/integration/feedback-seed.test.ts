import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/feedback-calls';
import type { FeedbackDetailView, PopupConfig } from '../../src/shared/api/feedback-calls';
import { createLogger } from '../../src/server/log';
import { feedbackSeed } from '../../src/server/feedback';
import { feedbackTestApp, type FeedbackDriver } from '../helpers/feedback';

/** The demo's feedback: settings in place, some feedback answered, some open, and seeding twice adds nothing. */
let f: FeedbackDriver;
beforeAll(async () => {
  f = await feedbackTestApp(['admin', 'sales']);
  const ctx = { scale: 1, clock: f.t.clock, log: createLogger('silent'), interactive: false };
  await feedbackSeed.seed(f.t.services.deps.db, ctx);
  await feedbackSeed.seed(f.t.services.deps.db, ctx);
}, 120_000);
afterAll(async () => f.t.close());

describe('feedback demo seed', () => {
  it('gives realistic feedback in every status, with replies, once', async () => {
    expect(await f.ok('admin', calls.feedbackCount)).toEqual({ all: 11, open: 3, processing: 2, replied: 4, closed: 2 });
    const mine = await f.ok<{ rows: FeedbackDetailView[] }>('sales', calls.myPage, { body: {} });
    const answered = mine.rows.find((row) => row.status === 'replied');
    expect(answered?.replies[0]).toMatchObject({ authorName: '周启明' });
    expect(answered?.categoryName).toBe('功能建议');
  });

  it('puts the settings in place: questions, note, levels, categories and popup rules', async () => {
    expect((await f.ok<unknown[]>('sales', calls.questionList)).length).toBe(3);
    expect((await f.ok<{ content: string }>('sales', calls.tipsGet)).content).toContain('2 个工作日内回复');
    expect((await f.ok<{ rows: unknown[] }>('sales', calls.dictPage, { body: { dictType: 'category' } })).rows.length).toBe(5);
    const rules = await f.ok<PopupConfig[]>('admin', calls.popupConfigList);
    expect(rules.map((rule) => [rule.trigger, rule.enabled])).toEqual([
      ['signIns', true],
      ['release', false],
      ['page', true],
    ]);
  });
});
