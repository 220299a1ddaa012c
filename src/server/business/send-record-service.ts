import { sql, type SQL } from 'drizzle-orm';
import { SEND_STATUSES, type SendRecordQueryInput, type SendRecordRow } from '../../shared/api/send-record-calls';
import { addDays, shanghaiDayStart } from '../../shared/business/dates';
import type { AppDeps } from '../deps';
import { fail } from '../http/app-error';
import { factScope, type DataScope } from './data-scope';
import { queryRows } from './sql-rows';

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm[:ss]' in Asia/Shanghai → instant; a date as `to` means its end. */
export function localInstant(text: string, end: boolean): Date {
  if (text.length === 10) return shanghaiDayStart(end ? addDays(text, 1) : text);
  const at = new Date(`${text.length === 16 ? `${text}:00` : text}+08:00`);
  if (Number.isNaN(at.getTime())) throw fail.validation(end ? 'to' : 'from', 'invalid');
  return at;
}

/** Keeps the country code and first digits and the last four: 8613812345678 → 86138****5678. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone;
  return `${phone.slice(0, phone.length - 8)}****${phone.slice(-4)}`;
}

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !/^\d+$/.test(id) || Number.isNaN(Date.parse(at))) throw fail.validation('cursor', 'invalid');
  return { at, id };
}
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');

interface RawRecord {
  id: string;
  sent_at: string;
  code: string;
  name: string;
  phone: string;
  country: string;
  country_zh: string;
  country_en: string;
  mcc_mnc: string;
  sender_id: string;
  content_length: number;
  segments: number;
  status: number;
  error_code: string | null;
  supplier: string;
  price: string;
}

/** The filters of a send-record query or export, without paging. */
export type SendRecordFilter = Omit<SendRecordQueryInput, 'cursor' | 'pageSize'>;

function sendRecordWhere(scope: DataScope, input: SendRecordFilter): SQL[] {
  const from = localInstant(input.from, false);
  const to = localInstant(input.to, true);
  if (from >= to) throw fail.validationKey('business.periodOrder', 'to');
  const where: SQL[] = [
    factScope(scope, 'r'),
    sql`r.sent_at >= ${from.toISOString()}::timestamptz`,
    sql`r.sent_at < ${to.toISOString()}::timestamptz`,
  ];
  if (input.status) where.push(sql`r.status = ${SEND_STATUSES.indexOf(input.status)}`);
  if (input.customerCode) where.push(sql`r.customer_id = (SELECT id FROM customers WHERE code = ${input.customerCode.toUpperCase()})`);
  if (input.phone) where.push(sql`r.phone LIKE ${`${input.phone.replace(/^\+/, '')}%`}`);
  if (input.country) where.push(sql`r.country_id = (SELECT id FROM countries WHERE code = ${input.country})`);
  return where;
}

function toRow(row: RawRecord): SendRecordRow {
  return {
    id: row.id,
    sentAt: row.sent_at,
    customerCode: row.code,
    customerName: row.name,
    phone: maskPhone(row.phone),
    country: row.country,
    countryName: row.country_zh,
    countryNameEn: row.country_en,
    mccMnc: row.mcc_mnc,
    senderId: row.sender_id,
    contentLength: Number(row.content_length),
    segments: Number(row.segments),
    status: SEND_STATUSES[Number(row.status)] ?? 'pending',
    errorCode: row.error_code,
    supplierCode: row.supplier,
    price: row.price,
  };
}

/** One keyset page: `size` rows after `cursor` (newest first), plus whether more follow. */
async function sendRecordPage(
  deps: AppDeps,
  where: SQL[],
  cursor: string | undefined,
  size: number,
): Promise<{ rows: SendRecordRow[]; nextCursor: string | null }> {
  const conditions = [...where];
  if (cursor) {
    const at = decodeCursor(cursor);
    conditions.push(sql`(r.sent_at, r.id) < (${at.at}::timestamptz, ${at.id}::bigint)`);
  }
  const rows = await queryRows<RawRecord>(
    deps.db,
    sql`
    SELECT r.id::text AS id, to_char(r.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS sent_at,
           c.code, c.name, r.phone, co.code AS country, co.name_zh AS country_zh, co.name_en AS country_en,
           r.mcc_mnc, r.sender_id, r.content_length, r.segments, r.status, r.error_code, s.code AS supplier, r.price::text AS price
    FROM send_records r
    JOIN customers c ON c.id = r.customer_id
    JOIN countries co ON co.id = r.country_id
    JOIN suppliers s ON s.id = r.supplier_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY r.sent_at DESC, r.id DESC
    LIMIT ${size + 1}`,
  );
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { rows: page.map(toRow), nextCursor: rows.length > size && last ? encodeCursor(last.sent_at, last.id) : null };
}

/**
 * SMS send records in the caller's scope (the customer's owner on the record's day), newest
 * first. Keyset paging on (sent_at, id): every page costs the same however deep it is.
 */
export async function querySendRecords(
  deps: AppDeps,
  scope: DataScope,
  input: SendRecordQueryInput,
): Promise<{ rows: SendRecordRow[]; nextCursor: string | null }> {
  return sendRecordPage(deps, sendRecordWhere(scope, input), input.cursor, input.pageSize);
}

/** How many records the filters match, for the export's size decision and progress. */
export async function countSendRecords(deps: AppDeps, scope: DataScope, input: SendRecordFilter): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    deps.db,
    sql`SELECT count(*)::text AS n FROM send_records r WHERE ${sql.join(sendRecordWhere(scope, input), sql` AND `)}`,
  );
  return Number(row?.n ?? 0);
}

/** The planner's estimate of how many records the filters match: no record is read. */
export async function estimateSendRecords(deps: AppDeps, scope: DataScope, input: SendRecordFilter): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    deps.db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM send_records r WHERE ${sql.join(sendRecordWhere(scope, input), sql` AND `)}`,
  );
  // The plan is json: drivers hand it over parsed, or as text where they do not parse json.
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Every matching record, newest first, in keyset batches (an export reads millions this way). */
export async function* sendRecordBatches(
  deps: AppDeps,
  scope: DataScope,
  input: SendRecordFilter,
  size: number,
): AsyncGenerator<SendRecordRow[]> {
  const where = sendRecordWhere(scope, input);
  let cursor: string | undefined;
  for (;;) {
    const page = await sendRecordPage(deps, where, cursor, size);
    if (page.rows.length > 0) yield page.rows;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
