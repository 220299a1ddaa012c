import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { calendarDate } from './calendar-date';
import { defineCall } from './define-call';
import { lineText } from './text-fields';

/** Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): folders, lists, counters, the detail, marks, stars, junk, correspondence, follow-up owners, finance bill mail and search. */

const TAG = 'mailbox';
const P = '/v2/emailbox';
const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Batch actions take at most one page of the list (pageSize ≤ 100). */
const messageIds = z.array(messageId).min(1).max(100);

/** Marks of select/email/mark; 0 is "no mark". */
export const MAIL_MARKS = { none: 0, important: 1, followUp: 2, done: 3 } as const;
export const MAIL_MARK_VALUES = Object.values(MAIL_MARKS);
const markValue = z.number().int().min(0).max(3);

/** Bill kinds of select/selectBillFlagEnumList: the finance record's billFlag. */
export const BILL_FLAGS = ['bill', 'statement', 'paymentNotice', 'invoice'] as const;
export type BillFlag = (typeof BILL_FLAGS)[number];

export const mailParty = z.object({ name: z.string(), email: z.string() });

/** Filters every list shares; dates are Asia/Shanghai calendar days, both ends included. */
export const mailListFilters = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  /** Words of the subject, addresses or body (Chinese too), through the trigram index of search_key; the count stops at 1,000. */
  keyword: lineText.trim().max(100).optional(),
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
  hasAttachments: z.boolean().optional(),
  unread: z.boolean().optional(),
  starred: z.boolean().optional(),
  mark: markValue.optional(),
  /** Part of the sender's (received) or a recipient's (sent) address or name. */
  sender: lineText.trim().max(200).optional(),
});
export type MailListFilters = z.input<typeof mailListFilters>;

