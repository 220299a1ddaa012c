import { keepPreviousData } from '@tanstack/react-query';
import {
  AI_SUGGESTED_BATCH, feedbackTags, listConversations, randomQuestions, type Conversation, type SuggestedQuestion,
} from '../../shared/api/assistant-calls';
import { queryClient } from '../api/query-client';
import { PER_SESSION, callQuery, useCall } from '../api/use-call';
import { useAssistant } from './assistant-store';

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
export function useSuggestions(): { suggestions: SuggestedQuestion[]; changeBatch(): void } {
  const type = useAssistant((state) => state.suggestionType);
  const query = useCall(randomQuestions, { query: { limit: AI_SUGGESTED_BATCH, ...(type ? { currentType: type } : {}) } }, { placeholderData: keepPreviousData });
  const suggestions = query.data ?? NONE;
  const changeBatch = () => {
    const next = suggestions[0]?.type;
    if (next === type) void query.refetch();
    else useAssistant.setState({ suggestionType: next });
  };
  return { suggestions, changeBatch };
}

/** The feedback tags of a like or a dislike (fixed per sign-in). */
export function useFeedbackTags(like: 1 | 0): string[] {
  const query = useCall(feedbackTags, { query: { likeType: like === 1 ? 'LIKE' : 'DISLIKE' } }, PER_SESSION);
  return query.data?.map((tag) => tag.tagName) ?? NONE;
}
