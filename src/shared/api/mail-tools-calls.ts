import { z } from 'zod';
import { isValidEmail } from '../mail/recipient-rule';
import { PERMISSION_KEYS } from '../permissions';
import { calendarDate } from './calendar-date';
import { SIGNED_IN, defineCall } from './define-call';
import { freeText, lineText } from './text-fields';

/** Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): accounts, domains and sender addresses, templates, signatures, address book, white and black lists, chat-app notices, the mail log and selects. */

const PREFIX = '/v2/emailbox';
const TAG = 'mailbox';
/** Record ids are PostgreSQL integers: a larger number names nothing and must not reach SQL. */
const id = z.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const idBody = z.object({ id });
const paging = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) };
const keyword = lineText.trim().max(60).optional();
const deleted = z.object({ id: z.number().int() });
const DOMAIN = /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A mail domain name: dotted labels and a letter TLD (switchboard.example). */
export const isMailDomain = (text: string): boolean => DOMAIN.test(text);

/** A sender rule or follow-up pattern: a full address (li@x.com) or a whole domain (@x.com). */
export const isSenderPattern = (text: string): boolean => (text.startsWith('@') ? isMailDomain(text.slice(1)) : isValidEmail(text));

// The format in the document lets clients (and the fuzz suite) produce valid values; the refine decides.
export const senderPattern = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(isSenderPattern, 'mail.patternFormat')
  .meta({ format: 'email' });
const mailAddress = z.string().trim().toLowerCase().max(254).refine(isValidEmail, 'mail.addressFormat').meta({ format: 'email' });
const displayName = lineText.trim().max(100);

// ——— Accounts ———

export const MAIL_ACCOUNT_KINDS = ['local', 'imap'] as const;
export type MailAccountKind = (typeof MAIL_ACCOUNT_KINDS)[number];

/** A bound mailbox as administrators see it: the IMAP password is never sent, only whether one is set. */
export const mailAccountView = z.object({
  id: z.number().int(),
  address: z.string(),
  displayName: z.string(),
  kind: z.enum(MAIL_ACCOUNT_KINDS),
  state: z.string(),
  imapHost: z.string().nullable(),
  imapPort: z.number().int().nullable(),
  imapSecure: z.boolean(),
  imapUser: z.string().nullable(),
  passwordSet: z.boolean(),
  pushEnabled: z.boolean(),
  dingNotice: z.boolean(),
  lastSyncAt: z.string().nullable(),
  lastSyncError: z.string().nullable(),
});
export type MailAccountView = z.infer<typeof mailAccountView>;

export const staffMailRow = z.object({
  staffId: z.number().int(),
  username: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** The e-mail of the staff record (the usual address to bind). */
  staffEmail: z.string().nullable(),
  account: mailAccountView.nullable(),
});
export type StaffMailRow = z.infer<typeof staffMailRow>;

