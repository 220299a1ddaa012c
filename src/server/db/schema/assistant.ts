import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './org';

/**
 * The AI assistant (sections.md §3 "Chat session", "Chat message"): conversations of one staff
 * member, the chats (question and answer) in them, feedback on answers, and the suggested
 * questions and feedback tags offered by the panel.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** Taken from the first question. */
    title: text('title').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    /** When it was pinned: pinned conversations list most recently pinned first. */
    toppedAt: timestamp('topped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Last question asked in it: the history lists the most recent first. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('ai_conversations_uuid_idx').on(t.uuid), index('ai_conversations_staff_idx').on(t.staffId, t.updatedAt)],
);

export interface KbDocumentRef {
  documentName: string;
  documentUrl: string;
}

/** What the assistant understood, kept so that a follow-up ("按客户呢？") can build on it. */
export type ChatMemo = Record<string, unknown>;

export const aiChats = pgTable(
  'ai_chats',
  {
    /** Cursor of the history pages (lastChatId). */
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    userQuery: text('user_query').notNull(),
    /** The answer as streamed; for a stopped chat, the part sent before the stop. */
    aiResponse: text('ai_response').notNull().default(''),
    /** streaming | done | stopped | failed */
    status: text('status').notNull(),
    /** Stopped by the user (stop button or leaving) before the answer was complete. */
    stopped: boolean('stopped').notNull().default(false),
    /** 1 like, 0 dislike, null none. */
    like: smallint('like'),
    kbDocuments: jsonb('kb_documents').$type<KbDocumentRef[]>().notNull().default([]),
    guessQuestions: jsonb('guess_questions').$type<string[]>().notNull().default([]),
    /** local (tool-routing engine) or llm. */
    engine: text('engine').notNull(),
    memo: jsonb('memo').$type<ChatMemo>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ai_chats_uuid_idx').on(t.uuid), index('ai_chats_conversation_idx').on(t.conversationId, t.id)],
);

/** Every like or dislike with its tags (comma-joined names) and free text; the latest one counts. */
export const aiChatFeedback = pgTable(
  'ai_chat_feedback',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => aiChats.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** 1 like, 0 dislike, null: the earlier one was cancelled. */
    like: smallint('like'),
    tags: text('tags').notNull().default(''),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ai_chat_feedback_chat_idx').on(t.chatId)],
);

/** Suggested questions of the home view, by type; `permission` hides one from users without the key. */
export const aiCommonQuestions = pgTable(
  'ai_common_questions',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    question: text('question').notNull(),
    questionEn: text('question_en').notNull(),
    permission: text('permission'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('ai_common_questions_question_idx').on(t.question)],
);

/** Tags of the feedback form, per like type (LIKE, DISLIKE). */
export const aiFeedbackTags = pgTable(
  'ai_feedback_tags',
  {
    id: serial('id').primaryKey(),
    likeType: text('like_type').notNull(),
    tagName: text('tag_name').notNull(),
    tagNameEn: text('tag_name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('ai_feedback_tags_name_idx').on(t.likeType, t.tagName)],
);
