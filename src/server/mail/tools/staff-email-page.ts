import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { StaffEmailRow } from '../../../shared/api/mail-tools-calls';
import type { Db } from '../../db/database';
import { mailAccounts, staff } from '../../db/schema/index';
import { likePattern } from './like-pattern';

/** Colleagues with an active mailbox, by name (recipient and owner pickers). */
export async function staffEmailPage(
  db: Db,
  input: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<{ rows: StaffEmailRow[]; count: number }> {
  const like = input.keyword ? likePattern(input.keyword) : null;
  const where = and(
    eq(mailAccounts.state, 'active'),
    eq(staff.status, 'active'),
    like ? or(ilike(staff.name, like), ilike(staff.nameEn, like), ilike(mailAccounts.address, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ staffId: staff.id, name: staff.name, nameEn: staff.nameEn, address: mailAccounts.address })
      .from(mailAccounts)
      .innerJoin(staff, eq(staff.id, mailAccounts.staffId))
      .where(where)
      .orderBy(asc(staff.name), asc(staff.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailAccounts)
      .innerJoin(staff, eq(staff.id, mailAccounts.staffId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
