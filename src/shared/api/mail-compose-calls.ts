import { z } from 'zod';
import { isValidEmail } from '../mail/recipient-rule';
import { PERMISSION_KEYS } from '../permissions';
import { defineCall } from './define-call';

/** Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): sending, drafts and timed drafts, batch transmit, attachments, recipient suggestions and .eml download. */

const TAG = 'mail';
const PREFIX = '/v2/emailbox';

/** Attachments: one file at most 20 MB, one mail at most 25 MB in all. */
export const MAIL_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const MAIL_TOTAL_MAX_BYTES = 25 * 1024 * 1024;
export const MAIL_UPLOAD_TIMEOUT_MS = 600_000;

const id = z.number().int().positive();
const paging = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) };
const keyword = z.string().trim().max(100).optional();

/**
 * The recipient rule of spec §5 with its message as a server key (`mail.recipientFormat`), so
 * the envelope reads 输入邮箱格式有误，请更正 or its English text in the request's language.
 */
export const composeRecipient = z.object({
  name: z.string().trim().max(200).optional(),
  // format: the document tells clients what is expected; the refine (the §5 rule) decides.
  email: z.string().trim().refine(isValidEmail, 'mail.recipientFormat').meta({ format: 'email' }),
});
export const composeRecipientList = z.array(composeRecipient).max(500);
export type ComposeRecipient = z.infer<typeof composeRecipient>;

/** An ISO instant with its offset, e.g. 2026-11-02T18:30:00+08:00. */
const instant = z.iso.datetime({ offset: true });

/** Attachments of a mail being written: fresh uploads by token, or attachments of the caller's own mail (forward, draft). */
const attachmentRefs = {
  uploadTokens: z.array(z.string().trim().min(16).max(64)).max(50).default([]),
  attachmentIds: z.array(id).max(50).default([]),
};

/** What the compose form sends; the same fields make a draft. */
export const composeFields = z.object({
  fromAddress: z.string().trim().max(254).optional(),
  to: composeRecipientList.default([]),
  cc: composeRecipientList.default([]),
  bcc: composeRecipientList.default([]),
  subject: z.string().max(500).default(''),
  html: z.string().max(2_000_000).default(''),
  ...attachmentRefs,
  /** The message replied to (In-Reply-To / References). */
  replyToId: id.optional(),
  /** The message forwarded. */
  forwardId: id.optional(),
  /** The draft this mail was written in: deleted once sent. */
  draftId: id.optional(),
});
export type ComposeFields = z.infer<typeof composeFields>;

export const sendBody = composeFields.refine((value) => value.to.length + value.cc.length + value.bcc.length > 0, {
  message: 'mail.noRecipient',
  path: ['to'],
});

export const deliveryRow = z.object({
  recipient: z.string(),
  route: z.enum(['local', 'remote']),
  state: z.string().describe('delivered | queued | sending | sent | no_relay | failed'),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});

export const sendResult = z.object({
  id: z.number().int().describe('The sent copy in the sender’s sent folder'),
  messageId: z.string(),
  deliveryState: z.string().describe('sent | queued | no_relay | failed | partial'),
  deliveries: z.array(deliveryRow),
});
export type SendResult = z.infer<typeof sendResult>;

export const emailSend = defineCall({
  id: 'mail.send',
  method: 'POST',
  path: `${PREFIX}/email/send`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Send a mail: colleagues at a local domain get it at once, other addresses through the relay (SMTP_URL) or wait as no_relay',
  body: sendBody,
  response: sendResult,
  repeatCheck: true,
});

export const sendRetry = defineCall({
  id: 'mail.sendRetry',
  method: 'POST',
  path: `${PREFIX}/email/send/retry`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Try the failed or waiting (no_relay) deliveries of one of the caller’s sent mails again now',
  body: z.object({ id }),
  response: sendResult,
});

