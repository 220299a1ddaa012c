import { create } from 'zustand';
import type { ApprovalCard } from '../../shared/assistant/approval-card';

/**
 * The assistant panel's state (sections.md §3 "Local chat state per session"): the window, and per
 * conversation its draft, loading flag, stop availability and the chats asked in this tab. A new
 * conversation not yet created on the server lives under a placeholder id. The conversation list,
 * the stored history and the suggested questions are server state (assistant-queries.ts).
 */
export const PLACEHOLDER_ID = 'new-conversation';

export interface ChatView {
  /** Local key; equals the chat uuid once known. */
  key: string;
  id?: number;
  uuid?: string;
  userQuery: string;
  aiResponse: string;
  like: 1 | 0 | null;
  kbDocuments: { documentName: string; documentUrl: string }[];
  guessQuestions: string[];
  /** A confirmation card under the answer (agree to a to-do). */
  card: ApprovalCard | null;
  status: 'pending' | 'streaming' | 'done' | 'stopped' | 'failed';
}

export interface SessionView {
  draft: string;
  loading: boolean;
  /** The stop button works once the init event arrived (isStopSSE). */
  canStop: boolean;
  /** The chats asked in this tab, oldest first (the stored history comes from the query cache). */
  messages: ChatView[];
}

export const emptySession = (): SessionView => ({ draft: '', loading: false, canStop: false, messages: [] });

export interface AssistantState {
  open: boolean;
  fullScreen: boolean;
  /** Expanded (wider) or reduced (normal width). */
  wide: boolean;
  sidebarCollapsed: boolean;
  /** Beside the page rather than over it (wide windows; set by following an answer's link). */
  docked: boolean;
  /** The conversation list as a drawer (phone, docked) is open. */
  drawerOpen: boolean;
  activeId: string;
  local: Record<string, SessionView>;
  /** Type of the suggested batch "change batch" moved away from (undefined: any). */
  suggestionType: string | undefined;
  /** Where the opener was dragged to (null: the default place); kept while the panel is open. */
  openerTop: number | null;
}

export const useAssistant = create<AssistantState>(() => ({
  open: false,
  fullScreen: false,
  wide: false,
  sidebarCollapsed: false,
  docked: false,
  drawerOpen: false,
  activeId: PLACEHOLDER_ID,
  local: { [PLACEHOLDER_ID]: emptySession() },
  suggestionType: undefined,
  openerTop: null,
}));

const NO_SESSION = emptySession();

export function sessionOf(state: AssistantState, id: string): SessionView {
  return state.local[id] ?? NO_SESSION;
}

/** Changes one conversation's local state. */
export function patchSession(id: string, patch: Partial<SessionView> | ((session: SessionView) => Partial<SessionView>)): void {
  useAssistant.setState((state) => {
    const current = sessionOf(state, id);
    const next = typeof patch === 'function' ? patch(current) : patch;
    return { local: { ...state.local, [id]: { ...current, ...next } } };
  });
}

/** Changes one message of a conversation. */
export function patchMessage(id: string, key: string, patch: Partial<ChatView> | ((chat: ChatView) => Partial<ChatView>)): void {
  patchSession(id, (session) => ({
    messages: session.messages.map((chat) =>
      chat.key === key ? { ...chat, ...(typeof patch === 'function' ? patch(chat) : patch) } : chat,
    ),
  }));
}

/** sections.md §9: input 556 px wide, 700 when expanded or with the conversation list collapsed. */
export function inputWidth(state: Pick<AssistantState, 'wide' | 'sidebarCollapsed'>): number {
  return state.wide || state.sidebarCollapsed ? 700 : 556;
}
