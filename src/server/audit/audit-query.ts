import { and, desc, eq, gte, ilike, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AuditFilter, AuditResult, AuditRowView } from '../../shared/api/audit-calls';
import { addDays, shanghaiDayStart } from '../../shared/business/dates';
import { APP_CODES, SPEC_CODES } from '../../shared/error-codes';
import type { Db } from '../db/database';
import { auditLog, type AuditRow } from '../db/schema/index';

/** The codes the log calls refusals: no session, no permission, bad sign-in, locked account. */
export const REFUSAL_CODES: readonly number[] = [
  SPEC_CODES.TOKEN_INVALID,
  APP_CODES.FORBIDDEN,
  APP_CODES.BAD_CREDENTIALS,
  APP_CODES.ACCOUNT_LOCKED,
];

function resultWhere(result: AuditResult): SQL | undefined {
  if (result === 'ok') return eq(auditLog.resultCode, 0);
  if (result === 'refused') return inArray(auditLog.resultCode, [...REFUSAL_CODES]);
  return and(ne(auditLog.resultCode, 0), notInArray(auditLog.resultCode, [...REFUSAL_CODES]));
}

/** LIKE wildcards in what was typed are literal characters. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function auditWhere(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.staffId) parts.push(eq(auditLog.staffId, filter.staffId));
  if (filter.person) parts.push(ilike(auditLog.staffName, `%${literal(filter.person)}%`));
  if (filter.callId) {
    // "crm." names a feature: every call under it; anything else is one call id.
    parts.push(filter.callId.endsWith('.') ? ilike(auditLog.callId, `${literal(filter.callId)}%`) : eq(auditLog.callId, filter.callId));
  }
  if (filter.target) {
    // Targets are comma-separated ids: match a whole id, not a part of one.
    parts.push(sql`${filter.target} = ANY(string_to_array(${auditLog.target}, ','))`);
  }
  if (filter.result) parts.push(resultWhere(filter.result));
  if (filter.from) parts.push(gte(auditLog.at, shanghaiDayStart(filter.from)));
  if (filter.to) parts.push(lt(auditLog.at, shanghaiDayStart(addDays(filter.to, 1))));
  return and(...parts);
}

export function auditView(row: AuditRow): AuditRowView {
  return {
    seq: row.seq,
    at: row.at.toISOString(),
    staffId: row.staffId,
    staffName: row.staffName,
    callId: row.callId,
    target: row.target,
    requestId: row.requestId,
    clientIp: row.clientIp,
    resultCode: row.resultCode,
  };
}

export async function auditPageOf(
  db: Db,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: AuditRowView[]; count: number }> {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows: rows.map(auditView), count: total?.n ?? 0 };
}
