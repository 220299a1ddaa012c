import { hash } from '@node-rs/argon2';
import { eq, inArray } from 'drizzle-orm';
import { ARGON2_OPTIONS } from '../../../auth';
import type { Db } from '../../database';
import { departments, roles, staff, staffDepartments, staffRoles } from '../../schema/index';
import { DEMO_PASSWORD } from '../demo-org';
import { SALES_DEPTS, SALES_FAMILY_EN, SALES_FAMILY_NAMES, SALES_GIVEN_EN, SALES_GIVEN_NAMES } from './reference-data';

/** A staff member who owns customers, with the share of customers they get. */
export interface OwnerSeed {
  staffId: number;
  deptId: number;
  weight: number;
}

/** Generated sales staff: `salesdir` leads the sales centre, `leadN` team N, `repNN` sell. */
interface GeneratedPerson {
  username: string;
  jobNumber: string;
  dept: string;
  lead: boolean;
}

function generatedPeople(): GeneratedPerson[] {
  const people: GeneratedPerson[] = [{ username: 'salesdir', jobNumber: 'SB5100', dept: 'SALES', lead: true }];
  SALES_DEPTS.forEach((dept, index) => {
    people.push({ username: `lead${index + 1}`, jobNumber: `SB51${index + 1}0`, dept: dept.code, lead: true });
    for (let rep = 1; rep <= 3; rep += 1) {
      const n = index * 3 + rep;
      people.push({
        username: `rep${String(n).padStart(2, '0')}`,
        jobNumber: `SB52${String(n).padStart(2, '0')}`,
        dept: dept.code,
        lead: false,
      });
    }
  });
  return people;
}

/**
 * Adds the sales departments, their leads and reps (role sales, password = the demo password,
 * seeded) and returns who owns customers: `sales`, `sales2` and the reps. Leads own none: they
 * see their department's figures. Idempotent.
 */
export async function seedSalesOrg(db: Db): Promise<OwnerSeed[]> {
  const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  return db.transaction(async (tx) => {
    const [centre] = await tx.select().from(departments).where(eq(departments.code, 'SALES'));
    if (!centre) throw new Error('the demo organisation has no sales centre');
    for (const [index, dept] of SALES_DEPTS.entries()) {
      await tx
        .insert(departments)
        .values({ code: dept.code, name: dept.name, nameEn: dept.nameEn, parentId: centre.id, sort: 100 + index })
        .onConflictDoNothing();
    }
    const deptRows = await tx
      .select()
      .from(departments)
      .where(inArray(departments.code, ['SALES', ...SALES_DEPTS.map((d) => d.code)]));
    const deptId = (code: string) => deptRows.find((row) => row.code === code)?.id ?? centre.id;
    const [salesRole] = await tx.select().from(roles).where(eq(roles.code, 'sales'));
    if (!salesRole) throw new Error('the demo organisation has no sales role');

    const owners: OwnerSeed[] = [];
    for (const [index, person] of generatedPeople().entries()) {
      const inserted = await tx
        .insert(staff)
        .values({
          username: person.username,
          name: `${SALES_FAMILY_NAMES[index % 16]}${SALES_GIVEN_NAMES[(index * 7) % 16]}`,
          nameEn: `${SALES_GIVEN_EN[(index * 7) % 16]} ${SALES_FAMILY_EN[index % 16]}`,
          jobNumber: person.jobNumber,
          email: `${person.username}@switchboard.example`,
          jobTime: `20${18 + (index % 7)}-0${1 + (index % 9)}-15`,
          passwordHash,
          seeded: true,
        })
        .onConflictDoNothing()
        .returning({ id: staff.id });
      let id = inserted[0]?.id;
      if (id === undefined) {
        const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.username, person.username));
        id = existing?.id;
        if (id === undefined) continue;
      } else {
        await tx.insert(staffDepartments).values({ staffId: id, deptId: deptId(person.dept), primary: true });
        await tx.insert(staffRoles).values({ staffId: id, roleId: salesRole.id });
      }
      if (person.lead) await tx.update(departments).set({ leadStaffId: id }).where(eq(departments.code, person.dept));
      else owners.push({ staffId: id, deptId: deptId(person.dept), weight: 1 });
    }
    // The demo accounts own a fixed share so their pages are never empty.
    for (const [username, weight] of [
      ['sales', 2],
      ['sales2', 1.6],
    ] as const) {
      const [row] = await tx
        .select({ id: staff.id, deptId: staffDepartments.deptId })
        .from(staff)
        .innerJoin(staffDepartments, eq(staffDepartments.staffId, staff.id))
        .where(eq(staff.username, username));
      if (row) owners.unshift({ staffId: row.id, deptId: row.deptId, weight });
    }
    return owners.sort((a, b) => a.staffId - b.staffId);
  });
}