export const accountStaffQuery = defineCall({
  id: 'mail.accountStaffQuery',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/email/account/staff/query`,
  permission: PERMISSION_KEYS.mailAccountAdmin,
  tag: TAG,
  summary: 'Staff with their bound mailbox, paged; filter by name, address, bound or not, kind',
  body: z.object({
    ...paging,
    keyword,
    bound: z.enum(['all', 'bound', 'unbound']).default('all'),
    kind: z.enum(MAIL_ACCOUNT_KINDS).optional(),
  }),
  response: z.object({ rows: z.array(staffMailRow), count: z.number().int() }),
});

export const mailState = z.object({
  bound: z.boolean(),
  address: z.string().nullable(),
  displayName: z.string().nullable(),
  kind: z.enum(MAIL_ACCOUNT_KINDS).nullable(),
  pushEnabled: z.boolean(),
  dingNotice: z.boolean(),
  lastSyncAt: z.string().nullable(),
  lastSyncError: z.string().nullable(),
});
export type MailState = z.infer<typeof mailState>;

export const accountStaffState = defineCall({
  id: 'mail.accountStaffState',
  method: 'GET',
  path: `${PREFIX}/email/account/staff/state`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'The caller’s mailbox state (bound or not, address, kind, notices, last sync); never 10170036',
  response: mailState,
});

export const updateEmailSseStatus = defineCall({
  id: 'mail.updateEmailSseStatus',
  method: 'POST',
  path: `${PREFIX}/email/account/updateEmailSseStatus`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'Turns the caller’s new-mail push notices on or off',
  body: z.object({ enabled: z.boolean() }),
  response: mailState,
});

const imapSettings = z.object({
  host: z
    .string()
    .trim()
    .min(1)
    .max(253)
    .refine((host) => isMailDomain(host) || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host === 'localhost', 'mail.hostFormat'),
  port: z.number().int().min(1).max(65535),
  secure: z.boolean(),
  user: lineText.trim().min(1).max(254),
  /** Empty or absent when editing: the stored password stays. */
  password: z.string().max(500).refine(isLineTextOrEmpty, 'input.controlChars').optional(),
});

function isLineTextOrEmpty(text: string): boolean {
  return lineText.safeParse(text).success;
}

export const accountBindBody = z
  .object({
    staffId: id,
    address: mailAddress,
    displayName: displayName.min(1),
    kind: z.enum(MAIL_ACCOUNT_KINDS),
    imap: imapSettings.nullable().default(null),
  })
  .refine((body) => body.kind === 'local' || body.imap !== null, { message: 'mail.imapRequired', path: ['imap'] });

export const accountBind = defineCall({
  id: 'mail.accountBind',
  method: 'POST',
  path: `${PREFIX}/setModule/email/account/bind`,
  permission: PERMISSION_KEYS.mailAccountAdmin,
  tag: TAG,
  summary: 'Binds a mailbox to a staff member, or changes the bound one (local: an enabled local domain; imap: server and login)',
  description: 'Not in the spec: the administration of /setModule/email/account. The IMAP password is kept when left empty.',
  body: accountBindBody,
  response: staffMailRow,
});

export const accountUnbind = defineCall({
  id: 'mail.accountUnbind',
  method: 'POST',
  path: `${PREFIX}/setModule/email/account/unbind`,
  permission: PERMISSION_KEYS.mailAccountAdmin,
  tag: TAG,
  summary: 'Takes a staff member’s mailbox away (the mail stays with the disabled mailbox)',
  body: z.object({ staffId: id }),
  response: staffMailRow,
});

// ——— Domains and sender addresses ———

export const domainRow = z.object({
  id: z.number().int(),
  domain: z.string(),
  local: z.boolean(),
  enabled: z.boolean(),
  remark: z.string(),
  accounts: z.number().int(),
});
export type DomainRow = z.infer<typeof domainRow>;

export const domainList = defineCall({
  id: 'mail.domainList',
  method: 'GET',
  path: `${PREFIX}/setModule/email/domain/list`,
  permission: PERMISSION_KEYS.mailDomainAdmin,
  tag: TAG,
  summary: 'Mail domains with the number of mailboxes bound in each',
  response: z.array(domainRow),
});

export const domainSave = defineCall({
  id: 'mail.domainSave',
  method: 'POST',
  path: `${PREFIX}/setModule/email/domain/save`,
  permission: PERMISSION_KEYS.mailDomainAdmin,
  tag: TAG,
  summary: 'Adds a domain (no id) or changes one',
  body: z.object({
    id: id.optional(),
    domain: z.string().trim().toLowerCase().refine(isMailDomain, 'mail.domainFormat').meta({ pattern: '^[a-z0-9]{1,20}\\.[a-z]{2,10}$' }),
    local: z.boolean().default(true),
    enabled: z.boolean().default(true),
    remark: lineText.trim().max(200).default(''),
  }),
  response: domainRow,
});

export const domainDel = defineCall({
  id: 'mail.domainDel',
  method: 'POST',
  path: `${PREFIX}/setModule/email/domain/del`,
  permission: PERMISSION_KEYS.mailDomainAdmin,
  tag: TAG,
  summary: 'Deletes a domain no mailbox uses',
  body: idBody,
  response: deleted,
});

export const senderRow = z.object({
  id: z.number().int(),
  address: z.string(),
  displayName: z.string(),
  ownerStaffId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  enabled: z.boolean(),
});
export type SenderRow = z.infer<typeof senderRow>;

export const senderAddressList = defineCall({
  id: 'mail.senderAddressList',
  method: 'GET',
  path: `${PREFIX}/setModule/email/sender/list`,
  permission: PERMISSION_KEYS.mailDomainAdmin,
  tag: TAG,
  summary: 'Sender addresses staff may send as (an owner’s, or shared when without owner)',
  response: z.array(senderRow),
});

export const senderAddressSave = defineCall({
  id: 'mail.senderAddressSave',
  method: 'POST',
  path: `${PREFIX}/setModule/email/sender/save`,
  permission: PERMISSION_KEYS.mailDomainAdmin,
  tag: TAG,
  summary: 'Adds or changes a sender address; ownerStaffId null shares it',
  body: z.object({
    id: id.optional(),
    address: mailAddress,
    displayName: displayName.min(1),
    ownerStaffId: id.nullable().default(null),
    enabled: z.boolean().default(true),
  }),
  response: senderRow,
});

export const senderAddressDel = defineCall({
  id: 'mail.senderAddressDel',
  method: 'POST',
  path: `${PREFIX}/setModule/email/sender/del`,
  permission: PERMISSION_KEYS.mailDomainAdmin,
  tag: TAG,
  summary: 'Deletes a sender address',
  body: idBody,
  response: deleted,
});

// ——— Follow-up rules ———

export const followRuleRow = z.object({
  id: z.number().int(),
  pattern: z.string(),
  ownerStaffId: z.number().int(),
  ownerName: z.string(),
  createdAt: z.string(),
});
export type FollowRuleRow = z.infer<typeof followRuleRow>;

export const followRuleList = defineCall({
  id: 'mail.followRuleList',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/setModule/email/inbox/list`,
  permission: PERMISSION_KEYS.mailFollowAdmin,
  tag: TAG,
  summary: 'Follow-up rules (sender address or @domain → the colleague who follows up), paged',
  body: z.object({ ...paging, keyword }),
  response: z.object({ rows: z.array(followRuleRow), count: z.number().int() }),
});

