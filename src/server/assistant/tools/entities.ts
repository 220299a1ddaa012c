import { sql } from 'drizzle-orm';
import { customerScope, type DataScope, queryRows } from '../../business';
import type { ToolContext } from './tool-context';

/**
 * Customers, colleagues and departments named in a question. Customers are looked up only among
 * those the user may see now, so a name never reveals someone else's customer; colleagues and
 * departments are recognised by name and then checked against the user's data scope.
 */
/** A customer the user may see; `name` is null for a code typed in that is not theirs now. */
export interface CustomerRef {
  code: string;
  name: string | null;
}
/** A customer name the user typed that is not among the customers they may see. */
export interface HiddenCustomer {
  hidden: string;
}
export interface StaffRef {
  id: number;
  name: string;
  nameEn: string;
  inScope: boolean;
}
export interface DeptRef {
  id: number;
  name: string;
  nameEn: string;
  inScope: boolean;
}

/** A name found in a text, with the words of the text that named it (for the tool call of a reading). */
export interface Found<T> {
  ref: T;
  said: string;
}

const cached = <T>(ctx: ToolContext, key: string, load: () => Promise<T>) => ctx.deps.assistant.lookups.get(key, load);

const scopeKey = (scope: DataScope) =>
  scope.kind === 'all' ? 'all' : scope.kind === 'dept' ? `dept:${scope.deptIds.join(',')}` : `own:${scope.staffId}`;
const CODE = /\b(c\d{6})\b/i;

export async function customerIn(ctx: ToolContext, text: string): Promise<Found<CustomerRef | HiddenCustomer> | null> {
  const scope = await ctx.scope();
  const [visible, all] = await Promise.all([
    cached(ctx, `customers:${scopeKey(scope)}`, () =>
      queryRows<{ code: string; name: string }>(
        ctx.deps.db,
        sql`SELECT c.code, c.name FROM customers c WHERE ${customerScope(scope, 'c')}`,
      ),
    ),
    cached(ctx, 'customers', () => queryRows<{ code: string; name: string }>(ctx.deps.db, sql`SELECT c.code, c.name FROM customers c`)),
  ]);
  const code = CODE.exec(text)?.[1]?.toUpperCase();
  if (code) return { ref: { code, name: visible.find((row) => row.code === code)?.name ?? null }, said: code };
  const lower = text.toLowerCase();
  const said = (name: string) => text.slice(lower.indexOf(name.toLowerCase()), lower.indexOf(name.toLowerCase()) + name.length);
  const longest = (rows: { code: string; name: string }[]) => {
    let best: { code: string; name: string } | null = null;
    for (const row of rows) {
      if (row.name.length >= 2 && lower.includes(row.name.toLowerCase()) && (!best || row.name.length > best.name.length)) best = row;
    }
    return best;
  };
  const mine = longest(visible);
  if (mine) return { ref: { code: mine.code, name: mine.name }, said: said(mine.name) };
  const other = longest(all);
  // Never say whose it is or give its code: only that it is not among the user's customers.
  return other ? { ref: { hidden: said(other.name) }, said: said(other.name) } : null;
}

export async function findCustomer(ctx: ToolContext, text: string): Promise<CustomerRef | HiddenCustomer | null> {
  return (await customerIn(ctx, text))?.ref ?? null;
}

interface StaffRow {
  id: number;
  name: string;
  name_en: string;
  job_number: string;
  dept_id: number;
}

export async function staffIn(ctx: ToolContext, text: string): Promise<Found<StaffRef> | null> {
  const people = await cached(ctx, 'staff', () =>
    queryRows<StaffRow>(
      ctx.deps.db,
      sql`
    SELECT s.id, s.name, s.name_en, s.job_number, sd.dept_id FROM staff s
    JOIN staff_departments sd ON sd.staff_id = s.id AND sd.is_primary WHERE s.status = 'active' ORDER BY s.id`,
    ),
  );
  const lower = text.toLowerCase();
  const person = people.find(
    (row) =>
      lower.includes(row.job_number.toLowerCase()) ||
      (row.name.length >= 2 && text.includes(row.name)) ||
      (row.name_en.length >= 4 && lower.includes(row.name_en.toLowerCase())),
  );
  if (!person) return null;
  const scope = await ctx.scope();
  const id = Number(person.id);
  const inScope = scope.kind === 'all' || (scope.kind === 'own' ? id === ctx.staffId : scope.deptIds.includes(Number(person.dept_id)));
  return {
    ref: { id, name: person.name, nameEn: person.name_en, inScope },
    said: saidOf(text, [person.job_number, person.name, person.name_en]),
  };
}

export async function findStaff(ctx: ToolContext, text: string): Promise<StaffRef | null> {
  return (await staffIn(ctx, text))?.ref ?? null;
}

export async function departmentIn(ctx: ToolContext, text: string): Promise<Found<DeptRef> | null> {
  const depts = await cached(ctx, 'departments', () =>
    queryRows<{ id: number; name: string; name_en: string }>(ctx.deps.db, sql`SELECT id, name, name_en FROM departments`),
  );
  const lower = text.toLowerCase();
  let best: { id: number; name: string; name_en: string } | null = null;
  for (const row of depts) {
    const hit = (row.name.length >= 2 && text.includes(row.name)) || (row.name_en.length >= 4 && lower.includes(row.name_en.toLowerCase()));
    if (hit && (!best || row.name.length > best.name.length)) best = row;
  }
  if (!best) return null;
  const scope = await ctx.scope();
  const id = Number(best.id);
  return {
    ref: {
      id,
      name: best.name,
      nameEn: best.name_en,
      inScope: scope.kind === 'all' || (scope.kind === 'dept' && scope.deptIds.includes(id)),
    },
    said: saidOf(text, [best.name, best.name_en]),
  };
}

export async function findDepartment(ctx: ToolContext, text: string): Promise<DeptRef | null> {
  return (await departmentIn(ctx, text))?.ref ?? null;
}

/** The first of the names that the text contains, as the text writes it. */
function saidOf(text: string, names: string[]): string {
  const lower = text.toLowerCase();
  for (const name of names) {
    const at = name ? lower.indexOf(name.toLowerCase()) : -1;
    if (at >= 0) return text.slice(at, at + name.length);
  }
  return names[0] ?? '';
}
