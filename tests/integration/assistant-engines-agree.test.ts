import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMemo } from '../../src/server/db/schema/assistant';
import { answerLocally } from '../../src/server/assistant/engine/local-engine';
import type { ToolCallRequest } from '../../src/server/assistant/engine/tool-inputs';
import { LlmEngine } from '../../src/server/assistant/llm/llm-engine';
import { FIGURE_CASES, type AccuracyCase } from '../assistant-accuracy/cases-figures';
import { RANKING_CASES } from '../assistant-accuracy/cases-rankings';
import { TODO_CASES } from '../assistant-accuracy/cases-todos';
import { WORD_CASES } from '../assistant-accuracy/cases-words';
import { Figures, loadPeople, type People } from '../assistant-accuracy/expect';
import { signIn } from '../helpers/api';
import { askEngine, toolContextFor, toolUsingModel, type EngineAnswer } from '../helpers/assistant';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * One tool layer for both engines: for each question of the accuracy suite, the local engine's
 * reading gives a tool call; the ai SDK's mock model makes that same call and quotes the tool's
 * answer. The two answers must be the same text (figures, wording, link), cite the same documents
 * and offer the same follow-up questions — and be right by the accuracy suite's own expectations.
 */
const CASES: AccuracyCase[] = [...FIGURE_CASES, ...RANKING_CASES, ...WORD_CASES, ...TODO_CASES];
let t: TestApp;
let people: People;
let figures: Figures;
const tokens = new Map<string, string>();
const token = (user: string) => tokens.get(user) ?? '';

beforeAll(async () => {
  t = await createTestApp({}, { seedScale: 0.05 });
  people = await loadPeople(t.services.deps);
  figures = new Figures(t.services.deps, people);
  for (const user of new Set([...CASES.map((c) => c.user), 'admin', 'finance'])) tokens.set(user, (await signIn(t, user)).token);
}, 180_000);
afterAll(async () => t.close());

async function localCall(user: string, question: string, previous: ChatMemo | null = null): Promise<ToolCallRequest | null> {
  return (await answerLocally({ question, ctx: await toolContextFor(t, token(user), question), previous })).call;
}

/** Both engines' answers to a question whose reading is `call`; the model made exactly that call. */
async function bothEngines(
  user: string,
  question: string,
  call: ToolCallRequest,
  previous: ChatMemo | null = null,
): Promise<{ local: EngineAnswer; llm: EngineAnswer }> {
  const local = await askEngine(t, token(user), question, { previous });
  const model = toolUsingModel(call.name, call.input);
  const llm = await askEngine(t, token(user), question, { engine: new LlmEngine(model), previous });
  expect(model.doStreamCalls).toHaveLength(2);
  const context = `${user}: ${question}\n${JSON.stringify(call)}`;
  expect(llm.text, context).toBe(local.text);
  expect(llm.docs, context).toEqual(local.docs);
  expect(llm.guesses, context).toEqual(local.guesses);
  expect(llm.memo, context).toEqual(local.memo);
  return { local, llm };
}

