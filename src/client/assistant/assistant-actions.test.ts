import { act, cleanup, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import {
  chatStream,
  conversationDetail,
  createConversation,
  deleteConversation,
  listConversations,
  stopChat,
  type ChatMessage,
} from '../../shared/api/assistant-calls';
import { portalClient } from '../api/portal-client';
import { queryClient } from '../api/query-client';
import { callKey } from '../api/use-call';
import { setLanguage } from '../i18n/i18n';
import { removeSession, selectSession, send, stop } from './assistant-actions';
import { useConversationChats } from './assistant-queries';
import { PLACEHOLDER_ID, emptySession, sessionOf, useAssistant, type ChatView } from './assistant-store';

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn() }));
vi.mock('../ui/toast', async (original) => ({ ...(await original<object>()), toast: toasts }));

const UUID = '11111111-1111-4111-8111-111111111111';
const NO_LOCAL: ChatView[] = [];
const CHAT = '22222222-2222-4222-8222-222222222222';
const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A stream that sends the given events, then stays open until the request is aborted (when `hang`). */
function streamResponse(events: string[], signal: AbortSignal | undefined, hang = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(event));
      if (!hang) controller.close();
      else signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const chat = (n: number): ChatMessage => ({
  id: n,
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userQuery: `问题 ${n}`,
  aiResponse: `回答 ${n}`,
  like: null,
  kbDocuments: [],
  guessQuestions: [],
  card: null,
  status: 'done',
  stopped: false,
  createdAt: '2026-11-02T00:00:00.000Z',
});

const stops: unknown[] = [];
const server = mockApi(
  http.post(createConversation.path, () => ok({ uuid: UUID, title: '上个月短信业绩', isTop: false, createdAt: '', updatedAt: '' })),
  http.post(stopChat.path, async ({ request }) => (stops.push(await request.json()), ok({ chatUuid: CHAT, stopped: true }))),
  http.post(deleteConversation.path, () => ok({ uuid: UUID, deleted: true })),
);
/** The answer stream of the next question: its events, then closed (or held open until aborted). */
function answerWith(events: string[], hang = false): Request[] {
  const seen: Request[] = [];
  server.use(http.post(chatStream.path, ({ request }) => (seen.push(request.clone()), streamResponse(events, request.signal, hang))));
  return seen;
}

