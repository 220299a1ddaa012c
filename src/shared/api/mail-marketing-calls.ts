import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { defineCall, PUBLIC } from './define-call';
import { lineText } from './text-fields';

/**
 * Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): marketing mail to customer segments,
 * its two public endpoints (unsubscribe link, open pixel) and the addresses the palette's 写邮件给 /
 * 发邮件 open the compose page with. None of these is in the spec's catalogue: the spec names the
 * pages (/message/email/marketing, add, detail) but not their calls, so they are declared here.
 */

const TAG = 'mailbox-marketing';
const P = '/v2/emailbox/marketing';
const id = z.number().int().positive().max(2_147_483_647);

/** Campaign states: saved and editable → being sent → done. */
export const CAMPAIGN_STATES = { draft: 'draft', sending: 'sending', sent: 'sent' } as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[keyof typeof CAMPAIGN_STATES];

/** One recipient's outcome; `no_relay` = waiting in the outbox until a relay is configured. */
export const RECIPIENT_STATES = {
  pending: 'pending',
  sent: 'sent',
  failed: 'failed',
  noRelay: 'no_relay',
  unsubscribed: 'unsubscribed',
} as const;
export type RecipientState = (typeof RECIPIENT_STATES)[keyof typeof RECIPIENT_STATES];
export const RECIPIENT_STATE_VALUES = Object.values(RECIPIENT_STATES) as [RecipientState, ...RecipientState[]];

/** c = direct customer, r = reseller (customers.type). */
export const SEGMENT_CUSTOMER_TYPES = ['c', 'r'] as const;

/** Which customers a campaign goes to: those the sender may see, narrowed by these filters (all optional). */
export const campaignSegment = z.object({
  level: lineText.trim().max(20).optional(),
  countryId: z.number().int().positive().max(32_767).optional(),
  type: z.enum(SEGMENT_CUSTOMER_TYPES).optional(),
  productId: z.number().int().positive().max(32_767).optional(),
});
export type CampaignSegment = z.infer<typeof campaignSegment>;

export const campaignCounts = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  opened: z.number().int(),
  unsubscribed: z.number().int(),
  failed: z.number().int(),
  noRelay: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCounts>;

export const campaignRow = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  state: z.enum([CAMPAIGN_STATES.draft, CAMPAIGN_STATES.sending, CAMPAIGN_STATES.sent]),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  counts: campaignCounts,
});
export type CampaignRow = z.infer<typeof campaignRow>;

export const campaignQuery = defineCall({
  id: 'mailMarketing.campaignQuery',
  method: 'POST',
  effect: 'reads',
  path: `${P}/campaign/query`,
  permission: PERMISSION_KEYS.mailMarketing,
  tag: TAG,
  summary: 'The caller’s own campaigns, newest first, with their recipient counts',
  body: z.object({
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    state: z.enum([CAMPAIGN_STATES.draft, CAMPAIGN_STATES.sending, CAMPAIGN_STATES.sent]).optional(),
  }),
  response: z.object({ rows: z.array(campaignRow), count: z.number().int() }),
});

export const segmentPreview = defineCall({
  id: 'mailMarketing.segmentPreview',
  method: 'POST',
  effect: 'reads',
  path: `${P}/segment/preview`,
  permission: PERMISSION_KEYS.mailMarketing,
  tag: TAG,
  summary: 'How many customers and contact addresses a segment reaches (unsubscribed addresses left out, and counted)',
  body: campaignSegment,
  response: z.object({ customers: z.number().int(), addresses: z.number().int(), unsubscribed: z.number().int() }),
});

/** What the add page edits; `id` updates a draft instead of creating one. */
export const campaignDraft = z.object({
  id: id.optional(),
  name: lineText.trim().min(1).max(100),
  subject: lineText.trim().min(1).max(200),
  html: z.string().trim().min(1).max(500_000),
  segment: campaignSegment,
});
export type CampaignDraft = z.infer<typeof campaignDraft>;

export const campaignSave = defineCall({
  id: 'mailMarketing.campaignSave',
  method: 'POST',
  path: `${P}/campaign/save`,
  permission: PERMISSION_KEYS.mailMarketing,
  tag: TAG,
  summary: 'Saves a campaign as a draft (new, or an own draft not yet sent)',
  body: campaignDraft,
  response: z.object({ id: z.number().int() }),
});

