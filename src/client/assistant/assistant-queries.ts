import { keepPreviousData, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  AI_HISTORY_PAGE_SIZE,
  AI_SUGGESTED_BATCH,
  conversationDetail,
  feedbackTags,
  listConversations,
  randomQuestions,
  type ChatMessage,
  type Conversation,
  type SuggestedQuestion,
} from '../../shared/api/assistant-calls';
import type { CallData, CallRequest } from '../../shared/api/define-call';
import type { ApprovalCard } from '../../shared/assistant/approval-card';
import { queryClient } from '../api/query-client';
import { PER_SESSION, callPagesKey, callQuery, useCall, useCallPages } from '../api/use-call';
import { PLACEHOLDER_ID, useAssistant, type ChatView } from './assistant-store';

const NONE: never[] = [];
const conversationsKey = callQuery(listConversations).queryKey;

/** The user's conversations, pinned first; read again whenever the panel opens. */
export function useConversations(): { conversations: Conversation[]; loaded: boolean } {
  const query = useCall(listConversations);
  return { conversations: query.data ?? NONE, loaded: query.isFetched };
}

/** Changes the cached conversation list (a conversation created, pinned or deleted here). */
export function updateConversations(change: (list: Conversation[]) => Conversation[]): void {
  queryClient.setQueryData(conversationsKey, (list) => change(list ?? []));
}

/**
 * Suggested questions: a batch on every showing; "change batch" asks for one of another type than
 * the batch on screen. The type chosen is client state, shared by the panel and the home input.
 */
export function useSuggestions(): { suggestions: SuggestedQuestion[]; loading: boolean; changeBatch(): void } {
  const type = useAssistant((state) => state.suggestionType);
  const query = useCall(
    randomQuestions,
    { query: { limit: AI_SUGGESTED_BATCH, ...(type ? { currentType: type } : {}) } },
    { placeholderData: keepPreviousData },
  );
  const suggestions = query.data ?? NONE;
  const changeBatch = () => {
    const next = suggestions[0]?.type;
    if (next === type) void query.refetch();
    else useAssistant.setState({ suggestionType: next });
  };
  return { suggestions, loading: query.isPending, changeBatch };
}

/** The feedback tags of a like or a dislike (fixed per sign-in). */
export function useFeedbackTags(like: 1 | 0): string[] {
  const query = useCall(feedbackTags, { query: { likeType: like === 1 ? 'LIKE' : 'DISLIKE' } }, PER_SESSION);
  return query.data?.map((tag) => tag.tagName) ?? NONE;
}

type HistoryRequest = CallRequest<typeof conversationDetail>;
type HistoryPage = CallData<typeof conversationDetail>;
const historyOf = (uuid: string): HistoryRequest => ({ query: { uuid, limit: AI_HISTORY_PAGE_SIZE } });
const historyKey = (uuid: string) => callPagesKey(conversationDetail, historyOf(uuid));
/** Ten chats a page, newest first; fewer than ten (or the server's word) ends the history. */
const HISTORY_PAGES = {
  page: (request: HistoryRequest, lastChatId: number | null): HistoryRequest =>
    lastChatId ? { query: { ...request.query, lastChatId } } : request,
  next: (page: HistoryPage) => (page.chats.length === AI_HISTORY_PAGE_SIZE && page.hasMore ? page.chats.at(-1)?.id : null),
  // Read once per conversation and sign-in; the chats sent here are kept locally.
  staleTime: Infinity,
};

/** A stored chat as the panel shows it; one the server still marks streaming was cut off (stopped). */
export const chatView = (chat: ChatMessage): ChatView => ({
  key: chat.uuid,
  id: chat.id,
  uuid: chat.uuid,
  userQuery: chat.userQuery,
  aiResponse: chat.aiResponse,
  like: chat.like,
  kbDocuments: chat.kbDocuments,
  guessQuestions: chat.guessQuestions,
  card: chat.card,
  status: chat.status === 'streaming' ? 'stopped' : chat.status,
});

export interface ConversationChats {
  /** Oldest first: the stored history, then the chats asked here (fresher, so they win over a stored copy). */
  messages: ChatView[];
  hasMore: boolean;
  loaded: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
}

/** A conversation's chats: its history page by page through the query cache, plus the chats asked in this tab. */
export function useConversationChats(sessionId: string, local: ChatView[]): ConversationChats {
  const history = useCallPages(conversationDetail, sessionId === PLACEHOLDER_ID ? null : historyOf(sessionId), HISTORY_PAGES);
  const stored = history.data;
  const messages = useMemo(() => {
    const asked = new Set(local.flatMap((chat) => (chat.uuid ? [chat.uuid] : [])));
    const older = (stored?.pages ?? [])
      .flatMap((page) => page.chats)
      .reverse()
      .map(chatView)
      .filter((chat) => !asked.has(chat.key));
    return older.length === 0 ? local : [...older, ...local];
  }, [stored, local]);
  return {
    messages,
    hasMore: history.hasNextPage,
    loaded: sessionId === PLACEHOLDER_ID || !history.isPending,
    loadingOlder: history.isFetchingNextPage,
    loadOlder: () => {
      if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
    },
  };
}

/** A conversation created here has no history to read yet. */
export function seedHistory(conversation: Conversation): void {
  queryClient.setQueryData<InfiniteData<HistoryPage, number | null>>(historyKey(conversation.uuid), {
    pages: [{ conversation, chats: [], hasMore: false }],
    pageParams: [null],
  });
}

/** Changes a stored chat in the cached history, as the server now has it. */
function patchStoredChat(uuid: string, chatUuid: string, patch: Partial<ChatMessage>): void {
  queryClient.setQueryData<InfiniteData<HistoryPage, number | null>>(
    historyKey(uuid),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          chats: page.chats.map((chat) => (chat.uuid === chatUuid ? { ...chat, ...patch } : chat)),
        })),
      },
  );
}

/** Like or dislike of a stored chat, as the server now has it. */
export function setStoredLike(uuid: string, chatUuid: string, like: 1 | 0 | null): void {
  patchStoredChat(uuid, chatUuid, { like });
}

/** A stored chat's card after its button was used (the server reads the same from the task). */
export function setStoredCard(uuid: string, chatUuid: string, card: ApprovalCard): void {
  patchStoredChat(uuid, chatUuid, { card });
}

export function forgetHistory(uuid: string): void {
  queryClient.removeQueries({ queryKey: historyKey(uuid) });
}