beforeAll(() => setLanguage('zh'));
beforeEach(() => {
  stops.length = 0;
  portalClient.acceptTokens({ token: 'a1', tokenHead: 'Bearer ', expiresIn: 7200, refreshToken: 'r1' });
  useAssistant.setState({ activeId: PLACEHOLDER_ID, local: { [PLACEHOLDER_ID]: emptySession() }, open: true });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('asking in a new conversation', () => {
  it('creates the conversation, moves the placeholder to its uuid and streams the answer', async () => {
    const streamed = answerWith([
      sse('init', { conversationUuid: UUID, chatUuid: CHAT }),
      sse('message', { content: '上个月收入 **$1', conversationUuid: UUID, chatUuid: CHAT }),
      sse('message', { content: ',427.43**。', conversationUuid: UUID, chatUuid: CHAT }),
      sse('kbdocs', { kbdocs: [{ document_name: '业绩说明', reference_url: '/message/help?id=sales-performance' }] }),
      sse('guessQuestions', { guessQuestions: ['a', 'b', 'c'] }),
    ]);
    await send('  上个月短信业绩 ');
    expect(streamed).toHaveLength(1);
    expect(await streamed[0]?.json()).toEqual({ content: '上个月短信业绩', conversationUuid: UUID });
    expect(streamed[0]?.headers.get('Authorization')).toBe('Bearer a1');
    const state = useAssistant.getState();
    expect(state.activeId).toBe(UUID);
    expect(queryClient.getQueryData<{ uuid: string }[]>(callKey(listConversations))?.map((s) => s.uuid)).toEqual([UUID]);
    expect(sessionOf(state, PLACEHOLDER_ID).messages).toEqual([]);
    const session = sessionOf(state, UUID);
    expect(session.loading).toBe(false);
    expect(session.messages).toHaveLength(1);
    expect(session.messages[0]).toMatchObject({
      uuid: CHAT,
      userQuery: '上个月短信业绩',
      aiResponse: '上个月收入 **$1,427.43**。',
      status: 'done',
      guessQuestions: ['a', 'b', 'c'],
      kbDocuments: [{ documentName: '业绩说明', documentUrl: '/message/help?id=sales-performance' }],
    });
  });

  it('stops: the stream is aborted, the server told, and the chat marked stopped', async () => {
    answerWith(
      [
        sse('init', { conversationUuid: UUID, chatUuid: CHAT }),
        sse('message', { content: '部分', conversationUuid: UUID, chatUuid: CHAT }),
      ],
      true,
    );
    const sending = send('财务模块有哪些功能');
    await vi.waitFor(() => expect(sessionOf(useAssistant.getState(), UUID).canStop).toBe(true));
    stop();
    await sending;
    await vi.waitFor(() => expect(stops).toEqual([{ chatUuid: CHAT }]));
    expect(sessionOf(useAssistant.getState(), UUID).messages[0]).toMatchObject({ aiResponse: '部分', status: 'stopped' });
    expect(sessionOf(useAssistant.getState(), UUID).loading).toBe(false);
  });

  it('says "request failed" when the stream does not start', async () => {
    server.use(http.post(chatStream.path, () => HttpResponse.json({ code: 10000500, msg: 'x', data: null }, { status: 500 })));
    await send('你好');
    expect(toasts.error).toHaveBeenCalledWith('请求失败');
    expect(sessionOf(useAssistant.getState(), UUID).messages[0]?.status).toBe('failed');
    expect(sessionOf(useAssistant.getState(), UUID).loading).toBe(false);
  });
});

describe('history', () => {
  it('loads ten at a time, newest first from the server, shown oldest first; fewer than ten ends it', async () => {
    server.use(
      http.get(conversationDetail.path, ({ request }) => {
        const lastChatId = Number(new URL(request.url).searchParams.get('lastChatId') ?? 0);
        const all = Array.from({ length: 25 }, (_v, i) => chat(25 - i)).filter((c) => !lastChatId || c.id < lastChatId);
        return ok({ conversation: {}, chats: all.slice(0, 10), hasMore: all.length > 10 });
      }),
    );
    selectSession(UUID);
    const { result } = renderHook(() =>
      useConversationChats(
        useAssistant((state) => state.activeId),
        NO_LOCAL,
      ),
    );
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(10));
    expect(result.current.messages.map((m) => m.id)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    act(() => result.current.loadOlder());
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(20));
    act(() => result.current.loadOlder());
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(25));
    expect(result.current.messages.map((m) => m.id)).toEqual(Array.from({ length: 25 }, (_v, i) => i + 1));
    expect(result.current.hasMore).toBe(false);
  });

  it('shows a chat asked here once, after the stored ones, with its local state', async () => {
    server.use(http.get(conversationDetail.path, () => ok({ conversation: {}, chats: [chat(2), chat(1)], hasMore: false })));
    const asked = [{ ...chat(2), key: 'local-1', uuid: chat(2).uuid, status: 'streaming' as const, kbDocuments: [], guessQuestions: [] }];
    const { result } = renderHook(() => useConversationChats(UUID, asked));
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(2));
    expect(result.current.messages.map((m) => [m.key, m.status])).toEqual([
      [chat(1).uuid, 'done'],
      ['local-1', 'streaming'],
    ]);
  });

  it('a new conversation reads no history: it has none yet', async () => {
    const detail = vi.fn(() => ok({ conversation: {}, chats: [], hasMore: false }));
    server.use(http.get(conversationDetail.path, detail));
    answerWith([sse('init', { conversationUuid: UUID, chatUuid: CHAT })]);
    await send('你好');
    const { result } = renderHook(() => useConversationChats(UUID, sessionOf(useAssistant.getState(), UUID).messages));
    expect(result.current.loaded).toBe(true);
    expect(result.current.messages.map((m) => m.uuid)).toEqual([CHAT]);
    expect(detail).not.toHaveBeenCalled();
  });

  it('deleting the conversation on screen returns to a new conversation', async () => {
    queryClient.setQueryData(callKey(listConversations), [{ uuid: UUID, title: 't', isTop: false, createdAt: '', updatedAt: '' }]);
    useAssistant.setState({ activeId: UUID, local: { [UUID]: emptySession(), [PLACEHOLDER_ID]: emptySession() } });
    await removeSession(UUID);
    expect(useAssistant.getState().activeId).toBe(PLACEHOLDER_ID);
    expect(queryClient.getQueryData(callKey(listConversations))).toEqual([]);
    expect(toasts.success).toHaveBeenCalledWith('删除成功');
  });
});
