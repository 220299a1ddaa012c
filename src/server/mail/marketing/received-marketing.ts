import { sql } from 'drizzle-orm';
import type { ReceivedMarketingRow } from '../../../shared/api/mail-marketing-calls';
import { MAIL_FOLDERS } from '../../../shared/mail/folders';
import { queryRows } from '../../business';
import type { AppDeps } from '../../deps';

/** Bulk mail received into the caller's own marketing folder (only that account's rows). */
export async function receivedMarketingPage(
  deps: AppDeps,
  accountId: number,
  input: { page: number; pageSize: number },
): Promise<{ rows: ReceivedMarketingRow[]; count: number }> {
  const where = sql`account_id = ${accountId} and folder = ${MAIL_FOLDERS.marketing} and direction = 'in'`;
  const [total] = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from mail_messages where ${where}`);
  const rows = await queryRows<{
    id: number;
    subject: string;
    from_name: string;
    from_address: string;
    received_at: Date | string;
    snippet: string;
    seen: boolean;
  }>(
    deps.db,
    sql`select id, subject, from_name, from_address, received_at, snippet, seen from mail_messages
         where ${where} order by received_at desc, id desc
         limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      subject: row.subject,
      sender: { name: row.from_name, email: row.from_address },
      receiveTime: new Date(row.received_at).toISOString(),
      snippet: row.snippet,
      seen: row.seen,
    })),
    count: Number(total?.n ?? 0),
  };
}
