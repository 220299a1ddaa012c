import type { ApprovalCard } from '../../../shared/assistant/approval-card';
import type { ChatMemo, KbDocumentRef } from '../../db/schema/assistant';
import type { ToolContext } from '../tools/tool-context';

/**
 * The one interface behind the assistant's answers. Two engines implement it: the local
 * tool-routing engine (default, no network) and the LLM engine (ai SDK, when a provider is
 * configured). Both call the same tools and produce the same events; the stream handler turns
 * them into `message`, `kbdocs` and `guessQuestions` events and stores the chat.
 */
export type EngineEvent =
  | { type: 'text'; text: string }
  | { type: 'docs'; docs: KbDocumentRef[] }
  | { type: 'guess'; questions: string[] }
  /** A confirmation card under the answer: the asker's click acts, never the engine. */
  | { type: 'card'; card: ApprovalCard }
  /** What was understood, for a follow-up question in the same conversation. */
  | { type: 'memo'; memo: ChatMemo };

export interface EngineRequest {
  question: string;
  ctx: ToolContext;
  /** The memo of the previous chat of the conversation, if any. */
  previous: ChatMemo | null;
  /** Earlier questions and answers of the conversation, oldest first (the LLM reads them). */
  history: { question: string; answer: string }[];
  signal: AbortSignal;
}

/** An answer before it is streamed: its text, the documents it cites, follow-up questions and its memo. */
export interface FlowResult {
  text: string;
  docIds: string[];
  guesses: string[];
  memo: ChatMemo | null;
  card?: ApprovalCard | undefined;
}

/** What a tool answered: the composed answer, and for a model, whether it answered and the facts behind it. */
export interface ToolAnswer extends FlowResult {
  status: 'ok' | 'refused' | 'no-data' | 'not-visible' | 'no-permission';
  facts: Record<string, unknown>;
}

export interface AssistantEngine {
  readonly name: 'local' | 'llm';
  answer(request: EngineRequest): AsyncIterable<EngineEvent>;
}
