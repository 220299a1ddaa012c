import { PERMISSION_KEYS } from '../permissions';
import { z } from 'zod';
import { approvalCard, type ApprovalCard } from '../assistant/approval-card';
import { SIGNED_IN, defineCall } from './define-call';
import { freeText, isFreeText, lineText } from './text-fields';

/**
 * The AI assistant (sections.md §7 "AI assistant (/v2/ai/api)"): conversations, history, suggested
 * questions, feedback, stop and the streamed answer. Every call needs the `aichat` button key;
 * the knowledge-base pages are readable by every signed-in user.
 */
export const AI_PERMISSION = PERMISSION_KEYS.aiChat;
export const AI_PREFIX = '/v2/ai/api';

/** sections.md §9: input 1–100 characters, history pages of 10, 3 suggested questions a batch. */
export const AI_INPUT_MAX = 100;
export const AI_HISTORY_PAGE_SIZE = 10;
export const AI_SUGGESTED_BATCH = 3;
/** The stream sends a `: ping` comment at least this often, so proxies keep it open. */
export const AI_STREAM_PING_MS = 15_000;

/** The events of the chat stream (sections.md §4 AI chat), named once for the server and the client. */
export const CHAT_EVENTS = {
  init: 'init',
  message: 'message',
  card: 'card',
  kbdocs: 'kbdocs',
  guessQuestions: 'guessQuestions',
} as const;
export type ChatEventName = (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS];

/** Where a knowledge-base document opens in the portal (a page of the message section). */
export const KB_PAGE_PATH = '/message/help';
export const kbDocumentUrl = (id: string): string => `${KB_PAGE_PATH}?id=${encodeURIComponent(id)}`;

const chatUuid = z.uuid({ error: 'assistant.uuidRequired' }).describe('Chat id (uuid)');
const conversationUuid = z.uuid({ error: 'assistant.uuidRequired' }).describe('Conversation id (uuid)');
const question = z
  .string({ error: 'assistant.inputLength' })
  .refine(isFreeText, 'input.controlChars')
  .trim()
  .min(1, 'assistant.inputLength')
  .max(AI_INPUT_MAX, 'assistant.inputLength');

