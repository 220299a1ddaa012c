import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ApprovalCard } from '../../shared/assistant/approval-card';
import { APP_CODES } from '../../shared/error-codes';
import type { AppDeps } from '../deps';
import { aiChats, aiConversations, type ChatMemo, type KbDocumentRef } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { memoWithCard } from './task-cards';

/** The chats of a conversation as the stream writes them: started, then finished or stopped. */
export type ChatRow = typeof aiChats.$inferSelect;

export const chatNotFound = () => new AppError(APP_CODES.NOT_FOUND, 'assistant.chatNotFound', {}, 404);

export async function startChat(
  deps: AppDeps,
  conversationId: number,
  staffId: number,
  question: string,
  engine: string,
): Promise<ChatRow> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(aiChats)
    .values({ uuid: randomUUID(), conversationId, staffId, userQuery: question, status: 'streaming', engine, createdAt: now })
    .returning();
  if (!row) throw new Error('chat insert returned no row');
  await deps.db.update(aiConversations).set({ updatedAt: now }).where(eq(aiConversations.id, conversationId));
  return row;
}

export interface ChatEnd {
  response: string;
  status: 'done' | 'stopped' | 'failed';
  docs: KbDocumentRef[];
  guesses: string[];
  memo: ChatMemo | null;
  card: ApprovalCard | null;
}

export async function finishChat(deps: AppDeps, chatId: number, end: ChatEnd): Promise<void> {
  await deps.db
    .update(aiChats)
    .set({
      aiResponse: end.response,
      status: end.status,
      stopped: end.status === 'stopped',
      kbDocuments: end.docs,
      guessQuestions: end.guesses,
      memo: memoWithCard(end.memo, end.card),
      finishedAt: deps.clock.now(),
    })
    .where(eq(aiChats.id, chatId));
}

export async function findChat(deps: AppDeps, staffId: number, uuid: string): Promise<ChatRow> {
  const [row] = await deps.db
    .select()
    .from(aiChats)
    .where(and(eq(aiChats.uuid, uuid), eq(aiChats.staffId, staffId)));
  if (!row) throw chatNotFound();
  return row;
}

/** A chat left "streaming" by a server that went away is stopped where it was. */
export async function markStopped(deps: AppDeps, chat: ChatRow): Promise<void> {
  await deps.db
    .update(aiChats)
    .set({ status: 'stopped', stopped: true, finishedAt: deps.clock.now() })
    .where(and(eq(aiChats.id, chat.id), eq(aiChats.status, 'streaming')));
}

/** What the previous question of the conversation was about (for follow-ups). */
export async function previousMemo(deps: AppDeps, conversationId: number): Promise<ChatMemo | null> {
  const [row] = await deps.db
    .select({ memo: aiChats.memo })
    .from(aiChats)
    // A card's memo names a task, not a question a follow-up could build on.
    .where(and(eq(aiChats.conversationId, conversationId), isNotNull(sql`${aiChats.memo} -> 'intent'`)))
    .orderBy(desc(aiChats.id))
    .limit(1);
  return row?.memo ?? null;
}

/** The last few questions and answers, oldest first. */
export async function recentHistory(deps: AppDeps, conversationId: number, limit = 6): Promise<{ question: string; answer: string }[]> {
  const rows = await deps.db
    .select({ question: aiChats.userQuery, answer: aiChats.aiResponse })
    .from(aiChats)
    .where(eq(aiChats.conversationId, conversationId))
    .orderBy(desc(aiChats.id))
    .limit(limit);
  return rows.reverse();
}
