import { sql, type SQL } from 'drizzle-orm';
import { PRODUCTS, type ProductCode } from '../../shared/api/business-calls';
import type { AppDeps } from '../deps';
import { fitsInt4 } from '../db/int4';
import { departmentSubtree, factScope, idList, type DataScope } from './data-scope';

/** Product ids are fixed: position in PRODUCTS + 1 (see the products table). */
export const productId = (code: ProductCode): number => PRODUCTS.indexOf(code) + 1;

export interface FactFilterInput {
  product?: ProductCode | undefined;
  customerType?: 'c' | 'r' | undefined;
  staffId?: number | undefined;
  deptId?: number | undefined;
  customerCode?: string | undefined;
}

/** Conditions on a fact table aliased `t`: the data scope first, then the caller's filters. */
export async function factFilters(deps: AppDeps, scope: DataScope, input: FactFilterInput): Promise<SQL[]> {
  const where: SQL[] = [factScope(scope, 't')];
  if (input.product) where.push(sql`t.product_id = ${productId(input.product)}`);
  if (input.customerType) where.push(sql`t.customer_type = ${input.customerType}`);
  // An id past the integer columns names nobody: no facts, rather than a query PostgreSQL refuses.
  if (input.staffId !== undefined) where.push(fitsInt4(input.staffId) ? sql`t.staff_id = ${input.staffId}` : sql`false`);
  if (input.deptId !== undefined) {
    where.push(fitsInt4(input.deptId) ? sql`t.dept_id IN (${idList(await departmentSubtree(deps, [input.deptId]))})` : sql`false`);
  }
  if (input.customerCode) {
    where.push(sql`t.customer_id = (SELECT id FROM customers WHERE code = ${input.customerCode.toUpperCase()})`);
  }
  return where;
}
