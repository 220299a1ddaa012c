import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ChatMessage, Conversation } from '../../shared/api/assistant-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { AppDeps } from '../deps';
import { INT4_MAX } from '../db/int4';
import { aiChats, aiConversations } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { cardsNow } from './task-cards';

/**
 * Conversations and their history (sections.md §4 "AI chat"), always of the signed-in user: a
 * conversation of someone else answers "not found", exactly like one that does not exist.
 */
type ConversationRow = typeof aiConversations.$inferSelect;
type ChatRow = typeof aiChats.$inferSelect;

export const conversationNotFound = () => new AppError(APP_CODES.NOT_FOUND, 'assistant.conversationNotFound', {}, 404);

export function toConversation(row: ConversationRow): Conversation {
  return {
    uuid: row.uuid,
    title: row.title,
    isTop: row.isTop,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toChatMessage(row: ChatRow, card: ChatMessage['card'] = null): ChatMessage {
  return {
    id: row.id,
    uuid: row.uuid,
    userQuery: row.userQuery,
    aiResponse: row.aiResponse,
    like: row.like === 1 ? 1 : row.like === 0 ? 0 : null,
    kbDocuments: row.kbDocuments,
    guessQuestions: row.guessQuestions,
    card,
    status: row.status as ChatMessage['status'],
    stopped: row.stopped,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findConversation(deps: AppDeps, staffId: number, uuid: string): Promise<ConversationRow> {
  const [row] = await deps.db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.uuid, uuid), eq(aiConversations.staffId, staffId)));
  if (!row) throw conversationNotFound();
  return row;
}

/** A new conversation titled after its first question. */
export async function createConversation(deps: AppDeps, staffId: number, question: string): Promise<Conversation> {
  const now = deps.clock.now();
  const title = question.replace(/\s+/g, ' ').trim();
  const [row] = await deps.db
    .insert(aiConversations)
    .values({ uuid: randomUUID(), staffId, title, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('conversation insert returned no row');
  return toConversation(row);
}

/** Pinned first (the latest pinned first), then by the last question asked. */
export async function listConversations(deps: AppDeps, staffId: number): Promise<Conversation[]> {
  const rows = await deps.db
    .select()
    .from(aiConversations)
    .where(eq(aiConversations.staffId, staffId))
    .orderBy(
      desc(aiConversations.isTop),
      sql`${aiConversations.toppedAt} DESC NULLS LAST`,
      desc(aiConversations.updatedAt),
      desc(aiConversations.id),
    );
  return rows.map(toConversation);
}

export async function pinConversation(deps: AppDeps, staffId: number, uuid: string, isTop?: boolean): Promise<Conversation> {
  const current = await findConversation(deps, staffId, uuid);
  const next = isTop ?? !current.isTop;
  const [row] = await deps.db
    .update(aiConversations)
    .set({ isTop: next, toppedAt: next ? deps.clock.now() : null })
    .where(eq(aiConversations.id, current.id))
    .returning();
  return toConversation(row ?? current);
}

/** Deletes the conversation and, with it, every chat and feedback in it. */
export async function deleteConversation(deps: AppDeps, staffId: number, uuid: string): Promise<{ uuid: string; deleted: boolean }> {
  const current = await findConversation(deps, staffId, uuid);
  await deps.db.delete(aiConversations).where(eq(aiConversations.id, current.id));
  return { uuid, deleted: true };
}

/** A page of chats, newest first, older than `lastChatId`; `hasMore` says whether older ones remain. */
export async function conversationDetail(
  deps: AppDeps,
  staffId: number,
  query: { uuid: string; lastChatId?: number | undefined; limit: number },
) {
  const conversation = await findConversation(deps, staffId, query.uuid);
  // A cursor past the integer column is newer than every chat: the first page, as without one.
  const where =
    query.lastChatId === undefined || query.lastChatId > INT4_MAX
      ? eq(aiChats.conversationId, conversation.id)
      : and(eq(aiChats.conversationId, conversation.id), lt(aiChats.id, query.lastChatId));
  const rows = await deps.db
    .select()
    .from(aiChats)
    .where(where)
    .orderBy(desc(aiChats.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const cards = await cardsNow(deps, page);
  return {
    conversation: toConversation(conversation),
    chats: page.map((row) => toChatMessage(row, cards.get(row.id) ?? null)),
    hasMore: rows.length > query.limit,
  };
}
