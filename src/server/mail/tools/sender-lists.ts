import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { SenderRuleRow } from '../../../shared/api/mail-tools-calls';
import type { Db } from '../../db/database';
import { mailSenderRules } from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { likePattern } from './like-pattern';
import { uniqueOr } from './unique-violation';

/**
 * The white and black list of one mailbox (intake reads them through senderVerdict): every query is
 * limited to the caller's account and list, so another mailbox's entry answers NOT_FOUND.
 */
export type SenderListKind = 'white' | 'black';

const toRow = (row: typeof mailSenderRules.$inferSelect): SenderRuleRow => ({
  id: row.id,
  pattern: row.pattern,
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
});

const mine = (accountId: number, kind: SenderListKind) => and(eq(mailSenderRules.accountId, accountId), eq(mailSenderRules.kind, kind));

export async function senderRulePage(
  db: Db,
  accountId: number,
  kind: SenderListKind,
  input: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<{ rows: SenderRuleRow[]; count: number }> {
  const where = and(mine(accountId, kind), input.keyword ? ilike(mailSenderRules.pattern, likePattern(input.keyword)) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailSenderRules)
      .where(where)
      .orderBy(desc(mailSenderRules.createdAt), desc(mailSenderRules.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailSenderRules)
      .where(where),
  ]);
  return { rows: rows.map(toRow), count: total?.n ?? 0 };
}

export async function senderRuleView(db: Db, accountId: number, kind: SenderListKind, id: number): Promise<SenderRuleRow> {
  const [row] = await db
    .select()
    .from(mailSenderRules)
    .where(and(mine(accountId, kind), eq(mailSenderRules.id, id)));
  if (!row) throw fail.notFound();
  return toRow(row);
}

export async function saveSenderRule(
  db: Db,
  accountId: number,
  kind: SenderListKind,
  input: { id?: number | undefined; pattern: string; remark: string },
): Promise<SenderRuleRow> {
  const row = await uniqueOr(input.pattern, async () => {
    if (input.id === undefined) {
      const [created] = await db
        .insert(mailSenderRules)
        .values({ accountId, kind, pattern: input.pattern, remark: input.remark, createdAt: new Date() })
        .returning();
      return created!;
    }
    const [updated] = await db
      .update(mailSenderRules)
      .set({ pattern: input.pattern, remark: input.remark })
      .where(and(mine(accountId, kind), eq(mailSenderRules.id, input.id)))
      .returning();
    if (!updated) throw fail.notFound();
    return updated;
  });
  return toRow(row);
}

export async function deleteSenderRule(db: Db, accountId: number, kind: SenderListKind, id: number): Promise<{ id: number }> {
  const removed = await db
    .delete(mailSenderRules)
    .where(and(mine(accountId, kind), eq(mailSenderRules.id, id)))
    .returning({ id: mailSenderRules.id });
  if (removed.length === 0) throw fail.notFound();
  return { id };
}