export const senderRow = z.object({
  address: z.string(),
  name: z.string(),
  /** own: the mailbox's address; shared: a company sender; personal: a sender of this person. */
  kind: z.enum(['own', 'shared', 'personal']),
  label: z.string().describe('name <address> when nameFlag is 1, else the address'),
});
export type SenderRow = z.infer<typeof senderRow>;

export const senderList = defineCall({
  id: 'mail.senderList',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/email/sender/list`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Addresses the caller may send as: own mailbox, shared senders, own senders',
  body: z.object({ nameFlag: z.union([z.literal(0), z.literal(1)]).default(1) }),
  response: z.array(senderRow),
});

export const senderQuery = defineCall({
  id: 'mail.senderQuery',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/email/sender/query`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Sender addresses the caller may use, filtered by keyword, paged',
  body: z.object({ ...paging, keyword }),
  response: z.object({ rows: z.array(senderRow), count: z.number().int() }),
});

export const pickRow = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  html: z.string(),
  shared: z.boolean(),
  mine: z.boolean(),
  isDefault: z.boolean(),
});
export type PickRow = z.infer<typeof pickRow>;

export const signatureIncludeShare = defineCall({
  id: 'mail.signatureIncludeShare',
  method: 'GET',
  path: `${PREFIX}/select/email/signatureIncludeShare`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'The caller’s signatures and the shared ones, for the compose form (subject is empty)',
  response: z.array(pickRow),
});

export const tempIncludeShare = defineCall({
  id: 'mail.tempIncludeShare',
  method: 'GET',
  path: `${PREFIX}/select/email/tempIncludeShare`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'The caller’s templates and the shared ones, for the compose form (isDefault is false)',
  response: z.array(pickRow),
});

export const contactRow = z.object({
  name: z.string(),
  email: z.string(),
  /** colleague | book | customer */
  source: z.enum(['colleague', 'book', 'customer']),
  /** Customer or company name, department… */
  detail: z.string(),
});
export type ContactRow = z.infer<typeof contactRow>;

const suggestBody = z.object({ keyword, limit: z.number().int().min(1).max(50).default(20) });

export const customerContact = defineCall({
  id: 'mail.customerContact',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/email/customer/contact`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Contacts of the customers the caller may see (own customers for sales), by name, address or customer',
  body: suggestBody,
  response: z.array(contactRow),
});

export const bookContact = defineCall({
  id: 'mail.bookContact',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/email/book/contact`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'The caller’s address book and colleagues with a mailbox, by name or address',
  body: suggestBody,
  response: z.array(contactRow),
});

export const checkCcEmail = defineCall({
  id: 'mail.checkCcEmail',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/email/check/cc/email`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Checks addresses: which are malformed, which go outside the company, which are unknown at a local domain',
  body: z.object({ emails: z.array(z.string().max(320)).max(500) }),
  response: z.object({ invalid: z.array(z.string()), external: z.array(z.string()), unknownLocal: z.array(z.string()) }),
});

export const draftRow = z.object({
  id: z.number().int(),
  fromAddress: z.string(),
  to: z.array(z.object({ name: z.string(), email: z.string() })),
  cc: z.array(z.object({ name: z.string(), email: z.string() })),
  bcc: z.array(z.object({ name: z.string(), email: z.string() })),
  subject: z.string(),
  snippet: z.string(),
  hasAttachments: z.boolean(),
  scheduledAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type DraftRow = z.infer<typeof draftRow>;

export const draftAttachment = z.object({ id: z.number().int(), filename: z.string(), size: z.number().int(), contentType: z.string() });
export const draftView = draftRow.extend({
  html: z.string(),
  attachments: z.array(draftAttachment),
  replyToId: z.number().int().nullable(),
  forwardId: z.number().int().nullable(),
});
export type DraftView = z.infer<typeof draftView>;

export const draftSave = defineCall({
  id: 'mail.draftSave',
  method: 'POST',
  path: `${PREFIX}/email/draft/save`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Create a draft, or update it when draftId is given (its attachments are the ones listed)',
  body: composeFields,
  response: draftView,
});

export const draftTimingSave = defineCall({
  id: 'mail.draftTimingSave',
  method: 'POST',
  path: `${PREFIX}/email/draft/timing/save`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Save a draft that is sent at scheduledAt (in the future); it survives restarts',
  body: sendBody.and(z.object({ scheduledAt: instant })),
  response: draftView,
});

export const draftUpdateTimingTime = defineCall({
  id: 'mail.draftUpdateTimingTime',
  method: 'POST',
  path: `${PREFIX}/email/draft/update/timing/time`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Move a timed draft to another time in the future, or null to keep it as a plain draft',
  body: z.object({ id, scheduledAt: instant.nullable() }),
  response: draftView,
});

export const draftQuery = defineCall({
  id: 'mail.draftQuery',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/email/draft/query`,
  permission: PERMISSION_KEYS.mailDrafts,
  tag: TAG,
  summary: 'The drafts folder, newest first, with the scheduled time of timed drafts',
  body: z.object({ ...paging, keyword }),
  response: z.object({ rows: z.array(draftRow), count: z.number().int() }),
});

