import { sql } from 'drizzle-orm';
import {
  performanceQueryBody,
  profitQueryBody,
  type MetricRow,
  type MetricTotals,
  type PerformanceResult,
} from '../../src/shared/api/business-calls';
import { formatCount, formatPercent, formatUsd } from '../../src/shared/business/figures';
import { resolveDataScope } from '../../src/server/business/data-scope';
import { queryPerformance } from '../../src/server/business/performance-service';
import { queryProfit } from '../../src/server/business/profit-service';
import { queryRows } from '../../src/server/business/sql-rows';
import { myPage } from '../../src/server/workflow';
import type { AppDeps } from '../../src/server/deps';

/**
 * What an answer must say, computed here by calling the query services directly with the asking
 * user's data scope — never by the assistant's own code.
 */
export interface Expectation {
  /** Texts the answer must contain (figures as the pages show them, names, codes). */
  contains?: string[];
  /** Portal links the answer must give, exactly. */
  links?: string[];
  /** The answer gives no portal link at all. */
  noLink?: boolean;
  /** Texts the answer must not contain (figures outside the user's scope). */
  absent?: string[];
  /** Knowledge-base documents the answer must cite. */
  docs?: string[];
}

export interface People {
  id: Record<string, number>;
  name: Record<string, { zh: string; en: string }>;
  /** The first customer (by code) each salesperson owns now. */
  customer: Record<string, { code: string; name: string }>;
}

export async function loadPeople(deps: AppDeps): Promise<People> {
  const staff = await queryRows<{ id: number; username: string; name: string; name_en: string }>(
    deps.db,
    sql`SELECT id, username, name, name_en FROM staff ORDER BY id`,
  );
  const customers = await queryRows<{ code: string; name: string; owner: number }>(
    deps.db,
    sql`SELECT code, name, owner_staff_id AS owner FROM customers ORDER BY code`,
  );
  const people: People = { id: {}, name: {}, customer: {} };
  for (const row of staff) {
    people.id[row.username] = Number(row.id);
    people.name[row.username] = { zh: row.name, en: row.name_en };
    const own = customers.find((customer) => Number(customer.owner) === Number(row.id));
    if (own) people.customer[row.username] = { code: own.code, name: own.name };
  }
  return people;
}

export class Figures {
  constructor(
    private readonly deps: AppDeps,
    private readonly people: People,
  ) {}

  async performance(user: string, body: Record<string, unknown>): Promise<PerformanceResult> {
    return queryPerformance(this.deps, await resolveDataScope(this.deps, this.people.id[user] ?? 0), performanceQueryBody.parse(body));
  }

  async profit(user: string, body: Record<string, unknown>): Promise<PerformanceResult> {
    return queryProfit(this.deps, await resolveDataScope(this.deps, this.people.id[user] ?? 0), profitQueryBody.parse(body));
  }

  /** The user's to-do list, oldest first, as the to-do page reads it. */
  async todos(user: string) {
    return myPage(this.deps.db, this.people.id[user] ?? 0, 'todo', { page: 1, pageSize: 100 });
  }
}

type Field = 'revenue' | 'volume' | 'successCount' | 'cost' | 'profit' | 'margin';

/** Totals as the answer writes them. */
export function totals(values: MetricTotals, fields: Field[] = ['revenue', 'volume', 'profit', 'margin']): string[] {
  return fields.map((field) => {
    if (field === 'volume' || field === 'successCount') return formatCount(values[field]);
    if (field === 'margin') return formatPercent(values.margin);
    return formatUsd(values[field]);
  });
}

/** Each row's key and figures as the table writes them. */
export function rows(list: MetricRow[], fields: Field[] = ['revenue']): string[] {
  return list.flatMap((row) => [row.key, ...totals({ ...row }, fields)]);
}

/** a − b on money strings, written as the answer writes a change (+$1.00 / -$1.00). */
export function moneyChange(a: string, b: string): string {
  const micros = (text: string) => {
    const negative = text.startsWith('-');
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
    const value = BigInt(whole) * 1_000_000n + BigInt((fraction + '000000').slice(0, 6));
    return negative ? -value : value;
  };
  const diff = micros(a) - micros(b);
  const abs = diff < 0n ? -diff : diff;
  const text = formatUsd(`${abs / 1_000_000n}.${(abs % 1_000_000n).toString().padStart(6, '0')}`);
  return diff < 0n ? `-${text}` : `+${text}`;
}
