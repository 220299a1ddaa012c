import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { currencies, departments, roles, staff, staffDepartments, staffRoles } from '../schema/index';
import { ARGON2_OPTIONS } from '../../auth';
import { CURRENCIES, DEMO_PASSWORD, DEMO_STAFF, DEPARTMENTS, ROLES } from './demo-org';
import { syncMenu } from './menu-sync';
import { Prng } from './prng';

/** True when no staff exist yet: the first start of a fresh database. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staff);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo organisation. Idempotent: existing rows keep their changes (a demo user who changed
 * their password keeps it), missing ones are added. Deterministic: join dates come from a fixed
 * PRNG seed.
 */
export async function seedDemo(db: Db): Promise<void> {
  const prng = new Prng();
  const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  await db.transaction(async (tx) => {
    await tx
      .insert(currencies)
      .values([...CURRENCIES])
      .onConflictDoNothing();

    for (const [index, dept] of DEPARTMENTS.entries()) {
      await tx.insert(departments).values({ code: dept.code, name: dept.name, nameEn: dept.nameEn, sort: index }).onConflictDoNothing();
    }
    const deptRows = await tx.select().from(departments);
    const deptId = (code: string) => {
      const row = deptRows.find((candidate) => candidate.code === code);
      if (!row) throw new Error(`unknown department ${code}`);
      return row.id;
    };
    for (const dept of DEPARTMENTS) {
      if (dept.parent) {
        await tx
          .update(departments)
          .set({ parentId: deptId(dept.parent) })
          .where(eq(departments.code, dept.code));
      }
    }

    for (const role of ROLES) {
      await tx
        .insert(roles)
        .values({
          code: role.code,
          name: role.name,
          nameEn: role.nameEn,
          description: role.description,
          dataScope: role.dataScope,
        })
        .onConflictDoNothing();
    }
    const roleRows = await tx.select().from(roles);

    for (const person of DEMO_STAFF) {
      const joined = new Date(Date.UTC(prng.int(2016, 2025), prng.int(0, 11), prng.int(1, 28)));
      const inserted = await tx
        .insert(staff)
        .values({
          username: person.username,
          name: person.name,
          nameEn: person.nameEn,
          jobNumber: person.jobNumber,
          email: `${person.username}@switchboard.example`,
          jobTime: joined.toISOString().slice(0, 10),
          passwordHash,
          seeded: true,
        })
        .onConflictDoNothing()
        .returning({ id: staff.id });
      const staffId = inserted[0]?.id;
      if (staffId === undefined) continue;
      await tx.insert(staffDepartments).values({ staffId, deptId: deptId(person.dept), primary: true });
      const role = roleRows.find((candidate) => candidate.code === person.role);
      if (role) await tx.insert(staffRoles).values({ staffId, roleId: role.id });
    }
  });
  // Grants of the built-in roles come from the menu sync.
  await syncMenu(db);
}
