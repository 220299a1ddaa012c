import { PERMISSION_KEYS } from '../permissions';
import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';
import { exportQueued } from './download-calls';
import { lineText } from './text-fields';

/**
 * Message centre and push stream (sections.md §7 "Message centre", "Push stream"). Every call
 * works on the caller's own messages only.
 */
export const MESSAGE_QUERY_KEY = PERMISSION_KEYS.messageQuery;

/** Message types; 2 (new mail) triggers the new-mail notice of sections.md §4. */
export const MSG_TYPES = {
  system: 1,
  mail: 2,
  approval: 3,
  download: 4,
  version: 5,
  feedback: 6,
  schedule: 7,
} as const;
export type MsgType = (typeof MSG_TYPES)[keyof typeof MSG_TYPES];
export const MSG_TYPE_VALUES = Object.values(MSG_TYPES);
export const msgType = z.coerce
  .number()
  .int()
  .refine((value) => (MSG_TYPE_VALUES as number[]).includes(value), 'messages.type');

export const fillVar = z.object({
  key: z.string().describe('Placeholder in the template, e.g. {newEmailNum}'),
  showFieldName: z.string().describe('Value shown in its place'),
});
export type FillVar = z.infer<typeof fillVar>;

export const messageRow = z.object({
  msgId: z.number().int(),
  msgType: z.number().int(),
  title: z.string(),
  msgContentTemplate: z.string(),
  msgFillAfterVar: z.array(fillVar),
  /** The template with its placeholders filled. */
  content: z.string(),
  link: z.string().nullable(),
  /** 0 unread, 1 read */
  status: z.number().int(),
  createdAt: z.string(),
});
export type MessageRow = z.infer<typeof messageRow>;

const listBody = z.object({
  msgType: msgType.optional(),
  /** 0 unread only, 1 read only; absent = all. */
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  keyword: lineText.trim().max(100).default(''),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type MessageListInput = z.output<typeof listBody>;

const listAnswer = z.object({ rows: z.array(messageRow), count: z.number().int() });

export const serverTime = defineCall({
  id: 'mc.serverTime',
  method: 'GET',
  path: '/v2/sys/mc/message/getServerTime',
  permission: SIGNED_IN,
  tag: 'messages',
  summary: 'The server’s clock (message times are relative to it)',
  response: z.object({ now: z.string(), timeZone: z.string() }),
});

export const centerMessageList = defineCall({
  id: 'mc.centerList',
  method: 'POST',
  effect: 'reads',
  path: '/v2/sys/mc/message/query/center/message/list',
  permission: MESSAGE_QUERY_KEY,
  tag: 'messages',
  summary: 'Message query page: the caller’s messages, filtered and paged',
  body: listBody,
  response: listAnswer,
});

export const homeMessageList = defineCall({
  id: 'mc.homeList',
  method: 'POST',
  effect: 'reads',
  path: '/v2/sys/mc/message/query/home/message/list',
  permission: SIGNED_IN,
  tag: 'messages',
  summary: 'Notification drawer: the caller’s latest messages',
  body: listBody,
  response: listAnswer,
});

export const changeMessageStatus = defineCall({
  id: 'mc.changeStatus',
  method: 'POST',
  path: '/v2/sys/mc/message/query/home/message/change/status',
  permission: SIGNED_IN,
  tag: 'messages',
  summary: 'Mark messages read: the given ids, or all (optionally of one type)',
  body: z
    .object({
      msgIds: z.array(z.number().int().positive()).max(500).default([]),
      all: z.boolean().default(false),
      msgType: msgType.optional(),
    })
    .refine((body) => body.all || body.msgIds.length > 0, { message: 'messages.nothingToChange', path: ['msgIds'] }),
  response: z.object({ changed: z.number().int() }),
});

export const changeMessageStatusById = defineCall({
  id: 'mc.changeStatusById',
  method: 'POST',
  path: '/v2/sys/mc/message/changeMsgStatusByMsgId',
  permission: SIGNED_IN,
  tag: 'messages',
  summary: 'Mark one message read (opening it from a notice)',
  body: z.object({ msgId: z.number().int().positive() }),
  response: z.object({ changed: z.number().int() }),
});

export const messageDropList = defineCall({
  id: 'mc.dropList',
  method: 'GET',
  path: '/v2/sys/mc/message/getDropList',
  permission: SIGNED_IN,
  tag: 'messages',
  summary: 'Message types for filters',
  response: z.array(z.object({ msgType: z.number().int(), name: z.string(), nameEn: z.string() })),
});

export const hasUnreadMessages = defineCall({
  id: 'mc.hasUnread',
  method: 'GET',
  path: '/v2/sys/mc/message/thereAreUnreadMessages',
  permission: SIGNED_IN,
  tag: 'messages',
  summary: 'Whether the caller has unread messages (the unread dot), and how many',
  response: z.object({ unread: z.boolean(), count: z.number().int() }),
});

export const messageTypeCount = defineCall({
  id: 'mc.typeCount',
  method: 'GET',
  path: '/v2/sys/mc/message/getMsgTypeCount',
  permission: SIGNED_IN,
  tag: 'messages',
  summary: 'Unread and total messages per type',
  response: z.array(z.object({ msgType: z.number().int(), unread: z.number().int(), total: z.number().int() })),
});

export const exportMessagesBody = listBody.omit({ page: true, pageSize: true });

export const exportMessages = defineCall({
  id: 'mc.export',
  method: 'POST',
  path: '/v2/sys/mc/message/export',
  permission: MESSAGE_QUERY_KEY,
  tag: 'messages',
  answer: 'file',
  timeoutMs: 300_000,
  summary: 'The message query as an xlsx (or a download-centre job when large)',
  body: exportMessagesBody,
  response: exportQueued,
});

/** sections.md §9: the client treats 120 s without any event as a dead connection. */
export const PUSH_HEARTBEAT_TIMEOUT_MS = 120_000;
/** The server sends a comment at least this often so proxies keep the connection. */
export const PUSH_PING_MS = 20_000;

/**
 * The events of the push stream (sections.md §4), named once for the server and the client.
 * `grants`: a grant, role or account changed — the tab reloads the signed-in user's menu and rights.
 * `deviceJob`: a batch port job of the user progressed or ended (its summary and the ports just done).
 */
export const PUSH_EVENTS = {
  connection: 'connection',
  heartbeat: 'heartbeat',
  message: 'message',
  build: 'build',
  grants: 'grants',
  deviceJob: 'deviceJob',
} as const;
export type PushEventName = (typeof PUSH_EVENTS)[keyof typeof PUSH_EVENTS];

export const pushConnection = defineCall({
  id: 'mc.sse',
  method: 'GET',
  path: '/v2/sys/mc/sse/connection',
  permission: SIGNED_IN,
  tag: 'messages',
  answer: 'stream',
  summary: 'Push stream (text/event-stream): connection, heartbeat and message events',
  description:
    'Send the Authorization header (fetch, not EventSource). Events: `connection` once, ' +
    '`heartbeat` every 20 s (plus a `: ping` comment), `message` for every new message-centre ' +
    'row: {event, msgId, msgType, title, msgContentTemplate, msgFillAfterVar, link, createdAt}. ' +
    'clientId identifies the browser tab: a reconnect replaces the tab’s previous connection.',
  query: z.object({ clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'messages.clientId') }),
  response: z.null(),
});