export const conversation = z.object({
  uuid: z.string(),
  title: z.string(),
  isTop: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversation>;

export const kbDocumentRef = z.object({ documentName: z.string(), documentUrl: z.string() });

export const chatMessage = z.object({
  id: z.number().int().describe('Cursor for older pages (lastChatId)'),
  uuid: z.string(),
  userQuery: z.string(),
  aiResponse: z.string().describe('Markdown; for a stopped chat the part sent before the stop'),
  like: z
    .union([z.literal(1), z.literal(0)])
    .nullable()
    .describe('1 like, 0 dislike, null none'),
  kbDocuments: z.array(kbDocumentRef),
  guessQuestions: z.array(z.string()),
  card: approvalCard.nullable().describe('A confirmation card under the answer (agree to a to-do), with the task’s state now'),
  status: z.enum(['streaming', 'done', 'stopped', 'failed']),
  stopped: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const createConversation = defineCall({
  id: 'ai.conversationCreate',
  method: 'POST',
  path: `${AI_PREFIX}/conversations/create`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  summary: 'Starts a conversation titled after its first question; answers its uuid',
  body: z.object({ initialQuestion: question }),
  response: conversation,
});

export const listConversations = defineCall({
  id: 'ai.conversationList',
  method: 'GET',
  path: `${AI_PREFIX}/conversations/list`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  summary: 'The user’s conversations: pinned first (latest pinned first), then the most recent',
  response: z.array(conversation),
});

export const topConversation = defineCall({
  id: 'ai.conversationTop',
  method: 'POST',
  path: `${AI_PREFIX}/conversations/top`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  summary: 'Pins or unpins a conversation (toggles when isTop is left out)',
  body: z.object({ uuid: conversationUuid, isTop: z.boolean().optional() }),
  response: conversation,
});

export const deleteConversation = defineCall({
  id: 'ai.conversationDelete',
  method: 'POST',
  path: `${AI_PREFIX}/conversations/delete`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  summary: 'Deletes a conversation and its chat history for good',
  body: z.object({ uuid: conversationUuid }),
  response: z.object({ uuid: z.string(), deleted: z.boolean() }),
});

export const conversationDetail = defineCall({
  id: 'ai.conversationDetail',
  method: 'GET',
  path: `${AI_PREFIX}/conversations/detail`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  summary: 'A page of a conversation’s chats, newest first, older than lastChatId',
  query: z.object({
    uuid: conversationUuid,
    lastChatId: z.coerce.number().int().positive().optional().describe('Id of the oldest chat already shown'),
    limit: z.coerce.number().int().min(1).max(50).default(AI_HISTORY_PAGE_SIZE),
  }),
  response: z.object({ conversation, chats: z.array(chatMessage), hasMore: z.boolean() }),
});

export const suggestedQuestion = z.object({ question: z.string(), type: z.string() });
export type SuggestedQuestion = z.infer<typeof suggestedQuestion>;

export const randomQuestions = defineCall({
  id: 'ai.commonQuestions',
  method: 'GET',
  path: `${AI_PREFIX}/common-questions/random`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  summary: 'A batch of suggested questions the user may ask; the next batch after currentType',
  query: z.object({
    limit: z.coerce.number().int().min(1).max(10).default(AI_SUGGESTED_BATCH),
    currentType: lineText.trim().max(32).optional().describe('Type of the first question shown now'),
  }),
  response: z.array(suggestedQuestion),
});

export const LIKE_TYPES = ['LIKE', 'DISLIKE'] as const;

export const feedbackTags = defineCall({
  id: 'ai.feedbackTags',
  method: 'GET',
  path: `${AI_PREFIX}/feedback-tags`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  summary: 'Tags of the like or dislike feedback form',
  query: z.object({ likeType: z.enum(LIKE_TYPES, { error: 'assistant.likeTypeRequired' }) }),
  response: z.array(z.object({ tagName: z.string() })),
});

export const chatFeedback = defineCall({
  id: 'ai.chatFeedback',
  method: 'POST',
  path: `${AI_PREFIX}/chat-user-feedbacks`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  summary: 'Likes or dislikes an answer with tags and a remark; like null cancels',
  body: z
    .object({
      chatUuid,
      like: z.union([z.literal(1), z.literal(0), z.null()]).describe('1 like, 0 dislike, null cancels'),
      tag: lineText.trim().max(500).default('').describe('Tag names, comma-joined'),
      content: freeText.trim().max(500).default(''),
    })
    .superRefine((value, ctx) => {
      if (value.like !== null && value.tag.split(',').every((name) => name.trim() === '')) {
        ctx.addIssue({ code: 'custom', path: ['tag'], message: 'assistant.tagRequired' });
      }
    }),
  response: z.object({ chatUuid: z.string(), like: z.union([z.literal(1), z.literal(0)]).nullable() }),
});

export const stopChat = defineCall({
  id: 'ai.chatStop',
  method: 'POST',
  effect: 'recorded-after',
  path: `${AI_PREFIX}/chat/stop`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  summary: 'Stops an answer being generated; the part sent so far is kept and the chat marked stopped',
  body: z.object({ chatUuid }),
  response: z.object({ chatUuid: z.string(), stopped: z.boolean() }),
});

export const chatStream = defineCall({
  id: 'ai.chatStream',
  method: 'POST',
  path: `${AI_PREFIX}/chat/stream`,
  permission: AI_PERMISSION,
  tag: 'assistant',
  answer: 'stream',
  summary: 'Asks a question; the answer streams as server-sent events',
  description:
    'POST with fetch (Authorization header). Events, each data a JSON object: `init` {conversationUuid, ' +
    'chatUuid}; `message` {content, conversationUuid, chatUuid} per markdown chunk; `kbdocs` {kbdocs: ' +
    '[{document_name, reference_url}]}; `card` {card, conversationUuid, chatUuid} when the answer asks for a ' +
    'confirmation (the card’s button sends workflow operate/agree; the answer itself never acts); `guessQuestions` {guessQuestions: [text]}; then the stream ends. ' +
    'A `: ping` comment keeps it open. POST chat/stop (or closing the connection) stops the answer.',
  body: z.object({ content: question, conversationUuid }),
  response: z.null(),
});

/** The data of each stream event (the client parses with these). */
export interface ChatInitEvent {
  conversationUuid: string;
  chatUuid: string;
}
export interface ChatMessageEvent {
  content: string;
  conversationUuid: string;
  chatUuid: string;
}
export interface ChatCardEvent {
  card: ApprovalCard;
  conversationUuid: string;
  chatUuid: string;
}
export interface ChatKbDocsEvent {
  kbdocs: { document_name: string; reference_url: string }[];
}
export interface ChatGuessEvent {
  guessQuestions: string[];
}

export const KB_CATEGORIES = ['intro', 'guide-purchase', 'guide-sales', 'guide-finance', 'guide-portal', 'fault'] as const;

export const kbDocumentSummary = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(KB_CATEGORIES),
  area: z.string(),
  url: z.string(),
});

export const kbDocuments = defineCall({
  id: 'ai.kbDocuments',
  method: 'GET',
  path: `${AI_PREFIX}/kb/documents`,
  permission: SIGNED_IN,
  tag: 'assistant',
  summary: 'The knowledge-base documents in the request’s language',
  response: z.array(kbDocumentSummary),
});

export const kbDocument = defineCall({
  id: 'ai.kbDocument',
  method: 'GET',
  path: `${AI_PREFIX}/kb/documents/detail`,
  permission: SIGNED_IN,
  tag: 'assistant',
  summary: 'One knowledge-base document (markdown) in the request’s language',
  query: z.object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'assistant.kbId')
      .max(80),
  }),
  response: kbDocumentSummary.extend({ routes: z.array(z.string()), body: z.string() }),
});
