import { expect } from 'vitest';
import type { CallDef } from '../../src/shared/api/define-call';
import * as calls from '../../src/shared/api/feedback-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to feedback: `sales` owns a piece of feedback, which `sales2` cannot read
 * (answered exactly as an id of nobody). Handling and settings are administration: `sales2`
 * holds neither page, so every id is refused alike, real or unknown, and nothing changes.
 */
type User = 'sales' | 'sales2' | 'admin';
const NOBODY = 2_000_000_001;

interface FeedbackCase {
  fields: string[];
  check: () => Promise<void>;
}

export function feedbackCases(app: () => TestApp): Record<string, FeedbackCase> {
  const tokens = new Map<User, string>();
  const tokenOf = async (user: User): Promise<string> => {
    if (!tokens.has(user)) tokens.set(user, (await signIn(app(), user)).token);
    return tokens.get(user) ?? '';
  };
  const as = async (user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> => {
    const token = await tokenOf(user);
    const key = call.repeatCheck ? ((await callApi(app().app, idempotenceKey, {}, { token })).body.data as { key: string }).key : '';
    return callApi(app().app, call, request, { token, headers: key ? { 'X-Idempotence-Key': key } : {} });
  };
  const data = async <T>(user: User, call: CallDef, request: Record<string, unknown>): Promise<T> => {
    const answer = await as(user, call, request);
    expect(answer.body.code, `${user} → ${call.id}: ${answer.body.msg}`).toBe(0);
    return answer.body.data as T;
  };
  let own: Promise<{ feedback: number; category: number; question: number; rule: number }> | null = null;
  const records = () =>
    (own ??= (async () => {
      const { id: feedback } = await data<{ id: number }>('sales', calls.feedbackCommit, { body: { score: 2, content: '李娜的私人反馈' } });
      const category = (
        await data<calls.DictEntry>('admin', calls.dictSave, {
          body: { dictType: 'category', code: 'hz-cat', name: '横向', nameEn: 'Horizontal' },
        })
      ).id;
      const questions = await data<calls.FeedbackQuestion[]>('admin', calls.questionList, {});
      const question =
        questions[0]?.id ??
        (
          await data<calls.FeedbackQuestion[]>('admin', calls.questionUpdate, {
            body: { questions: [{ content: '满意吗', contentEn: 'Satisfied?' }] },
          })
        )[0]!.id;
      const rule = (
        await data<calls.PopupConfig>('admin', calls.popupConfigSave, {
          body: { name: '横向', trigger: 'page', pagePath: '/x', enabled: false },
        })
      ).id;
      return { feedback, category, question, rule };
    })());

  /** sales2 lacks the page: the real id and an unknown one get the same refusal. */
  const refusedAlike =
    (call: CallDef, request: (id: number, r: Awaited<ReturnType<typeof records>>) => Record<string, unknown>) => async () => {
      const r = await records();
      const real = await as('sales2', call, request(r.feedback, r));
      const unknown = await as('sales2', call, request(NOBODY, { feedback: NOBODY, category: NOBODY, question: NOBODY, rule: NOBODY }));
      expect(real.body.code, call.id).toBe(APP_CODES.FORBIDDEN);
      expect(real.body).toEqual(unknown.body);
      const mine = await data<calls.FeedbackDetailView>('sales', calls.feedbackDetail, { params: { id: r.feedback } });
      expect(mine).toMatchObject({ status: 'open', replies: [], assigneeId: null });
    };

  return {
    'feedback.detail': {
      fields: ['id'],
      check: async () => {
        const { feedback } = await records();
        const real = await as('sales2', calls.feedbackDetail, { params: { id: feedback } });
        const unknown = await as('sales2', calls.feedbackDetail, { params: { id: NOBODY } });
        expect(real.body.code).toBe(APP_CODES.NOT_FOUND);
        expect(real.body).toEqual(unknown.body);
        expect((await data<calls.FeedbackDetailView>('sales', calls.feedbackDetail, { params: { id: feedback } })).content).toBe(
          '李娜的私人反馈',
        );
      },
    },
    'feedback.reply': { fields: ['id'], check: refusedAlike(calls.replyFeedback, (id) => ({ body: { id, content: '越权回复' } })) },
    'feedback.handle': {
      fields: ['assigneeId', 'ids'],
      check: refusedAlike(calls.handleFeedback, (id) => ({ body: { ids: [id], assigneeId: id, status: 'closed' } })),
    },
    'feedback.managePage': {
      fields: ['categoryId'],
      check: refusedAlike(calls.managePage, (_, r) => ({ body: { categoryId: r.category } })),
    },
    'feedback.export': {
      fields: ['categoryId'],
      check: refusedAlike(calls.exportFeedback, (_, r) => ({ body: { categoryId: r.category } })),
    },
    'feedback.dictSave': {
      fields: ['code', 'id'],
      check: refusedAlike(calls.dictSave, (_, r) => ({
        body: { id: r.category, dictType: 'category', code: 'hz-cat', name: '改', nameEn: 'x' },
      })),
    },
    'feedback.popupConfigSave': {
      fields: ['id', 'questionId'],
      check: refusedAlike(calls.popupConfigSave, (_, r) => ({
        body: { id: r.rule, name: '改', trigger: 'page', pagePath: '/y', questionId: r.question },
      })),
    },
    'feedback.questionUpdate': {
      fields: ['id'],
      check: refusedAlike(calls.questionUpdate, (_, r) => ({ body: { questions: [{ id: r.question, content: '改', contentEn: 'x' }] } })),
    },
  };
}