export const followRuleSave = defineCall({
  id: 'mail.followRuleSave',
  method: 'POST',
  path: `${PREFIX}/setModule/email/inbox/save`,
  permission: PERMISSION_KEYS.mailFollowAdmin,
  tag: TAG,
  summary: 'Adds or changes a follow-up rule',
  body: z.object({ id: id.optional(), pattern: senderPattern, ownerStaffId: id }),
  response: followRuleRow,
});

export const followRuleDel = defineCall({
  id: 'mail.followRuleDel',
  method: 'POST',
  path: `${PREFIX}/setModule/email/inbox/del`,
  permission: PERMISSION_KEYS.mailFollowAdmin,
  tag: TAG,
  summary: 'Deletes a follow-up rule',
  body: idBody,
  response: deleted,
});

// ——— Templates and signatures ———

export const templateRow = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  html: z.string(),
  shared: z.boolean(),
  ownerStaffId: z.number().int(),
  ownerName: z.string(),
  /** Only the owner may change or delete it; shared ones of colleagues are read-only. */
  editable: z.boolean(),
  updatedAt: z.string(),
});
export type TemplateRow = z.infer<typeof templateRow>;

const scope = z.enum(['all', 'own', 'shared']).default('all');
const html = freeText.max(200_000);

export const tempQuery = defineCall({
  id: 'mail.tempQuery',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/email/temp/query`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'The caller’s templates and colleagues’ shared ones, paged',
  body: z.object({ ...paging, keyword, scope }),
  response: z.object({ rows: z.array(templateRow), count: z.number().int() }),
});

export const tempSaveBody = z.object({
  id: id.optional(),
  name: lineText.trim().min(1).max(60),
  subject: lineText.trim().max(200).default(''),
  html: html.min(1),
  shared: z.boolean().default(false),
});

export const tempSave = defineCall({
  id: 'mail.tempSave',
  method: 'POST',
  path: `${PREFIX}/email/temp/save`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'Adds a template or changes one of the caller’s own (html sanitized)',
  body: tempSaveBody,
  response: templateRow,
});

export const tempDel = defineCall({
  id: 'mail.tempDel',
  method: 'POST',
  path: `${PREFIX}/email/temp/del`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'Deletes one of the caller’s templates',
  body: idBody,
  response: deleted,
});

export const tempView = defineCall({
  id: 'mail.tempView',
  method: 'GET',
  path: `${PREFIX}/email/temp/view/:id`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'One template: the caller’s own or a shared one',
  params: idParams,
  response: templateRow,
});

export const signatureRow = templateRow.omit({ subject: true }).extend({ isDefault: z.boolean() });
export type SignatureRow = z.infer<typeof signatureRow>;

export const signatureQuery = defineCall({
  id: 'mail.signatureQuery',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/signature/query`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'The caller’s signatures and colleagues’ shared ones, paged',
  body: z.object({ ...paging, keyword, scope }),
  response: z.object({ rows: z.array(signatureRow), count: z.number().int() }),
});