describe('the local engine and the LLM tool layer', () => {
  it.each(CASES.map((c, index) => [index + 1, c.category, c] as const))(
    '%i %s: same answer from the same tool call',
    async (_n, category, testCase) => {
      const question = typeof testCase.question === 'string' ? testCase.question : testCase.question(people);
      const call = await localCall(testCase.user, question);
      // Only questions outside the portal get no tool reading (the model then writes its own refusal).
      if (!call) {
        expect(category).toBe('unanswerable');
        return;
      }
      const { llm } = await bothEngines(testCase.user, question, call);
      const expected = await testCase.expect(figures, people);
      const context = `${testCase.user}: ${question}\n${llm.text}`;
      for (const text of expected.contains ?? []) expect(llm.text, context).toContain(text);
      for (const link of expected.links ?? []) expect(llm.text, context).toContain(`](${link})`);
      if (expected.noLink) expect(llm.text, context).not.toMatch(/\]\(\//);
      for (const text of expected.absent ?? []) expect(llm.text, context).not.toContain(text);
    },
  );

  it('read the questions as the tool calls a model would make', async () => {
    const readings: { question: string; call: ToolCallRequest | null }[] = [];
    for (const testCase of CASES) {
      const question = typeof testCase.question === 'string' ? testCase.question : testCase.question(people);
      readings.push({ question, call: await localCall(testCase.user, question) });
    }
    const count = (name: string) => readings.filter((reading) => reading.call?.name === name).length;
    expect({
      figures: count('query_business_figures'),
      page: count('find_page'),
      help: count('search_help'),
      todos: count('my_todos'),
      taskActions: count('act_on_task'),
    }).toEqual({
      figures: 72,
      page: 9,
      help: 10,
      todos: 3,
      taskActions: 2,
    });
    expect(readings.filter((reading) => !reading.call).map((reading) => reading.question)).toEqual([
      '明天北京天气如何',
      '推荐一部好看的电影',
      '上个月客户满意度是多少？',
      'What will the weather be in Beijing tomorrow?',
      'Tell me a joke',
      'What was our customer satisfaction score last month?',
    ]);
    // A grouping no service offers goes to the tool as the user said it; the tool says it cannot.
    expect(readings.find((reading) => reading.question === '上个月利润最高的城市')?.call).toEqual({
      name: 'query_business_figures',
      input: { topic: 'profit', measure: 'profit', period: '上个月', from: '2026-10-01', to: '2026-10-31', unsupportedGroup: '城市' },
    });
    expect(readings.find((reading) => reading.question === '上周语音业绩和前一周相比如何？')?.call).toEqual({
      name: 'query_business_figures',
      input: {
        topic: 'performance',
        measure: 'revenue',
        period: '上周',
        from: '2026-10-26',
        to: '2026-11-01',
        product: 'voice',
        compareWith: 'previous',
      },
    });
  });

  it('label a year-on-year comparison 去年同期 and a period-on-period one 上一期, on both paths', async () => {
    const yearOnYear = await localCall('admin', '上个月短信业绩同比变化');
    expect(yearOnYear).toMatchObject({ name: 'query_business_figures', input: { compareWith: 'lastYear', period: '上个月' } });
    const zh = await bothEngines('admin', '上个月短信业绩同比变化', yearOnYear as ToolCallRequest);
    expect(zh.llm.text).toContain('上个月（2026-10-01 至 2026-10-31）与去年同期（2025-10-01 至 2025-10-31）相比');
    expect(zh.llm.text).not.toContain('上一期');

    const english = 'How did SMS revenue last month compare with the same period last year?';
    const en = await bothEngines('admin', english, (await localCall('admin', english)) as ToolCallRequest);
    expect(en.llm.text).toContain(
      'Last month (2026-10-01 to 2026-10-31) compared with the same period last year (2025-10-01 to 2025-10-31)',
    );

    const previous = await bothEngines(
      'admin',
      '上个月短信业绩环比变化',
      (await localCall('admin', '上个月短信业绩环比变化')) as ToolCallRequest,
    );
    expect(previous.llm.text).toContain('上个月（2026-10-01 至 2026-10-31）与上一期（2026-09-01 至 2026-09-30）相比');
    expect(previous.llm.text).not.toContain('去年同期');
  });

  it('call profit / revenue 利润率, as the profit pages do, on both paths', async () => {
    const question = '上季度语音毛利率是多少？';
    const { llm } = await bothEngines('finance', question, (await localCall('finance', question)) as ToolCallRequest);
    expect(llm.text).toMatch(/^上季度（2026-07-01 至 2026-09-30），全公司语音利润：\*\*利润率 -?[\d.]+%\*\*/);
    expect(llm.text).toContain('| 利润率 |');
    expect(llm.text).not.toContain('毛利率');
  });

  it('agree on a follow-up, read with the previous question', async () => {
    const first = await askEngine(t, token('admin'), '上个月短信业绩是多少？');
    const call = await localCall('admin', '按国家呢？', first.memo);
    expect(call).toEqual({
      name: 'query_business_figures',
      input: {
        topic: 'performance',
        measure: 'revenue',
        period: '上个月',
        from: '2026-10-01',
        to: '2026-10-31',
        product: 'sms',
        groupBy: 'country',
      },
    });
    const { llm } = await bothEngines('admin', '按国家呢？', call as ToolCallRequest, first.memo);
    expect(llm.text).toContain(
      '](/businessInquiry/resultsQuery/month?from=2026-10-01&to=2026-10-31&product=sms&groupBy=country&sort=revenue%3Adesc&pageSize=10)',
    );
  });
});
