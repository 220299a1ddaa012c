import { sql, type SQL } from 'drizzle-orm';
import type { MailLogRow } from '../../../shared/api/mail-tools-calls';
import { addDays, shanghaiDayStart } from '../../../shared/business/dates';
import { queryRows } from '../../business/index';
import type { Db } from '../../db/database';
import { likePattern } from './like-pattern';

export interface MailLogInput {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  direction?: 'in' | 'out' | undefined;
  customerId?: number | undefined;
  /** Business days (Asia/Shanghai), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The customer mail log of one mailbox: received mail whose sender and sent mail one of whose
 * recipients (to or cc) is a customer contact, matched by address. A message matching several
 * contacts is listed once, under the first contact.
 */
function logQuery(accountId: number, input: MailLogInput): SQL {
  const filters: SQL[] = [sql`m.account_id = ${accountId}`, sql`m.direction in ('in', 'out')`];
  if (input.direction) filters.push(sql`m.direction = ${input.direction}`);
  if (input.customerId) filters.push(sql`c.id = ${input.customerId}`);
  if (input.from) filters.push(sql`m.received_at >= ${shanghaiDayStart(input.from).toISOString()}::timestamptz`);
  if (input.to) filters.push(sql`m.received_at < ${shanghaiDayStart(addDays(input.to, 1)).toISOString()}::timestamptz`);
  if (input.keyword) {
    const like = likePattern(input.keyword);
    filters.push(sql`(m.subject ilike ${like} or c.name ilike ${like} or ct.name ilike ${like} or ct.email ilike ${like})`);
  }
  return sql`
    from mail_messages m
    join lateral (
      select ct.id, ct.customer_id, ct.name, ct.email from customer_contacts ct
      where (m.direction = 'in' and lower(ct.email) = lower(m.from_address))
         or (m.direction = 'out' and exists (
              select 1 from jsonb_array_elements(m.to_list || m.cc_list) r where lower(r->>'email') = lower(ct.email)))
      order by ct.id limit 1
    ) ct on true
    join customers c on c.id = ct.customer_id
    where ${sql.join(filters, sql` and `)}`;
}

interface LogRecord {
  id: number | string;
  at: Date | string;
  direction: 'in' | 'out';
  customer_id: number;
  customer_name: string;
  contact_name: string;
  contact_email: string;
  subject: string;
  delivery_state: string | null;
}

export async function mailLogPage(db: Db, accountId: number, input: MailLogInput): Promise<{ rows: MailLogRow[]; count: number }> {
  const from = logQuery(accountId, input);
  const [rows, counted] = await Promise.all([
    queryRows<LogRecord>(
      db,
      sql`
      select m.id, m.received_at as at, m.direction, c.id as customer_id, c.name as customer_name,
             ct.name as contact_name, ct.email as contact_email, m.subject, m.delivery_state
      ${from}
      order by m.received_at desc, m.id desc
      limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`),
  ]);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      direction: row.direction,
      customerId: Number(row.customer_id),
      customerName: row.customer_name,
      contactName: row.contact_name,
      contactEmail: row.contact_email,
      subject: row.subject,
      deliveryState: row.delivery_state,
    })),
    count: Number(counted[0]?.n ?? 0),
  };
}
