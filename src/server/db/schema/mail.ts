import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff } from './org';

/**
 * The staff mailbox (issue 13, sections.md §7 "Mailbox"). Mail is stored whole in the database —
 * headers, sanitized body, attachments and the raw message — so that intake is one transaction:
 * the SMTP listener answers 250 only after it commits, and a crash leaves nothing half-stored.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** { name, email } as the mail display of sections.md §3 names them. */
export interface MailAddress {
  name: string;
  email: string;
}

/** Domains the company receives mail for; `local` ones are delivered into mailboxes here. */
export const mailDomains = pgTable(
  'mail_domains',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    /** Mail for this domain is delivered locally and accepted by the SMTP listener. */
    local: boolean('local').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_domains_domain_uq').on(sql`lower(${t.domain})`)],
);

/**
 * A bound mailbox. `local` mailboxes live here (their domain is local); `imap` ones are hosted on
 * another server and synced with imapflow. A staff member has at most one.
 */
export const mailAccounts = pgTable(
  'mail_accounts',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    displayName: text('display_name').notNull(),
    /** local | imap */
    kind: text('kind').notNull().default('local'),
    imapHost: text('imap_host'),
    imapPort: integer('imap_port'),
    imapSecure: boolean('imap_secure').notNull().default(true),
    imapUser: text('imap_user'),
    imapPassword: text('imap_password'),
    /** New-mail notices through the push stream (email/account/updateEmailSseStatus). */
    pushEnabled: boolean('push_enabled').notNull().default(true),
    /** Chat-app work notices for new mail (email/dingNotice/*). */
    dingNotice: boolean('ding_notice').notNull().default(false),
    /** active | disabled */
    state: text('state').notNull().default('active'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncError: text('last_sync_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_accounts_address_uq').on(sql`lower(${t.address})`), uniqueIndex('mail_accounts_staff_uq').on(t.staffId)],
);

/** Addresses staff may send as besides their own (email/sender/*): shared ones have no owner. */
export const mailSenders = pgTable(
  'mail_senders',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    displayName: text('display_name').notNull(),
    /** null: every staff member with a mailbox may send as it. */
    ownerStaffId: integer('owner_staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_senders_address_uq').on(sql`lower(${t.address})`)],
);

/** Where IMAP sync stands per remote folder: incremental by UIDVALIDITY and UID. */
export const mailImapState = pgTable(
  'mail_imap_state',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => mailAccounts.id, { onDelete: 'cascade' }),
    remoteFolder: text('remote_folder').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.remoteFolder] })],
);