export const signatureSaveBody = z.object({
  id: id.optional(),
  name: lineText.trim().min(1).max(60),
  html: html.min(1),
  shared: z.boolean().default(false),
  /** One default per person: setting it clears the others. */
  isDefault: z.boolean().default(false),
});

export const signatureUpdate = defineCall({
  id: 'mail.signatureUpdate',
  method: 'POST',
  path: `${PREFIX}/signature/update`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'Adds a signature or changes one of the caller’s own (html sanitized; one default per person)',
  body: signatureSaveBody,
  response: signatureRow,
});

export const signatureDel = defineCall({
  id: 'mail.signatureDel',
  method: 'POST',
  path: `${PREFIX}/signature/del`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'Deletes one of the caller’s signatures',
  body: idBody,
  response: deleted,
});

export const signatureView = defineCall({
  id: 'mail.signatureView',
  method: 'GET',
  path: `${PREFIX}/signature/view/:id`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'One signature: the caller’s own or a shared one',
  params: idParams,
  response: signatureRow,
});

export const sharedItemsRow = z.object({
  kind: z.enum(['template', 'signature']),
  id: z.number().int(),
  name: z.string(),
  ownerStaffId: z.number().int(),
  ownerName: z.string(),
  updatedAt: z.string(),
});
export type SharedItemRow = z.infer<typeof sharedItemsRow>;

export const sharedList = defineCall({
  id: 'mail.sharedList',
  method: 'GET',
  path: `${PREFIX}/setModule/email/signature/list`,
  permission: PERMISSION_KEYS.mailShareAdmin,
  tag: TAG,
  summary: 'Every shared template and signature, with its owner',
  response: z.array(sharedItemsRow),
});

export const sharedRevoke = defineCall({
  id: 'mail.sharedRevoke',
  method: 'POST',
  path: `${PREFIX}/setModule/email/signature/unshare`,
  permission: PERMISSION_KEYS.mailShareAdmin,
  tag: TAG,
  summary: 'Stops sharing a template or signature (the owner keeps it)',
  body: z.object({ kind: z.enum(['template', 'signature']), id }),
  response: deleted,
});

// ——— Address book ———

export const bookRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  groupName: z.string(),
  remark: z.string(),
  updatedAt: z.string(),
});
export type BookRow = z.infer<typeof bookRow>;