export const mailRow = z.object({
  id: z.number().int(),
  folder: z.string(),
  /** sections.md §3 mail type of the detail: sent/draft 1, received 2, junk 3. */
  detailsType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  subject: z.string(),
  senderEmail: mailParty,
  receiverEmailList: z.array(mailParty),
  ccEmailList: z.array(mailParty),
  /** ISO time it reached the mailbox (or was sent). */
  receiveTime: z.string(),
  snippet: z.string(),
  seen: z.boolean(),
  starred: z.boolean(),
  mark: z.number().int(),
  hasAttachments: z.boolean(),
  followStaffId: z.number().int().nullable(),
  followStaffName: z.string().nullable(),
  /** Outgoing only: sent | queued | no_relay | failed | partial. */
  deliveryState: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRow>;
const mailPage = z.object({
  rows: z.array(mailRow),
  count: z.number().int(),
  /** True when a keyword search matched more than `count` (1,000) messages: count is a lower bound, shown as "1,000+". */
  countCapped: z.boolean(),
});

export const unreadCounts = defineCall({
  id: 'mail.unreadCounts',
  method: 'POST',
  effect: 'reads',
  path: `${P}/message/non/read`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'Unread counters of the inbox, the marketing folder and junk',
  response: z.object({ receiveUnReadNum: z.number().int(), indiciaUnReadNum: z.number().int(), junkUnReadNum: z.number().int() }),
});

export const receiveQuery = defineCall({
  id: 'mail.receiveQuery',
  method: 'POST',
  effect: 'reads',
  path: `${P}/email/receive/query`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'The inbox, newest first, with search and filters',
  body: mailListFilters,
  response: mailPage,
});

export const starQuery = defineCall({
  id: 'mail.starQuery',
  method: 'POST',
  effect: 'reads',
  path: `${P}/email/star/query`,
  permission: PERMISSION_KEYS.mailStar,
  tag: TAG,
  summary: 'Starred mail of every folder except drafts, newest first (not in the spec: the star page has its own key)',
  body: mailListFilters,
  response: mailPage,
});

export const sendQuery = defineCall({
  id: 'mail.sendQuery',
  method: 'POST',
  effect: 'reads',
  path: `${P}/email/send/query`,
  permission: PERMISSION_KEYS.mailSent,
  tag: TAG,
  summary: 'Sent mail with its delivery state, newest first',
  body: mailListFilters,
  response: mailPage,
});

export const junkQuery = defineCall({
  id: 'mail.junkQuery',
  method: 'POST',
  effect: 'reads',
  path: `${P}/email/junk/query`,
  permission: PERMISSION_KEYS.mailSpam,
  tag: TAG,
  summary: 'Junk mail, newest first',
  body: mailListFilters,
  response: mailPage,
});

export const junkMove = defineCall({
  id: 'mail.junkMove',
  method: 'POST',
  path: `${P}/email/junk/move`,
  permission: PERMISSION_KEYS.mailSpam,
  tag: TAG,
  summary: 'Move received mail to junk, or out of junk back to the inbox',
  body: z.object({ ids: messageIds, to: z.enum(['junk', 'inbox']) }),
  response: z.object({ count: z.number().int() }),
});

export const junkMark = defineCall({
  id: 'mail.junkMark',
  method: 'POST',
  path: `${P}/email/junk/mark`,
  permission: PERMISSION_KEYS.mailSpam,
  tag: TAG,
  summary: 'Mark junk mail read or unread',
  body: z.object({ ids: messageIds, seen: z.boolean() }),
  response: z.object({ count: z.number().int() }),
});

/** The list a detail was opened from, so the server can name its neighbours (sections.md §3 detail cache). */
export const searchCache = z.object({
  list: z.enum(['inbox', 'star', 'junk', 'sent']),
  ascs: z.array(z.literal('receiveTime')).max(1).default([]),
  descs: z.array(z.literal('receiveTime')).max(1).default(['receiveTime']),
  params: mailListFilters.omit({ page: true, pageSize: true }).default({}),
});
export type SearchCache = z.input<typeof searchCache>;

export const mailAttachment = z.object({
  id: z.number().int(),
  filename: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  /** GET path of the file (mail.attachmentDownload). */
  downloadPath: z.string(),
});

export const mailDetail = defineCall({
  id: 'mail.detail',
  method: 'POST',
  effect: 'reads',
  path: `${P}/email/detail`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'One message to read (sanitized HTML, attachments, neighbours in its list); marks it seen',
  body: z.object({
    id: messageId,
    detailsType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    searchCache: searchCache.optional(),
    /** 显示图片: load the remote images this once, without allowing the sender for later. */
    showImages: z.boolean().optional(),
  }),
  response: mailRow.extend({
    sentTime: z.string().nullable(),
    replyToList: z.array(mailParty),
    /** Sanitized HTML; remote images carry data-remote-src unless withRemoteImages. */
    content: z.string(),
    withRemoteImages: z.boolean(),
    remoteImagesBlocked: z.boolean(),
    remoteImageCount: z.number().int(),
    attachments: z.array(mailAttachment),
    spf: z.string().nullable(),
    dkim: z.string().nullable(),
    prevId: z.number().int().nullable(),
    nextId: z.number().int().nullable(),
  }),
});
export type MailDetail = z.infer<typeof mailDetail.response>;

export const imageAllow = defineCall({
  id: 'mail.imageAllow',
  method: 'POST',
  path: `${P}/email/image/allow`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'Always show remote images from the sender of this message (not in the spec)',
  body: z.object({ id: messageId }),
  response: z.object({ sender: z.string() }),
});

export const attachmentDownload = defineCall({
  id: 'mail.attachmentDownload',
  method: 'GET',
  path: `${P}/email/attachment/download/:id`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'An attachment of one of the caller’s messages, as a file (not in the spec)',
  params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: z.unknown(),
  answer: 'file',
});

const option = z.object({ value: z.number().int(), label: z.string() });

export const followOptions = defineCall({
  id: 'mail.followOptions',
  method: 'GET',
  path: `${P}/select/email/follow`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'Colleagues with a mailbox who can follow up a message',
  response: z.array(option),
});

export const markOptions = defineCall({
  id: 'mail.markOptions',
  method: 'GET',
  path: `${P}/select/email/mark`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'Marks a message can carry (0 none)',
  response: z.array(option),
});

export const receiveMark = defineCall({
  id: 'mail.receiveMark',
  method: 'POST',
  path: `${P}/email/receive/mark`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'Set read, star, mark or follow-up owner on messages (only the fields given change)',
  body: z
    .object({
      ids: messageIds,
      seen: z.boolean().optional(),
      starred: z.boolean().optional(),
      mark: markValue.optional(),
      followStaffId: z.number().int().positive().nullable().optional(),
    })
    .refine((body) => [body.seen, body.starred, body.mark, body.followStaffId].some((value) => value !== undefined), {
      message: 'mail.nothingToChange',
      path: ['seen'],
    }),
  response: z.object({ count: z.number().int() }),
});

export const checkOwner = defineCall({
  id: 'mail.checkOwner',
  method: 'POST',
  effect: 'reads',
  path: `${P}/email/check/owner`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'Who follows up a message: a follow rule on the sender address or domain, else the owner of the customer the sender belongs to',
  body: z.object({ id: messageId }),
  response: z.object({
    source: z.enum(['rule', 'customer', 'none']),
    ownerStaffId: z.number().int().nullable(),
    ownerName: z.string().nullable(),
    customerId: z.number().int().nullable(),
    customerName: z.string().nullable(),
  }),
});

export const billFlagOptions = defineCall({
  id: 'mail.billFlagOptions',
  method: 'POST',
  effect: 'reads',
  path: `${P}/select/selectBillFlagEnumList`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'Kinds of bill mail finance receives',
  response: z.array(z.object({ value: z.enum(BILL_FLAGS), label: z.string() })),
});

export const pushToFinance = defineCall({
  id: 'mail.pushToFinance',
  method: 'POST',
  path: `${P}/email/receive/pushToFcBillEmail`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  summary: 'Hand a received bill mail to finance (once per message)',
  body: z.object({ id: messageId, billFlag: z.enum(BILL_FLAGS), remark: lineText.trim().max(200).default('') }),
  response: z.object({
    id: z.number().int(),
    billFlag: z.enum(BILL_FLAGS),
    customerId: z.number().int().nullable(),
    supplierId: z.number().int().nullable(),
  }),
});

/** A customer or supplier the caller exchanged mail with. */
export const dealingsParty = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mailCount: z.number().int(),
  lastMailTime: z.string(),
});
const partyPage = z.object({ rows: z.array(dealingsParty), count: z.number().int() });
const partyQuery = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  keyword: lineText.trim().max(60).optional(),
});

