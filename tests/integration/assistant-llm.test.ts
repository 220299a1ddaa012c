import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationDetail,
  createConversation,
  stopChat,
  type ChatMessage,
  type Conversation,
} from '../../src/shared/api/assistant-calls';
import { performanceQuery, type PerformanceResult } from '../../src/shared/api/business-calls';
import { formatUsd } from '../../src/shared/business/figures';
import { createAssistantRuntime } from '../../src/server/assistant/assistant-runtime';
import { LlmEngine } from '../../src/server/assistant/llm/llm-engine';
import { LocalEngine } from '../../src/server/assistant/engine/local-engine';
import { loadEnv } from '../../src/server/env';
import { callApi, signIn } from '../helpers/api';
import { askEngine, messageText, postStream, readEvents, textParts, toolUsingModel } from '../helpers/assistant';
import { dataOf } from '../helpers/business';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { inventedNumbers } from '../assistant-accuracy/figure-check';
import { closePartialMarkdown } from '../../src/shared/assistant/partial-markdown';

/**
 * The LLM engine, driven by the ai SDK's mock language model: the model asks for a tool, the
 * tool runs against the real query services, and the model's text (which quotes the tool
 * result) streams out as the same events as the local engine's.
 */
let t: TestApp;
const tokens = new Map<string, string>();
const token = (username: string) => tokens.get(username) ?? '';

beforeAll(async () => {
  t = await createTestApp({ AI_STREAM_PACE_MS: '0' }, { seedScale: 0.03 });
  for (const username of ['sales', 'finance']) tokens.set(username, (await signIn(t, username)).token);
}, 120_000);
afterAll(async () => t.close());

async function conversationOf(username: string, question: string) {
  return dataOf<Conversation>(t, createConversation, { body: { initialQuestion: question } }, token(username));
}

describe('the LLM engine', () => {
  it('is chosen when the provider is configured, and the local engine otherwise', () => {
    expect(t.services.deps.assistant.engine).toBeInstanceOf(LocalEngine);
    const env = loadEnv({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'key', AI_MODEL: 'model' });
    expect(createAssistantRuntime(env).engine).toBeInstanceOf(LlmEngine);
    expect(createAssistantRuntime(loadEnv({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'model' })).engine).toBeInstanceOf(LocalEngine);
  });

  it('answers through the tools with the figure of the query service, and streams the same events', async () => {
    const model = toolUsingModel('query_business_figures', { topic: 'performance', period: '上个月', product: 'sms' });
    t.services.deps.assistant.engine = new LlmEngine(model);
    try {
      const conversation = await conversationOf('sales', '上个月短信业绩是多少？');
      const events = await readEvents(
        await postStream(t, token('sales'), { content: '上个月短信业绩是多少？', conversationUuid: conversation.uuid }),
      );
      expect(events[0]?.event).toBe('init');
      expect(events.map((e) => e.event).slice(-2)).toEqual(['kbdocs', 'guessQuestions']);
      const text = messageText(events);
      const page = await dataOf<PerformanceResult>(
        t,
        performanceQuery,
        { body: { from: '2026-10-01', to: '2026-10-31', product: 'sms' } },
        token('sales'),
      );
      expect(text).toContain(formatUsd(page.totals.revenue));
      expect(text).toContain('](/businessInquiry/resultsQuery/month?from=2026-10-01&to=2026-10-31&product=sms)');
      expect((events.at(-2)?.data.kbdocs as unknown[]).length).toBeGreaterThan(0);
      expect(events.at(-1)?.data.guessQuestions).toHaveLength(3);
      // The model saw the tools with their schemas, and the instructions bind it to the tool results.
      const firstCall = model.doStreamCalls[0];
      expect(firstCall?.tools?.map((tool) => tool.name).sort()).toEqual([
        'act_on_task',
        'annual_leave',
        'find_page',
        'my_shifts',
        'my_todos',
        'query_business_figures',
        'search_help',
        'unread_mail',
      ]);
      expect(JSON.stringify(firstCall?.prompt)).toContain('Every number you write must appear in a tool result');
      const detail = await dataOf<{ chats: ChatMessage[] }>(t, conversationDetail, { query: { uuid: conversation.uuid } }, token('sales'));
      expect(detail.chats[0]).toMatchObject({ status: 'done', aiResponse: text });
    } finally {
      t.services.deps.assistant.engine = new LocalEngine();
    }
  });

  it('keeps permissions: a page the user cannot open is named without a link', async () => {
    const engine = new LlmEngine(toolUsingModel('find_page', { request: '短信发送记录' }));
    const answer = await askEngine(t, token('finance'), '打开短信发送记录', { engine });
    expect(answer.text).toContain('你没有打开「短信发送记录」');
    expect(answer.text).not.toMatch(/\]\(\//);
    expect(answer.docs.map((doc) => doc.documentUrl)).toEqual(['/message/help?id=fault-no-permission-403']);
  });

  it('passes on a plain refusal when no tool fits, without numbers of its own', async () => {
    const refusal = '抱歉，这个问题我回答不了。你可以问我业绩、利润、页面和操作指南。';
    const engine = new LlmEngine(
      new MockLanguageModelV3({ doStream: async () => ({ stream: simulateReadableStream({ chunks: textParts(refusal) }) }) }),
    );
    const answer = await askEngine(t, token('sales'), '明天北京天气如何', { engine });
    expect(answer.text).toBe(refusal);
    expect(inventedNumbers(answer.text, '明天北京天气如何', answer.calls)).toEqual([]);
    expect(answer.guesses).toHaveLength(3);
  });

  it('flags a number the model wrote that no tool gave', async () => {
    const made = '上个月短信收入大约是 $98,765.43。';
    const engine = new LlmEngine(
      new MockLanguageModelV3({ doStream: async () => ({ stream: simulateReadableStream({ chunks: textParts(made) }) }) }),
    );
    const answer = await askEngine(t, token('sales'), '上个月短信业绩是多少？', { engine });
    expect(answer.text.startsWith(made)).toBe(true);
    expect(answer.text).toContain('> 注意：回答中的 98765.43 未能与查询结果核对');
  });

  it('stops mid-stream like the local engine: the model call is aborted and the part sent is stored', async () => {
    t.services.deps.assistant.engine = new LlmEngine(toolUsingModel('search_help', { question: '财务管理模块有哪些功能' }, 40));
    try {
      const conversation = await conversationOf('sales', '财务管理模块有哪些功能？');
      const response = await postStream(t, token('sales'), { content: '财务管理模块有哪些功能？', conversationUuid: conversation.uuid });
      let chatUuid = '';
      const events = await readEvents(response, (event, all) => {
        if (event.event === 'init') chatUuid = String(event.data.chatUuid);
        if (event.event === 'message' && all.filter((e) => e.event === 'message').length === 3) {
          return callApi(t.app, stopChat, { body: { chatUuid } }, { token: token('sales') }).then(() => undefined);
        }
        return undefined;
      });
      expect(events.map((e) => e.event)).not.toContain('kbdocs');
      const detail = await dataOf<{ chats: ChatMessage[] }>(t, conversationDetail, { query: { uuid: conversation.uuid } }, token('sales'));
      // Stored as the local engine stores a stopped answer: what was sent, up to its last whole sentence.
      expect(detail.chats[0]).toMatchObject({ status: 'stopped', stopped: true, aiResponse: closePartialMarkdown(messageText(events)) });
      expect(messageText(events).startsWith(detail.chats[0]?.aiResponse ?? 'x')).toBe(true);
    } finally {
      t.services.deps.assistant.engine = new LocalEngine();
    }
  });
});