export const bookQueryPage = defineCall({
  id: 'mail.bookQueryPage',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/email/book/queryPage`,
  permission: PERMISSION_KEYS.mailAddressBook,
  tag: TAG,
  summary: 'The caller’s address book, paged; filter by group and name, address or company',
  body: z.object({ ...paging, keyword, groupName: lineText.trim().max(40).optional() }),
  response: z.object({ rows: z.array(bookRow), count: z.number().int() }),
});

export const bookSaveBody = z.object({
  id: id.optional(),
  name: lineText.trim().min(1).max(60),
  email: mailAddress,
  company: lineText.trim().max(100).default(''),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((phone) => /^[0-9+\-() ]*$/.test(phone), 'mail.phoneFormat')
    .default(''),
  groupName: lineText.trim().max(40).default(''),
  remark: lineText.trim().max(200).default(''),
});

export const bookSave = defineCall({
  id: 'mail.bookSave',
  method: 'POST',
  path: `${PREFIX}/email/book/save`,
  permission: PERMISSION_KEYS.mailAddressBook,
  tag: TAG,
  summary: 'Adds a contact or changes one (one entry per address)',
  body: bookSaveBody,
  response: bookRow,
});

export const bookDel = defineCall({
  id: 'mail.bookDel',
  method: 'POST',
  path: `${PREFIX}/email/book/del`,
  permission: PERMISSION_KEYS.mailAddressBook,
  tag: TAG,
  summary: 'Deletes a contact',
  body: idBody,
  response: deleted,
});

export const bookGroup = z.object({ groupName: z.string(), contacts: z.array(bookRow) });

export const getEmailBook = defineCall({
  id: 'mail.getEmailBook',
  method: 'GET',
  path: `${PREFIX}/email/book/getEmailBook`,
  permission: PERMISSION_KEYS.mailAddressBook,
  tag: TAG,
  summary: 'The caller’s contacts by group (ungrouped ones under an empty group name, last)',
  response: z.array(bookGroup),
});

export const queryBookAll = defineCall({
  id: 'mail.queryBookAll',
  method: 'GET',
  path: `${PREFIX}/email/book/queryBookAll`,
  permission: PERMISSION_KEYS.mailAddressBook,
  tag: TAG,
  summary: 'Every contact of the caller’s address book, by name',
  response: z.array(bookRow),
});

// ——— White and black lists ———

export const senderRuleRow = z.object({
  id: z.number().int(),
  pattern: z.string(),
  remark: z.string(),
  createdAt: z.string(),
});
export type SenderRuleRow = z.infer<typeof senderRuleRow>;

export const senderRuleBody = z.object({ id: id.optional(), pattern: senderPattern, remark: lineText.trim().max(200).default('') });

function senderListCalls(list: 'whitelist' | 'blacklist', name: string) {
  return {
    query: defineCall({
      id: `mail.${list}Query`,
      method: 'POST',
      effect: 'reads',
      path: `${PREFIX}/${list}/query`,
      permission: PERMISSION_KEYS.mailSettings,
      tag: TAG,
      summary: `The caller’s ${name}, paged`,
      body: z.object({ ...paging, keyword }),
      response: z.object({ rows: z.array(senderRuleRow), count: z.number().int() }),
    }),
    update: defineCall({
      id: `mail.${list}Update`,
      method: 'POST',
      path: `${PREFIX}/${list}/update`,
      permission: PERMISSION_KEYS.mailSettings,
      tag: TAG,
      summary: `Adds an address or @domain to the ${name}, or changes one`,
      body: senderRuleBody,
      response: senderRuleRow,
    }),
    del: defineCall({
      id: `mail.${list}Del`,
      method: 'POST',
      path: `${PREFIX}/${list}/del`,
      permission: PERMISSION_KEYS.mailSettings,
      tag: TAG,
      summary: `Removes an entry of the ${name}`,
      body: idBody,
      response: deleted,
    }),
    view: defineCall({
      id: `mail.${list}View`,
      method: 'GET',
      path: `${PREFIX}/${list}/view/:id`,
      permission: PERMISSION_KEYS.mailSettings,
      tag: TAG,
      summary: `One entry of the ${name}`,
      params: idParams,
      response: senderRuleRow,
    }),
  };
}

const white = senderListCalls('whitelist', 'whitelist (never junk)');
const black = senderListCalls('blacklist', 'blacklist (filed as junk)');
export const whitelistQuery = white.query;
export const whitelistUpdate = white.update;
export const whitelistDel = white.del;
export const whitelistView = white.view;
export const blacklistQuery = black.query;
export const blacklistUpdate = black.update;
export const blacklistDel = black.del;
export const blacklistView = black.view;

// ——— Chat-app notice ———

export const dingNoticeState = z.object({
  enabled: z.boolean(),
  /** The chat app is configured on this server (DINGTALK_*); without it no notice can go out. */
  configured: z.boolean(),
  /** The caller's staff record carries a chat-app user id to send to. */
  linked: z.boolean(),
});
export type DingNoticeState = z.infer<typeof dingNoticeState>;

export const dingNoticeQuery = defineCall({
  id: 'mail.dingNoticeQuery',
  method: 'GET',
  path: `${PREFIX}/email/dingNotice/query`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'Whether new mail is also announced in the chat app, and whether it can be',
  response: dingNoticeState,
});

export const dingNoticeUpdate = defineCall({
  id: 'mail.dingNoticeUpdate',
  method: 'POST',
  path: `${PREFIX}/email/dingNotice/update`,
  permission: PERMISSION_KEYS.mailSettings,
  tag: TAG,
  summary: 'Turns chat-app notices of new mail on or off',
  body: z.object({ enabled: z.boolean() }),
  response: dingNoticeState,
});

// ——— Customer mail log ———

export const mailLogRow = z.object({
  id: z.number().int(),
  at: z.string(),
  direction: z.enum(['in', 'out']),
  customerId: z.number().int(),
  customerName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  subject: z.string(),
  /** Outgoing: sent | queued | no_relay | failed | partial; incoming: null. */
  deliveryState: z.string().nullable(),
});
export type MailLogRow = z.infer<typeof mailLogRow>;

export const emailLogQuery = defineCall({
  id: 'mail.emailLogQuery',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/emailLog/query`,
  permission: PERMISSION_KEYS.mailLogs,
  tag: TAG,
  summary: 'Mail of the caller’s mailbox exchanged with customer contacts, newest first, paged',
  body: z.object({
    ...paging,
    keyword,
    direction: z.enum(['in', 'out']).optional(),
    customerId: id.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  }),
  response: z.object({ rows: z.array(mailLogRow), count: z.number().int() }),
});

// ——— Selects ———

export const MAIL_TYPE_OPTIONS = [
  { value: 'inbox', zh: '收件箱', en: 'Inbox' },
  { value: 'sent', zh: '已发送', en: 'Sent' },
  { value: 'junk', zh: '垃圾邮件', en: 'Junk' },
  { value: 'marketing', zh: '营销邮件', en: 'Marketing' },
] as const;

export const selectMailType = defineCall({
  id: 'mail.selectType',
  method: 'GET',
  path: `${PREFIX}/select/email/selectType`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Mail types for filters (inbox, sent, junk, marketing) with their names',
  response: z.array(z.object({ value: z.string(), zh: z.string(), en: z.string() })),
});

export const staffEmailRow = z.object({ staffId: z.number().int(), name: z.string(), nameEn: z.string(), address: z.string() });
export type StaffEmailRow = z.infer<typeof staffEmailRow>;

export const staffEmailPage = defineCall({
  id: 'mail.staffEmailPage',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/select/email/staffEmailPage`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Colleagues with a mailbox, paged, by name or address (recipient and owner pickers)',
  body: z.object({ ...paging, keyword }),
  response: z.object({ rows: z.array(staffEmailRow), count: z.number().int() }),
});
