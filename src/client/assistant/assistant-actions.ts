import { toast } from '../ui/toast';
import type { AssistantActions } from '../../../commands/types';
import {
  chatFeedback,
  createConversation,
  deleteConversation,
  listConversations,
  stopChat,
  topConversation,
} from '../../shared/api/assistant-calls';
import { ApiError } from '../api/api-error';
import { invalidateCall, mutateCall } from '../api/use-call';
import { i18n } from '../i18n/i18n';
import type { ApprovalCard } from '../../shared/assistant/approval-card';
import { forgetHistory, seedHistory, setStoredCard, setStoredLike, updateConversations } from './assistant-queries';
import { PLACEHOLDER_ID, emptySession, patchMessage, patchSession, sessionOf, useAssistant, type ChatView } from './assistant-store';
import { streamAnswer } from './chat-stream';

/**
 * What the panel does (sections.md §4 "AI chat"): conversations, history, sending with the
 * streamed answer, stop, pin, delete, feedback. Components only call these.
 */
const running = new Map<string, { controller: AbortController; chatUuid?: string }>();
let localKeys = 0;
type Said = 'requestFailed' | 'operationSuccessful' | 'deletedSuccessfully' | 'thanksForFeedback';
const say = (key: Said): string => i18n.t(`assistant.${key}` as const);
const failureText = (error: unknown) =>
  error instanceof ApiError && error.message && error.kind === 'business' ? error.message : say('requestFailed');

export function newConversation(): void {
  useAssistant.setState((state) => ({
    activeId: PLACEHOLDER_ID,
    open: true,
    drawerOpen: false,
    local: { ...state.local, [PLACEHOLDER_ID]: sessionOf(state, PLACEHOLDER_ID) },
  }));
}

/** Shows a conversation; its stored history is read through the query cache (useConversationChats). */
export function selectSession(uuid: string): void {
  useAssistant.setState({ activeId: uuid, drawerOpen: false });
}

/** First send of a new conversation creates it and moves the placeholder's state to its uuid. */
async function ensureConversation(id: string, question: string): Promise<string | null> {
  if (id !== PLACEHOLDER_ID) return id;
  try {
    const conversation = await mutateCall(createConversation, { body: { initialQuestion: question } }, { silent: true });
    updateConversations((list) => [conversation, ...list.filter((s) => s.uuid !== conversation.uuid)]);
    seedHistory(conversation);
    useAssistant.setState((state) => ({
      local: { ...state.local, [conversation.uuid]: sessionOf(state, PLACEHOLDER_ID), [PLACEHOLDER_ID]: emptySession() },
      activeId: state.activeId === PLACEHOLDER_ID ? conversation.uuid : state.activeId,
    }));
    return conversation.uuid;
  } catch (error) {
    toast.error(failureText(error));
    return null;
  }
}

export async function send(text: string, sessionId?: string): Promise<void> {
  const question = text.trim();
  const from = sessionId ?? useAssistant.getState().activeId;
  if (!question || sessionOf(useAssistant.getState(), from).loading) return;
  patchSession(from, { draft: '', loading: true, canStop: false });
  const id = await ensureConversation(from, question);
  if (!id) {
    patchSession(from, { loading: false, draft: question });
    return;
  }
  const key = `local-${(localKeys += 1)}`;
  patchSession(id, (session) => ({
    messages: [
      ...session.messages,
      { key, userQuery: question, aiResponse: '', like: null, kbDocuments: [], guessQuestions: [], card: null, status: 'pending' },
    ],
  }));
  const entry: { controller: AbortController; chatUuid?: string } = { controller: new AbortController() };
  running.set(id, entry);
  try {
    await streamAnswer(
      { content: question, conversationUuid: id },
      {
        onInit: (event) => {
          entry.chatUuid = event.chatUuid;
          patchSession(id, { canStop: true });
          patchMessage(id, key, { uuid: event.chatUuid });
        },
        onMessage: (event) => patchMessage(id, key, (chat) => ({ aiResponse: chat.aiResponse + event.content, status: 'streaming' })),
        onCard: (event) => patchMessage(id, key, { card: event.card }),
        onKbDocs: (event) =>
          patchMessage(id, key, {
            kbDocuments: event.kbdocs.map((doc) => ({ documentName: doc.document_name, documentUrl: doc.reference_url })),
          }),
        onGuess: (event) => patchMessage(id, key, { guessQuestions: event.guessQuestions }),
      },
      entry.controller.signal,
    );
    patchMessage(id, key, { status: entry.controller.signal.aborted ? 'stopped' : 'done' });
  } catch {
    if (entry.controller.signal.aborted) patchMessage(id, key, { status: 'stopped' });
    else {
      toast.error(say('requestFailed'));
      patchMessage(id, key, { status: 'failed' });
    }
  } finally {
    running.delete(id);
    patchSession(id, { loading: false, canStop: false });
  }
}

/** Stops the answer being streamed: aborts the stream and tells the server to end that chat. */
export function stop(sessionId?: string): void {
  const id = sessionId ?? useAssistant.getState().activeId;
  const entry = running.get(id);
  if (!entry?.chatUuid) return;
  entry.controller.abort();
  void mutateCall(stopChat, { body: { chatUuid: entry.chatUuid } }, { silent: true }).catch((error: unknown) =>
    console.warn('[assistant] stop', error),
  );
}

export async function pin(uuid: string, isTop: boolean): Promise<void> {
  const updated = await mutateCall(topConversation, { body: { uuid, isTop } });
  updateConversations((list) => list.map((s) => (s.uuid === uuid ? updated : s)));
  // The server orders the list (pinned first).
  await invalidateCall(listConversations);
  toast.success(say('operationSuccessful'));
}

/** Deletes for good; deleting the conversation on screen returns to a new conversation. */
export async function removeSession(uuid: string): Promise<void> {
  await mutateCall(deleteConversation, { body: { uuid } });
  running.get(uuid)?.controller.abort();
  updateConversations((list) => list.filter((s) => s.uuid !== uuid));
  forgetHistory(uuid);
  useAssistant.setState((state) => {
    const local = { ...state.local };
    delete local[uuid];
    return { local, activeId: state.activeId === uuid ? PLACEHOLDER_ID : state.activeId };
  });
  toast.success(say('deletedSuccessfully'));
}

export async function sendFeedback(sessionId: string, chat: ChatView, like: 1 | 0 | null, tag = '', content = ''): Promise<void> {
  if (!chat.uuid) return;
  await mutateCall(chatFeedback, { body: { chatUuid: chat.uuid, like, tag, content } });
  // A chat asked here is local state; a stored one lives in the cached history.
  if (chat.key === chat.uuid) setStoredLike(sessionId, chat.uuid, like);
  else patchMessage(sessionId, chat.key, { like });
  if (like !== null) toast.success(say('thanksForFeedback'));
}

/** A card's outcome once its button was used: the card then shows it and offers no button. */
export function settleCard(sessionId: string, chat: ChatView, outcome: Pick<ApprovalCard, 'state' | 'handledAt'>): void {
  if (!chat.card) return;
  const card = { ...chat.card, ...outcome };
  if (chat.uuid && chat.key === chat.uuid) setStoredCard(sessionId, chat.uuid, card);
  else patchMessage(sessionId, chat.key, { card });
}

/** The assistant as commands see it (ctx.assistant): the palette's "ask AI" and the home input use it. */
export const assistantActions: AssistantActions = {
  open(question) {
    useAssistant.setState({ open: true });
    if (question?.trim()) {
      newConversation();
      void send(question);
    }
  },
  newConversation,
};