export const campaignSend = defineCall({
  id: 'mailMarketing.campaignSend',
  method: 'POST',
  path: `${P}/campaign/send`,
  permission: PERMISSION_KEYS.mailMarketing,
  tag: TAG,
  summary: 'Sends an own draft to its segment through the mailbox’s outgoing path, one message per contact address',
  body: z.object({ id }),
  response: campaignCounts,
  timeoutMs: 300_000,
});

export const campaignDetail = defineCall({
  id: 'mailMarketing.campaignDetail',
  method: 'GET',
  path: `${P}/campaign/detail/:id`,
  permission: PERMISSION_KEYS.mailMarketing,
  tag: TAG,
  summary: 'An own campaign with its body, segment and counts',
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: campaignRow.extend({ html: z.string(), segment: campaignSegment }),
});

export const recipientRow = z.object({
  id: z.number().int(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  state: z.enum(RECIPIENT_STATE_VALUES),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
});
export type RecipientRow = z.infer<typeof recipientRow>;

export const recipientQuery = defineCall({
  id: 'mailMarketing.recipientQuery',
  method: 'POST',
  effect: 'reads',
  path: `${P}/campaign/recipients`,
  permission: PERMISSION_KEYS.mailMarketing,
  tag: TAG,
  summary: 'Recipients of an own campaign and their status, filtered by status',
  body: z.object({
    campaignId: id,
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    state: z.enum(RECIPIENT_STATE_VALUES).optional(),
    /** Only those who opened it. */
    opened: z.boolean().optional(),
  }),
  response: z.object({ rows: z.array(recipientRow), count: z.number().int() }),
});

export const receivedMarketingRow = z.object({
  id: z.number().int(),
  subject: z.string(),
  sender: z.object({ name: z.string(), email: z.string() }),
  receiveTime: z.string(),
  snippet: z.string(),
  seen: z.boolean(),
});
export type ReceivedMarketingRow = z.infer<typeof receivedMarketingRow>;

export const receivedMarketingQuery = defineCall({
  id: 'mailMarketing.receivedQuery',
  method: 'POST',
  effect: 'reads',
  path: `${P}/received/query`,
  permission: PERMISSION_KEYS.mailMarketing,
  tag: TAG,
  summary: 'Bulk mail received into the caller’s marketing folder, newest first',
  body: z.object({
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ rows: z.array(receivedMarketingRow), count: z.number().int() }),
});

export const unsubscribe = defineCall({
  id: 'mailMarketing.unsubscribe',
  method: 'GET',
  path: `${P}/unsubscribe/:token`,
  permission: PUBLIC,
  tag: TAG,
  summary: 'The unsubscribe link of a marketing mail: records the address and answers a small confirmation page (zh + en)',
  params: z.object({ token: z.string().max(100) }),
  response: z.string(),
  answer: 'html',
});

export const openPixel = defineCall({
  id: 'mailMarketing.openPixel',
  method: 'GET',
  path: `${P}/open/:file`,
  permission: PUBLIC,
  tag: TAG,
  summary: 'Open tracking: `<token>.png` records the first open and answers a 1×1 transparent png (also for unknown tokens)',
  params: z.object({ file: z.string().max(100) }),
  response: z.string(),
  answer: 'file',
});

export const colleagueAddress = defineCall({
  id: 'mailMarketing.colleagueAddress',
  method: 'GET',
  path: '/v2/emailbox/palette/colleague/:staffId',
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary: 'A colleague’s mailbox address, for the palette’s 写邮件给 (null when they have no mailbox)',
  params: z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: z.object({ address: z.string().nullable() }),
});

export const customerContactAddress = defineCall({
  id: 'mailMarketing.customerContactAddress',
  method: 'GET',
  path: '/v2/emailbox/palette/customer/:code',
  permission: PERMISSION_KEYS.mailWrite,
  tag: TAG,
  summary:
    'The primary contact address of a customer the caller may see, by code, for the palette’s 发邮件 (nulls for a customer without a contact or outside the caller’s scope)',
  params: z.object({ code: z.string().trim().min(1).max(40) }),
  response: z.object({ customerId: z.number().int().nullable(), address: z.string().nullable() }),
});
