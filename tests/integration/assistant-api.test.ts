import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatFeedback,
  conversationDetail,
  createConversation,
  deleteConversation,
  feedbackTags,
  kbDocument,
  kbDocuments,
  listConversations,
  randomQuestions,
  topConversation,
  type ChatMessage,
  type Conversation,
  type SuggestedQuestion,
} from '../../src/shared/api/assistant-calls';
import { performanceQuery, type PerformanceResult } from '../../src/shared/api/business-calls';
import { formatUsd } from '../../src/shared/business/figures';
import { APP_CODES } from '../../src/shared/error-codes';
import { callApi, signIn } from '../helpers/api';
import { messageText, postStream, readEvents } from '../helpers/assistant';
import { dataOf } from '../helpers/business';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
const token = (username: string) => tokens.get(username) ?? '';

beforeAll(async () => {
  t = await createTestApp({ AI_STREAM_PACE_MS: '0' }, { seedScale: 0.03 });
  for (const username of ['admin', 'sales', 'sales2', 'finance', 'newhire']) tokens.set(username, (await signIn(t, username)).token);
}, 120_000);
afterAll(async () => t.close());

async function newConversation(username: string, question: string): Promise<Conversation> {
  return dataOf<Conversation>(t, createConversation, { body: { initialQuestion: question } }, token(username));
}

async function ask(username: string, conversation: Conversation, content: string) {
  const response = await postStream(t, token(username), { content, conversationUuid: conversation.uuid });
  expect(response.status).toBe(200);
  return { response, events: await readEvents(response) };
}