export const dealingsCustomers = defineCall({
  id: 'mail.dealingsCustomers',
  method: 'POST',
  effect: 'reads',
  path: `${P}/dealings/customer/query`,
  permission: PERMISSION_KEYS.mailCorrespondence,
  tag: TAG,
  summary: 'Customers in the caller’s data scope they exchanged mail with, by last mail',
  body: partyQuery,
  response: partyPage,
});

export const dealingsSuppliers = defineCall({
  id: 'mail.dealingsSuppliers',
  method: 'POST',
  effect: 'reads',
  path: `${P}/dealings/supplier/query`,
  permission: PERMISSION_KEYS.mailCorrespondence,
  tag: TAG,
  summary: 'Suppliers the caller exchanged mail with, by last mail',
  body: partyQuery,
  response: partyPage,
});

export const dealingsQuery = defineCall({
  id: 'mail.dealingsQuery',
  method: 'POST',
  effect: 'reads',
  path: `${P}/email/dealings/query`,
  permission: PERMISSION_KEYS.mailCorrespondence,
  tag: TAG,
  summary: 'All mail received from and sent to one customer or supplier (its contacts’ addresses and domains)',
  body: mailListFilters.extend({ partyKind: z.enum(['customer', 'supplier']), partyId: z.number().int().positive().max(2_147_483_647) }),
  response: mailPage,
});