export const draftDel = defineCall({
  id: 'mail.draftDel',
  method: 'POST',
  path: `${PREFIX}/email/draft/del`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Delete drafts of the caller',
  body: z.object({ ids: z.array(id).min(1).max(100) }),
  response: z.object({ deleted: z.number().int() }),
});

export const draftViewCall = defineCall({
  id: 'mail.draftView',
  method: 'GET',
  path: `${PREFIX}/email/draft/view/:id`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'One draft of the caller, to edit',
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: draftView,
});

export const batchTransmit = defineCall({
  id: 'mail.batchTransmit',
  method: 'POST',
  path: `${PREFIX}/email/batch/transmit`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'Forward several of the caller’s mails at once',
  description:
    'mode "attachment" (default): one mail whose attachments are the originals as .eml files; ' +
    'mode "each": one forward per original, with the forwarded header block and its attachments.',
  body: z
    .object({
      ids: z.array(id).min(1).max(50),
      mode: z.enum(['attachment', 'each']).default('attachment'),
      fromAddress: z.string().trim().max(254).optional(),
      to: composeRecipientList.min(1, 'mail.noRecipient'),
      cc: composeRecipientList.default([]),
      bcc: composeRecipientList.default([]),
      subject: z.string().max(500).optional(),
      html: z.string().max(200_000).default(''),
    })
    .strict(),
  response: z.object({ sent: z.array(sendResult) }),
  repeatCheck: true,
});

export const uploadedMailFile = z.object({
  token: z.string(),
  filename: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  url: z.string().describe('Where the uploader may fetch it back (not used by the mail)'),
});
export type UploadedMailFile = z.infer<typeof uploadedMailFile>;

export const uploadFileAndGetPresignedUrl = defineCall({
  id: 'mail.uploadFile',
  method: 'POST',
  path: `${PREFIX}/file/uploadFileAndGetPresignedUrl`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  timeoutMs: MAIL_UPLOAD_TIMEOUT_MS,
  summary: 'Upload an attachment (multipart/form-data: file), at most 20 MB; answers the token the mail refers to',
  response: uploadedMailFile,
});

export const emlDownload = defineCall({
  id: 'mail.emlDownload',
  method: 'GET',
  path: `${PREFIX}/file/eml/download/:a/:b`,
  permission: PERMISSION_KEYS.mailInbox,
  tag: TAG,
  answer: 'file',
  summary: 'The raw message (.eml) of one of the caller’s mails; a is the message id, b the file name',
  params: z.object({ a: z.coerce.number().int().positive(), b: z.string().trim().min(1).max(200) }),
  response: z.null(),
});

export const uploadedFileView = defineCall({
  id: 'mail.uploadedFile',
  method: 'GET',
  path: `${PREFIX}/file/upload/:token`,
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  answer: 'file',
  summary: 'An attachment the caller uploaded while writing (the uploader’s own only)',
  params: z.object({ token: z.string().trim().min(16).max(64) }),
  response: z.null(),
});
