import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { FollowRuleRow } from '../../../shared/api/mail-tools-calls';
import { APP_CODES } from '../../../shared/error-codes';
import type { Db } from '../../db/database';
import { mailFollowRules, staff } from '../../db/schema/index';
import { AppError, fail } from '../../http/app-error';
import { likePattern } from './like-pattern';
import { uniqueOr } from './unique-violation';

const columns = {
  id: mailFollowRules.id,
  pattern: mailFollowRules.pattern,
  ownerStaffId: mailFollowRules.ownerStaffId,
  ownerName: staff.name,
  createdAt: mailFollowRules.createdAt,
};

const toRow = (row: { id: number; pattern: string; ownerStaffId: number; ownerName: string; createdAt: Date }): FollowRuleRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function followRulePage(
  db: Db,
  input: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<{ rows: FollowRuleRow[]; count: number }> {
  const where = input.keyword
    ? or(ilike(mailFollowRules.pattern, likePattern(input.keyword)), ilike(staff.name, likePattern(input.keyword)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(mailFollowRules)
      .innerJoin(staff, eq(staff.id, mailFollowRules.ownerStaffId))
      .where(where)
      .orderBy(mailFollowRules.pattern)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailFollowRules)
      .innerJoin(staff, eq(staff.id, mailFollowRules.ownerStaffId))
      .where(where),
  ]);
  return { rows: rows.map(toRow), count: total?.n ?? 0 };
}

export async function saveFollowRule(
  db: Db,
  input: { id?: number | undefined; pattern: string; ownerStaffId: number },
): Promise<FollowRuleRow> {
  const [owner] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, input.ownerStaffId), eq(staff.status, 'active')))
    .limit(1);
  if (!owner) throw new AppError(APP_CODES.NOT_FOUND, 'mail.staffNotFound', {}, 404, { field: 'ownerStaffId' });
  const id = await uniqueOr(input.pattern, async () => {
    if (input.id === undefined) {
      const [row] = await db
        .insert(mailFollowRules)
        .values({ pattern: input.pattern, ownerStaffId: input.ownerStaffId, createdAt: new Date() })
        .returning({ id: mailFollowRules.id });
      return row!.id;
    }
    const [row] = await db
      .update(mailFollowRules)
      .set({ pattern: input.pattern, ownerStaffId: input.ownerStaffId })
      .where(eq(mailFollowRules.id, input.id))
      .returning({ id: mailFollowRules.id });
    if (!row) throw fail.notFound();
    return row.id;
  });
  const [row] = await db
    .select(columns)
    .from(mailFollowRules)
    .innerJoin(staff, eq(staff.id, mailFollowRules.ownerStaffId))
    .where(eq(mailFollowRules.id, id));
  return toRow(row!);
}

export async function deleteFollowRule(db: Db, id: number): Promise<{ id: number }> {
  const removed = await db.delete(mailFollowRules).where(eq(mailFollowRules.id, id)).returning({ id: mailFollowRules.id });
  if (removed.length === 0) throw fail.notFound();
  return { id };
}
