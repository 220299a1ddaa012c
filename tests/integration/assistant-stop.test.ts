import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationDetail,
  createConversation,
  stopChat,
  type ChatMessage,
  type Conversation,
} from '../../src/shared/api/assistant-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { closePartialMarkdown } from '../../src/shared/assistant/partial-markdown';
import { callApi, signIn } from '../helpers/api';
import { messageText, postStream, readEvents } from '../helpers/assistant';
import { dataOf } from '../helpers/business';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Answers stream at reading pace here (30 ms between chunks), so there is time to stop one; a small business seed gives tables to stop in. */
let t: TestApp;
const tokens = new Map<string, string>();
const token = (username: string) => tokens.get(username) ?? '';
const QUESTION = '财务管理模块有哪些功能？';

beforeAll(async () => {
  t = await createTestApp({ AI_STREAM_PACE_MS: '30' }, { seedScale: 0.05 });
  for (const username of ['sales', 'sales2']) tokens.set(username, (await signIn(t, username)).token);
}, 60_000);
afterAll(async () => t.close());

async function lastChat(conversation: Conversation): Promise<ChatMessage | undefined> {
  const detail = await dataOf<{ chats: ChatMessage[] }>(t, conversationDetail, { query: { uuid: conversation.uuid } }, token('sales'));
  return detail.chats[0];
}

async function settled(chatUuid: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (t.services.deps.assistant.running.has(chatUuid)) {
    if (Date.now() > deadline) throw new Error('the answer did not stop');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('stopping an answer', () => {
  it('chat/stop aborts the generation, keeps the part sent so far and marks the chat stopped', async () => {
    const conversation = await dataOf<Conversation>(t, createConversation, { body: { initialQuestion: QUESTION } }, token('sales'));
    const response = await postStream(t, token('sales'), { content: QUESTION, conversationUuid: conversation.uuid });
    let chatUuid = '';
    let stopAnswer: unknown = null;
    const events = await readEvents(response, (event, all) => {
      if (event.event === 'init') chatUuid = String(event.data.chatUuid);
      if (event.event === 'message' && all.filter((e) => e.event === 'message').length === 5) {
        return callApi(t.app, stopChat, { body: { chatUuid } }, { token: token('sales') }).then((answer) => {
          stopAnswer = answer.body;
        });
      }
      return undefined;
    });
    expect(stopAnswer).toMatchObject({ code: 0, data: { chatUuid, stopped: true } });
    // The stream ended without the closing events, and what was sent is what is stored.
    expect(events.map((e) => e.event)).not.toContain('kbdocs');
    const sent = messageText(events);
    expect(sent.length).toBeGreaterThan(0);
    const chat = await lastChat(conversation);
    // What is stored is what was sent, up to its last whole sentence.
    expect(chat).toMatchObject({ uuid: chatUuid, status: 'stopped', stopped: true, aiResponse: closePartialMarkdown(sent) });
    expect(sent.startsWith(chat?.aiResponse ?? 'x')).toBe(true);
    // The full answer is much longer than what was sent before the stop.
    const full = await readEvents(await postStream(t, token('sales'), { content: QUESTION, conversationUuid: conversation.uuid }));
    expect(messageText(full).length).toBeGreaterThan(sent.length * 2);
    expect(full.map((e) => e.event).slice(-2)).toEqual(['kbdocs', 'guessQuestions']);
  });

  it('stopped in the middle of a table, stores the table with its whole rows only', async () => {
    const question = '今年每月的业绩趋势';
    const conversation = await dataOf<Conversation>(t, createConversation, { body: { initialQuestion: question } }, token('sales'));
    const response = await postStream(t, token('sales'), { content: question, conversationUuid: conversation.uuid });
    let chatUuid = '';
    let stopping = false;
    const events = await readEvents(response, (event, all) => {
      if (event.event === 'init') chatUuid = String(event.data.chatUuid);
      // Stop once the second month's row has begun, whatever the chunk boundaries.
      if (event.event === 'message' && !stopping && messageText(all).includes('| 2026-02')) {
        stopping = true;
        return callApi(t.app, stopChat, { body: { chatUuid } }, { token: token('sales') }).then(() => undefined);
      }
      return undefined;
    });
    const sent = messageText(events);
    expect(sent).toContain('| 2026-02');
    const chat = await lastChat(conversation);
    const stored = chat?.aiResponse ?? '';
    const rows = stored.split('\n').filter((line) => line.startsWith('|'));
    expect(rows[0]).toBe('| 月 | 业务量 | 收入 (USD) | 利润 (USD) | 利润率 |');
    expect(rows[1]).toBe('|---|---:|---:|---:|---:|');
    expect(rows.slice(2).map((line) => line.slice(0, 9))).toEqual(['| 2026-01', ...(rows.length > 3 ? ['| 2026-02'] : [])]);
    for (const line of rows) expect(line.split('|').length, line).toBe(7);
    expect(stored.endsWith('|')).toBe(true);
  });

  it('a client that goes away stops the answer the same way', async () => {
    const conversation = await dataOf<Conversation>(t, createConversation, { body: { initialQuestion: QUESTION } }, token('sales'));
    const response = await postStream(t, token('sales'), { content: QUESTION, conversationUuid: conversation.uuid });
    const events = await readEvents(response, (event, all) => (event.event === 'message' && all.length >= 4 ? 'cancel' : undefined));
    const chatUuid = String(events[0]?.data.chatUuid);
    await settled(chatUuid);
    const chat = await lastChat(conversation);
    expect(chat).toMatchObject({ uuid: chatUuid, status: 'stopped', stopped: true });
    expect(messageText(events).startsWith(chat?.aiResponse.slice(0, 5) ?? 'x')).toBe(true);
    expect(chat?.aiResponse.length).toBeLessThan(600);
  });

  it('says a finished answer was not stopped, and does not let anyone else stop a chat', async () => {
    const conversation = await dataOf<Conversation>(t, createConversation, { body: { initialQuestion: '你好' } }, token('sales'));
    const events = await readEvents(await postStream(t, token('sales'), { content: '你好', conversationUuid: conversation.uuid }));
    const chatUuid = String(events[0]?.data.chatUuid);
    expect((await callApi(t.app, stopChat, { body: { chatUuid } }, { token: token('sales') })).body).toMatchObject({
      code: 0,
      data: { stopped: false },
    });
    expect((await callApi(t.app, stopChat, { body: { chatUuid } }, { token: token('sales2') })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await callApi(t.app, stopChat, { body: {} }, { token: token('sales') })).body).toMatchObject({
      code: APP_CODES.VALIDATION,
      data: { field: 'chatUuid' },
    });
  });
});