describe('the assistant calls', () => {
  it('are refused to users without the aichat key, and a conversation stays its owner’s', async () => {
    expect((await callApi(t.app, createConversation, { body: { initialQuestion: '你好' } }, { token: token('newhire') })).body.code).toBe(
      APP_CODES.FORBIDDEN,
    );
    expect((await callApi(t.app, listConversations, {}, { token: token('newhire') })).body.code).toBe(APP_CODES.FORBIDDEN);
    const refused = await postStream(t, token('newhire'), { content: '你好', conversationUuid: crypto.randomUUID() });
    expect(refused.status).toBe(403);
    const mine = await newConversation('sales', '你好');
    const other = await callApi(t.app, conversationDetail, { query: { uuid: mine.uuid } }, { token: token('sales2') });
    expect(other.body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await callApi(t.app, deleteConversation, { body: { uuid: mine.uuid } }, { token: token('sales2') })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    const streamed = await postStream(t, token('sales2'), { content: '你好', conversationUuid: mine.uuid });
    expect((await streamed.json()).code).toBe(APP_CODES.NOT_FOUND);
  });

  it('refuse top, delete and detail without a conversation uuid, feedback tags without likeType, and blank or long questions', async () => {
    const cases = [
      [await callApi(t.app, topConversation, { body: {} }, { token: token('sales') }), 'uuid'],
      [await callApi(t.app, deleteConversation, { body: { uuid: 'not-a-uuid' } }, { token: token('sales') }), 'uuid'],
      [await callApi(t.app, conversationDetail, { query: {} }, { token: token('sales') }), 'uuid'],
      [await callApi(t.app, feedbackTags, { query: {} }, { token: token('sales') }), 'likeType'],
      [await callApi(t.app, createConversation, { body: { initialQuestion: '   ' } }, { token: token('sales') }), 'initialQuestion'],
      [
        await callApi(t.app, createConversation, { body: { initialQuestion: '问'.repeat(101) } }, { token: token('sales') }),
        'initialQuestion',
      ],
    ] as const;
    for (const [answer, field] of cases) {
      expect(answer.status, field).toBe(400);
      expect(answer.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field } });
    }
    const blank = await postStream(t, token('sales'), { content: '', conversationUuid: crypto.randomUUID() });
    expect(await blank.json()).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'content' } });
  });

  it('streams init, the answer in message chunks, kbdocs and guessQuestions, and stores the chat', async () => {
    const conversation = await newConversation('sales', '上个月短信业绩是多少？');
    const { response, events } = await ask('sales', conversation, '上个月短信业绩是多少？');
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('init');
    expect(names.slice(-2)).toEqual(['kbdocs', 'guessQuestions']);
    expect(names.filter((name) => name === 'message').length).toBeGreaterThan(3);
    const init = events[0]?.data as { conversationUuid: string; chatUuid: string };
    expect(init.conversationUuid).toBe(conversation.uuid);
    for (const event of events.filter((e) => e.event === 'message')) expect(event.data).toMatchObject(init);
    const kbdocs = events.at(-2)?.data.kbdocs as { document_name: string; reference_url: string }[];
    expect(kbdocs.length).toBeGreaterThan(0);
    const guesses = events.at(-1)?.data.guessQuestions as string[];
    expect(guesses).toHaveLength(3);

    const detail = await dataOf<{ chats: ChatMessage[] }>(t, conversationDetail, { query: { uuid: conversation.uuid } }, token('sales'));
    expect(detail.chats[0]).toMatchObject({
      uuid: init.chatUuid,
      userQuery: '上个月短信业绩是多少？',
      aiResponse: messageText(events),
      status: 'done',
      stopped: false,
      like: null,
      guessQuestions: guesses,
    });
    expect(detail.chats[0]?.kbDocuments).toEqual(
      kbdocs.map((doc) => ({ documentName: doc.document_name, documentUrl: doc.reference_url })),
    );
    // The cited document has its page: the url names a document the portal serves.
    const id = new URL(kbdocs[0]?.reference_url ?? '', 'http://x').searchParams.get('id');
    const doc = await dataOf<{ title: string; body: string }>(t, kbDocument, { query: { id } }, token('sales'));
    expect(doc.title).toBe(kbdocs[0]?.document_name);
  });

  it('answers sales with the figure /v2/bq/performance/query gives for the same month, product and scope', async () => {
    const conversation = await newConversation('sales', '上个月短信业绩是多少？');
    const { events } = await ask('sales', conversation, '上个月短信业绩是多少？');
    const text = messageText(events);
    const body = { from: '2026-10-01', to: '2026-10-31', product: 'sms' };
    const page = await dataOf<PerformanceResult>(t, performanceQuery, { body }, token('sales'));
    expect(page.totals.volume).toBeGreaterThan(0);
    expect(text).toContain(`**收入 ${formatUsd(page.totals.revenue)}**`);
    expect(text).toContain('](/businessInquiry/resultsQuery/month?from=2026-10-01&to=2026-10-31&product=sms)');
    const all = await dataOf<PerformanceResult>(t, performanceQuery, { body }, token('admin'));
    expect(all.totals.revenue).not.toBe(page.totals.revenue);
    expect(text).not.toContain(formatUsd(all.totals.revenue));
  });

  it('builds a follow-up on the previous question of the conversation', async () => {
    const conversation = await newConversation('admin', '上个月短信业绩是多少？');
    await ask('admin', conversation, '上个月短信业绩是多少？');
    const { events } = await ask('admin', conversation, '按客户呢？');
    const text = messageText(events);
    expect(text).toContain('上个月（2026-10-01 至 2026-10-31）');
    expect(text).toContain('| 客户 |');
    expect(text).toContain('groupBy=customer');
    expect(text).toContain('product=sms');
  });

  it('pins with a toggle, lists pinned conversations first, and deletes for good', async () => {
    const first = await newConversation('sales2', '第一个问题');
    const second = await newConversation('sales2', '第二个问题');
    let list = await dataOf<Conversation[]>(t, listConversations, {}, token('sales2'));
    expect(list.map((c) => c.uuid)).toEqual([second.uuid, first.uuid]);
    const pinned = await dataOf<Conversation>(t, topConversation, { body: { uuid: first.uuid } }, token('sales2'));
    expect(pinned.isTop).toBe(true);
    list = await dataOf<Conversation[]>(t, listConversations, {}, token('sales2'));
    expect(list.map((c) => [c.uuid, c.isTop])).toEqual([
      [first.uuid, true],
      [second.uuid, false],
    ]);
    expect((await dataOf<Conversation>(t, topConversation, { body: { uuid: first.uuid } }, token('sales2'))).isTop).toBe(false);
    await ask('sales2', second, '你好');
    await dataOf(t, deleteConversation, { body: { uuid: second.uuid } }, token('sales2'));
    list = await dataOf<Conversation[]>(t, listConversations, {}, token('sales2'));
    expect(list.map((c) => c.uuid)).toEqual([first.uuid]);
    expect((await callApi(t.app, conversationDetail, { query: { uuid: second.uuid } }, { token: token('sales2') })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
  });

  it('pages the history ten at a time, newest first, over 25 chats', async () => {
    const conversation = await newConversation('finance', '问题 1');
    for (let n = 1; n <= 25; n += 1) await ask('finance', conversation, `你好 ${n}`);
    const pages: ChatMessage[][] = [];
    let lastChatId: number | undefined;
    for (;;) {
      const page = await dataOf<{ chats: ChatMessage[]; hasMore: boolean }>(
        t,
        conversationDetail,
        { query: { uuid: conversation.uuid, limit: 10, ...(lastChatId ? { lastChatId } : {}) } },
        token('finance'),
      );
      pages.push(page.chats);
      lastChatId = page.chats.at(-1)?.id;
      if (!page.hasMore) break;
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(pages.flat().map((chat) => chat.userQuery)).toEqual(Array.from({ length: 25 }, (_v, i) => `你好 ${25 - i}`));
  });

  it('records likes and dislikes with their tags, cancels with null, and requires a tag', async () => {
    const conversation = await newConversation('sales', '你好');
    const { events } = await ask('sales', conversation, '你好');
    const chatUuid = String(events[0]?.data.chatUuid);
    const likeTags = await dataOf<{ tagName: string }[]>(t, feedbackTags, { query: { likeType: 'LIKE' } }, token('sales'));
    const dislikeTags = await dataOf<{ tagName: string }[]>(t, feedbackTags, { query: { likeType: 'DISLIKE' } }, token('sales'));
    expect(likeTags.length).toBeGreaterThanOrEqual(3);
    expect(dislikeTags.map((tag) => tag.tagName)).not.toContain(likeTags[0]?.tagName);
    const noTag = await callApi(t.app, chatFeedback, { body: { chatUuid, like: 1, tag: '', content: '' } }, { token: token('sales') });
    expect(noTag.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'tag' } });
    const tag = `${likeTags[0]?.tagName},${likeTags[1]?.tagName}`;
    expect(await dataOf(t, chatFeedback, { body: { chatUuid, like: 1, tag, content: '很好' } }, token('sales'))).toEqual({
      chatUuid,
      like: 1,
    });
    let detail = await dataOf<{ chats: ChatMessage[] }>(t, conversationDetail, { query: { uuid: conversation.uuid } }, token('sales'));
    expect(detail.chats[0]?.like).toBe(1);
    await dataOf(t, chatFeedback, { body: { chatUuid, like: null } }, token('sales'));
    detail = await dataOf<{ chats: ChatMessage[] }>(t, conversationDetail, { query: { uuid: conversation.uuid } }, token('sales'));
    expect(detail.chats[0]?.like).toBeNull();
    await dataOf(t, chatFeedback, { body: { chatUuid, like: 0, tag: dislikeTags[0]?.tagName, content: '' } }, token('sales'));
    const rows = (await t.services.deps.db.execute(`SELECT "like", tags, content FROM ai_chat_feedback ORDER BY id`)) as unknown as {
      rows: { like: number | null; tags: string; content: string }[];
    };
    expect(rows.rows).toEqual([
      { like: 1, tags: tag, content: '很好' },
      { like: null, tags: '', content: '' },
      { like: 0, tags: dislikeTags[0]?.tagName, content: '' },
    ]);
    expect((await callApi(t.app, chatFeedback, { body: { chatUuid, like: 1, tag: 'x' } }, { token: token('sales2') })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
  });

  it('suggests three questions the user may ask, and another type on change batch', async () => {
    const first = await dataOf<SuggestedQuestion[]>(t, randomQuestions, { query: { limit: 3 } }, token('sales'));
    expect(first).toHaveLength(3);
    const next = await dataOf<SuggestedQuestion[]>(
      t,
      randomQuestions,
      { query: { limit: 3, currentType: first[0]?.type } },
      token('sales'),
    );
    expect(next).toHaveLength(3);
    expect(next[0]?.type).not.toBe(first[0]?.type);
    const seen = new Set<string>();
    let type: string | undefined;
    for (let n = 0; n < 6; n += 1) {
      const batch = await dataOf<SuggestedQuestion[]>(
        t,
        randomQuestions,
        { query: { limit: 3, ...(type ? { currentType: type } : {}) } },
        token('sales'),
      );
      for (const q of batch) seen.add(q.type);
      type = batch[0]?.type;
    }
    // sales has no report analysis key: no profit questions.
    expect(seen.has('profit')).toBe(false);
    const english = await callApi(
      t.app,
      randomQuestions,
      { query: { limit: 3 } },
      { token: token('finance'), headers: { 'Accept-Language': 'en' } },
    );
    for (const q of english.body.data as SuggestedQuestion[]) expect(q.question).toMatch(/^[\x20-\x7e]+$/);
  });

  it('lists the knowledge base and serves each document in the request language', async () => {
    const zh = await dataOf<{ id: string; title: string; url: string }[]>(t, kbDocuments, {}, token('newhire'));
    expect(zh.length).toBeGreaterThanOrEqual(40);
    expect(zh.find((doc) => doc.id === 'intro-bq')).toMatchObject({ title: '业务查询模块介绍', url: '/message/help?id=intro-bq' });
    const en = await callApi(
      t.app,
      kbDocument,
      { query: { id: 'intro-bq' } },
      { token: token('sales'), headers: { 'Accept-Language': 'en' } },
    );
    expect(en.body.data).toMatchObject({ id: 'intro-bq', title: 'Introduction to Business inquiry' });
    expect((await callApi(t.app, kbDocument, { query: { id: 'no-such-doc' } }, { token: token('sales') })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    expect((await callApi(t.app, kbDocument, { query: { id: '../etc/passwd' } }, { token: token('sales') })).body.code).toBe(
      APP_CODES.VALIDATION,
    );
  });
});