/**
 * One message in one mailbox. A message sent between two colleagues is two rows (the sender's
 * sent copy and the recipient's inbox copy), as in any mail system.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => mailAccounts.id, { onDelete: 'cascade' }),
    /** inbox | junk | marketing | sent | drafts (MAIL_FOLDERS) */
    folder: text('folder').notNull(),
    /** in (received) | out (sent) | draft — Message-ID is unique per account and direction. */
    direction: text('direction').notNull(),
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    references: text('references'),
    subject: text('subject').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    fromAddress: text('from_address').notNull().default(''),
    to: jsonb('to_list').$type<MailAddress[]>().notNull().default([]),
    cc: jsonb('cc_list').$type<MailAddress[]>().notNull().default([]),
    bcc: jsonb('bcc_list').$type<MailAddress[]>().notNull().default([]),
    replyTo: jsonb('reply_to').$type<MailAddress[]>().notNull().default([]),
    /** Date header (or send time for outgoing). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When it reached this mailbox; lists sort by it. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** Sanitized on intake (allowlist); remote images held back as data-remote-src. */
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    snippet: text('snippet').notNull().default(''),
    remoteImages: integer('remote_images').notNull().default(0),
    hasAttachments: boolean('has_attachments').notNull().default(false),
    size: integer('size').notNull().default(0),
    seen: boolean('seen').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    /** A mark of select/email/mark (0 none). */
    mark: smallint('mark').notNull().default(0),
    /** Follow-up owner (email/check/owner, /setModule/email/inbox). */
    followStaffId: integer('follow_staff_id'),
    /** Authentication results recorded on intake when present (pass, fail, none…). */
    spf: text('spf'),
    dkim: text('dkim'),
    /** local | smtp | imap | compose | marketing */
    source: text('source').notNull(),
    imapFolder: text('imap_folder'),
    imapUidValidity: bigint('imap_uid_validity', { mode: 'number' }),
    imapUid: bigint('imap_uid', { mode: 'number' }),
    /**
     * The server's \Seen (1) and \Flagged (2) as last synced: sync applies the server's flags only
     * when they changed there, so a message read here is not marked unread again by the next sync.
     */
    imapFlags: smallint('imap_flags'),
    /** Outgoing: sent | queued | no_relay | failed | partial (rolled up from mail_deliveries). */
    deliveryState: text('delivery_state'),
    /** A timed draft goes out at this time (draft/timing/*); survives restarts. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    campaignId: integer('campaign_id'),
    /** Lower-cased subject, addresses and the start of the text; searched through search_key (no index of its own). */
    searchText: text('search_text').notNull().default(''),
    /**
     * search_text with every CJK character doubled (mail_search_key(), migration 0014), kept by the
     * database: a two-character Chinese word becomes four characters, so the trigram index serves
     * `search_key ILIKE mail_search_key('%合同%')` — plain search_text has no trigram for 2 characters.
     */
    searchKey: text('search_key').generatedAlwaysAs(sql`mail_search_key(search_text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_messages_list_idx').on(t.accountId, t.folder, t.receivedAt.desc(), t.id.desc()),
    uniqueIndex('mail_messages_message_id_uq')
      .on(t.accountId, t.direction, t.messageId)
      .where(sql`${t.messageId} is not null`),
    index('mail_messages_unread_idx')
      .on(t.accountId, t.folder)
      .where(sql`not ${t.seen}`),
    index('mail_messages_starred_idx')
      .on(t.accountId, t.receivedAt.desc())
      .where(sql`${t.starred}`),
    index('mail_messages_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`${t.scheduledAt} is not null`),
    index('mail_messages_imap_idx').on(t.accountId, t.imapFolder, t.imapUid),
    index('mail_messages_from_idx').on(t.accountId, sql`lower(${t.fromAddress})`),
    index('mail_messages_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

/** The message as it arrived or left (.eml download, re-parsing). */
export const mailRaw = pgTable('mail_raw', {
  messageId: bigint('message_id', { mode: 'number' })
    .primaryKey()
    .references(() => mailMessages.id, { onDelete: 'cascade' }),
  raw: bytea('raw').notNull(),
});

export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Content-ID without angle brackets, for cid: images. */
    contentId: text('content_id'),
    inline: boolean('inline').notNull().default(false),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_message_idx').on(t.messageId)],
);

/** Files uploaded while composing (file/uploadFileAndGetPresignedUrl), attached when sent. */
export const mailUploads = pgTable(
  'mail_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** Unguessable key the compose form refers to. */
    token: text('token').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mail_uploads_token_uq').on(t.token)],
);

/**
 * Outgoing mail per recipient: local ones are delivered at once; remote ones go through the relay
 * (SMTP_URL) or wait as no_relay, retryable — never dropped.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    /** local | remote */
    route: text('route').notNull(),
    /** delivered | queued | sending | sent | no_relay | failed */
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_deliveries_message_idx').on(t.messageId), index('mail_deliveries_due_idx').on(t.state, t.nextAttemptAt)],
);

export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial('id').primaryKey(),
    ownerStaffId: integer('owner_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    html: text('html').notNull(),
    /** Offered to every colleague (select/email/tempIncludeShare). */
    shared: boolean('shared').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_templates_owner_idx').on(t.ownerStaffId)],
);

export const mailSignatures = pgTable(
  'mail_signatures',
  {
    id: serial('id').primaryKey(),
    ownerStaffId: integer('owner_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    html: text('html').notNull(),
    shared: boolean('shared').notNull().default(false),
    /** Inserted into new mail automatically. */
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_signatures_owner_idx').on(t.ownerStaffId)],
);

/** A person's address book (/message/email/adb). */
export const mailBook = pgTable(
  'mail_book',
  {
    id: serial('id').primaryKey(),
    ownerStaffId: integer('owner_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    groupName: text('group_name').notNull().default(''),
    remark: text('remark').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mail_book_owner_email_uq').on(t.ownerStaffId, sql`lower(${t.email})`)],
);

/** Whitelist and blacklist of a mailbox: an address or `@domain`; blacklisted mail goes to junk. */
export const mailSenderRules = pgTable(
  'mail_sender_rules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => mailAccounts.id, { onDelete: 'cascade' }),
    /** white | black */
    kind: text('kind').notNull(),
    pattern: text('pattern').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mail_sender_rules_uq').on(t.accountId, t.kind, sql`lower(${t.pattern})`)],
);

/** Senders whose remote images this mailbox shows without asking. */
export const mailImageAllow = pgTable(
  'mail_image_allow',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => mailAccounts.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.sender] })],
);

/** Who follows up inbox mail from an address or domain (/setModule/email/inbox, email/check/owner). */
export const mailFollowRules = pgTable(
  'mail_follow_rules',
  {
    id: serial('id').primaryKey(),
    pattern: text('pattern').notNull(),
    ownerStaffId: integer('owner_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mail_follow_rules_pattern_uq').on(sql`lower(${t.pattern})`)],
);

/** People at a customer; their addresses and domains make a mail "correspondence" (dealings). */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    title: text('title').notNull().default(''),
    primary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('customer_contacts_customer_idx').on(t.customerId), index('customer_contacts_email_idx').on(sql`lower(${t.email})`)],
);

export const supplierContacts = pgTable(
  'supplier_contacts',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
  },
  (t) => [index('supplier_contacts_supplier_idx').on(t.supplierId), index('supplier_contacts_email_idx').on(sql`lower(${t.email})`)],
);

/** A marketing send to a customer segment (/message/email/marketing). */
export const mailCampaigns = pgTable(
  'mail_campaigns',
  {
    id: serial('id').primaryKey(),
    ownerStaffId: integer('owner_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => mailAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    /** The segment as chosen: { level?, countryId?, type?, customerIds? } */
    segment: jsonb('segment').notNull().default({}),
    /** draft | sending | sent */
    state: text('state').notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_campaigns_owner_idx').on(t.ownerStaffId)],
);

export const mailCampaignRecipients = pgTable(
  'mail_campaign_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => mailCampaigns.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id'),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** pending | sent | failed | unsubscribed (skipped) */
    state: text('state').notNull().default('pending'),
    /** Key of the unsubscribe link and the open-tracking pixel. */
    token: text('token').notNull(),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [index('mail_campaign_recipients_campaign_idx').on(t.campaignId), uniqueIndex('mail_campaign_recipients_token_uq').on(t.token)],
);

/** Addresses that followed an unsubscribe link: later marketing sends skip them. */
export const mailUnsubscribes = pgTable(
  'mail_unsubscribes',
  {
    email: text('email').notNull(),
    campaignId: integer('campaign_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mail_unsubscribes_email_uq').on(sql`lower(${t.email})`)],
);

/** Bill mail pushed to finance (email/receive/pushToFcBillEmail): the finance record it creates. */
export const financeBillMails = pgTable(
  'finance_bill_mails',
  {
    id: serial('id').primaryKey(),
    mailMessageId: bigint('mail_message_id', { mode: 'number' })
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    /** A value of select/selectBillFlagEnumList. */
    billFlag: text('bill_flag').notNull(),
    customerId: integer('customer_id'),
    supplierId: integer('supplier_id'),
    pushedBy: integer('pushed_by')
      .notNull()
      .references(() => staff.id),
    remark: text('remark').notNull().default(''),
    /** pending | handled */
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('finance_bill_mails_message_uq').on(t.mailMessageId)],
);
