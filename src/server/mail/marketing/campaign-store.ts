import { and, eq, sql } from 'drizzle-orm';
import {
  CAMPAIGN_STATES,
  type CampaignCounts,
  type CampaignDraft,
  type CampaignRow,
  type CampaignSegment,
  type RecipientRow,
  type RecipientState,
} from '../../../shared/api/mail-marketing-calls';
import { queryRows } from '../../business';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { mailCampaigns } from '../../db/schema/index';
import { AppError, fail } from '../../http/app-error';
import { APP_CODES } from '../../../shared/error-codes';

export type CampaignRecord = typeof mailCampaigns.$inferSelect;

/** The caller's own campaign; anyone else's answers exactly as an unknown id. */
export async function ownCampaign(db: Db, staffId: number, id: number): Promise<CampaignRecord> {
  const [row] = await db
    .select()
    .from(mailCampaigns)
    .where(and(eq(mailCampaigns.id, id), eq(mailCampaigns.ownerStaffId, staffId)))
    .limit(1);
  if (!row) throw fail.notFound();
  return row;
}

/** A sent (or sending) campaign keeps what it was sent with. */
export const campaignNotDraft = () => new AppError(APP_CODES.CONFLICT, 'mail.campaignNotDraft', {}, 409);

const COUNT_COLUMNS = sql`
  count(r.id)::int as recipients,
  count(r.id) filter (where r.state = 'sent')::int as sent,
  count(r.opened_at)::int as opened,
  count(r.id) filter (where r.state = 'unsubscribed')::int as unsubscribed,
  count(r.id) filter (where r.state = 'failed')::int as failed,
  count(r.id) filter (where r.state = 'no_relay')::int as no_relay`;

interface RawCampaign {
  id: number;
  name: string;
  subject: string;
  state: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  recipients: number;
  sent: number;
  opened: number;
  unsubscribed: number;
  failed: number;
  no_relay: number;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Unsubscribes that came after the send are counted too: an address that opted out is "unsubscribed". */
function toRow(raw: RawCampaign): CampaignRow {
  const counts: CampaignCounts = {
    recipients: Number(raw.recipients),
    sent: Number(raw.sent),
    opened: Number(raw.opened),
    unsubscribed: Number(raw.unsubscribed),
    failed: Number(raw.failed),
    noRelay: Number(raw.no_relay),
  };
  return {
    id: Number(raw.id),
    name: raw.name,
    subject: raw.subject,
    state: raw.state as CampaignRow['state'],
    createdAt: iso(raw.created_at) ?? '',
    sentAt: iso(raw.sent_at),
    counts,
  };
}

export async function campaignPage(
  deps: AppDeps,
  staffId: number,
  input: { page: number; pageSize: number; state?: CampaignRow['state'] | undefined },
): Promise<{ rows: CampaignRow[]; count: number }> {
  const where = input.state ? sql`m.owner_staff_id = ${staffId} and m.state = ${input.state}` : sql`m.owner_staff_id = ${staffId}`;
  const [total] = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from mail_campaigns m where ${where}`);
  const rows = await queryRows<RawCampaign>(
    deps.db,
    sql`select m.id, m.name, m.subject, m.state, m.created_at, m.sent_at, ${COUNT_COLUMNS}
          from mail_campaigns m left join mail_campaign_recipients r on r.campaign_id = m.id
         where ${where}
         group by m.id
         order by m.created_at desc, m.id desc
         limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  return { rows: rows.map(toRow), count: Number(total?.n ?? 0) };
}

export async function campaignRowOf(deps: AppDeps, campaign: CampaignRecord): Promise<CampaignRow> {
  const [raw] = await queryRows<RawCampaign>(
    deps.db,
    sql`select m.id, m.name, m.subject, m.state, m.created_at, m.sent_at, ${COUNT_COLUMNS}
          from mail_campaigns m left join mail_campaign_recipients r on r.campaign_id = m.id
         where m.id = ${campaign.id}
         group by m.id`,
  );
  if (!raw) throw fail.notFound();
  return toRow(raw);
}

/** Saves a new draft, or changes an own draft that has not been sent. */
export async function saveDraft(deps: AppDeps, staffId: number, accountId: number, draft: CampaignDraft): Promise<number> {
  const values = { name: draft.name, subject: draft.subject, html: draft.html, segment: draft.segment satisfies CampaignSegment };
  if (draft.id === undefined) {
    const [row] = await deps.db
      .insert(mailCampaigns)
      .values({ ...values, ownerStaffId: staffId, accountId, state: CAMPAIGN_STATES.draft, createdAt: deps.clock.now() })
      .returning({ id: mailCampaigns.id });
    if (!row) throw new Error('campaign not stored');
    return row.id;
  }
  const existing = await ownCampaign(deps.db, staffId, draft.id);
  if (existing.state !== CAMPAIGN_STATES.draft) throw campaignNotDraft();
  const updated = await deps.db
    .update(mailCampaigns)
    .set(values)
    .where(and(eq(mailCampaigns.id, existing.id), eq(mailCampaigns.state, CAMPAIGN_STATES.draft)))
    .returning({ id: mailCampaigns.id });
  if (updated.length === 0) throw campaignNotDraft();
  return existing.id;
}

export async function recipientPage(
  deps: AppDeps,
  campaignId: number,
  input: { page: number; pageSize: number; state?: RecipientState | undefined; opened?: boolean | undefined },
): Promise<{ rows: RecipientRow[]; count: number }> {
  const filters = [sql`r.campaign_id = ${campaignId}`];
  if (input.state) filters.push(sql`r.state = ${input.state}`);
  if (input.opened !== undefined) filters.push(input.opened ? sql`r.opened_at is not null` : sql`r.opened_at is null`);
  const where = sql.join(filters, sql` and `);
  const [total] = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from mail_campaign_recipients r where ${where}`);
  const rows = await queryRows<{
    id: number;
    customer_id: number | null;
    customer_name: string | null;
    name: string;
    email: string;
    state: RecipientState;
    error: string | null;
    sent_at: Date | string | null;
    opened_at: Date | string | null;
  }>(
    deps.db,
    sql`select r.id, r.customer_id, c.name as customer_name, r.name, r.email, r.state, r.error, r.sent_at, r.opened_at
          from mail_campaign_recipients r left join customers c on c.id = r.customer_id
         where ${where}
         order by r.id
         limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      customerId: row.customer_id === null ? null : Number(row.customer_id),
      customerName: row.customer_name,
      name: row.name,
      email: row.email,
      state: row.state,
      error: row.error,
      sentAt: iso(row.sent_at),
      openedAt: iso(row.opened_at),
    })),
    count: Number(total?.n ?? 0),
  };
}
