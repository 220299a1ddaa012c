import { addDays, daysBetween } from '../../../../shared/business/dates';
import type { Db } from '../../database';
import { countries, customerOwners, customerRoutes, customers, products, suppliers } from '../../schema/index';
import { Prng } from '../prng';
import { COUNTRY_ROWS, CUSTOMER_NAME_PARTS, PRODUCT_SEEDS, SUPPLIER_NAME_PARTS } from './reference-data';
import type { OwnerSeed } from './sales-org';

/** Shape of each product's routes: chance a customer uses it, volume, price and success rate. */
const PRODUCT_SHAPES = {
  sms: { chance: 0.92, volume: 2400, price: [0.008, 0.075], success: [0.86, 0.99], countries: [2, 7] },
  voice: { chance: 0.4, volume: 420, price: [0.012, 0.11], success: [0.55, 0.82], countries: [1, 4] },
  email: { chance: 0.28, volume: 9000, price: [0.0003, 0.0019], success: [0.95, 0.995], countries: [1, 2] },
  number: { chance: 0.22, volume: 45, price: [0.04, 0.22], success: [1, 1], countries: [1, 3] },
  whatsapp: { chance: 0.36, volume: 900, price: [0.006, 0.048], success: [0.9, 0.99], countries: [1, 4] },
} as const;

const SUPPLIERS_PER_PRODUCT = { sms: 16, voice: 10, email: 5, number: 4, whatsapp: 5 } as const;
const BATCH = 2000;

async function insertBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

function weightedPick<T extends { weight: number }>(prng: Prng, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let at = prng.next() * total;
  for (const item of items) {
    at -= item.weight;
    if (at < 0) return item;
  }
  return items[items.length - 1] as T;
}

const between = (prng: Prng, [low, high]: readonly [number, number]) => low + prng.next() * (high - low);

export interface EntityPlan {
  scale: number;
  owners: OwnerSeed[];
  /** First business day of the facts. */
  factsFrom: string;
  /** Last business day of the facts (yesterday). */
  factsTo: string;
}

/**
 * Reference data, suppliers, customers with owner history, and each customer's routes; a pure
 * function of the plan (fixed PRNG seed). Returns the number of customers.
 */
export async function seedEntities(db: Db, plan: EntityPlan): Promise<number> {
  const prng = new Prng(7_300_001);
  await db
    .insert(products)
    .values([...PRODUCT_SEEDS])
    .onConflictDoNothing();
  const countryRows = COUNTRY_ROWS.map(([code, mcc, dialCode, nameZh, nameEn, weight], index) => ({
    id: index + 1,
    code,
    mcc,
    dialCode,
    nameZh,
    nameEn,
    weight,
  }));
  await db
    .insert(countries)
    .values(countryRows.map(({ weight: _weight, ...row }) => row))
    .onConflictDoNothing();

  const supplierRows: (typeof suppliers.$inferInsert)[] = [];
  for (const product of PRODUCT_SEEDS) {
    for (let n = 1; n <= SUPPLIERS_PER_PRODUCT[product.code]; n += 1) {
      const part = (supplierRows.length * 3) % SUPPLIER_NAME_PARTS.zh.length;
      supplierRows.push({
        id: supplierRows.length + 1,
        code: `SP${product.code.slice(0, 2).toUpperCase()}${String(n).padStart(2, '0')}`,
        name: `${SUPPLIER_NAME_PARTS.zh[part]}${product.nameZh}通道${n}`,
        nameEn: `${SUPPLIER_NAME_PARTS.en[part]} ${product.nameEn} route ${n}`,
        productId: product.id,
      });
    }
  }
  await db.insert(suppliers).values(supplierRows).onConflictDoNothing();

  const customerCount = Math.max(6, Math.round(300 * plan.scale));
  const periodDays = daysBetween(plan.factsFrom, plan.factsTo) + 1;
  const customerRows: (typeof customers.$inferInsert)[] = [];
  const ownerRows: (typeof customerOwners.$inferInsert)[] = [];
  const routeRows: (typeof customerRoutes.$inferInsert)[] = [];
  const names = CUSTOMER_NAME_PARTS;
  for (let id = 1; id <= customerCount; id += 1) {
    const country = weightedPick(prng, countryRows);
    const chinese = country.code === 'CN' || country.code === 'HK' || country.code === 'TW' || prng.next() < 0.35;
    const name = chinese
      ? `${prng.pick(names.zhPrefix)}${prng.pick(names.zhCore)}${prng.pick(names.zhSuffix)}`
      : `${prng.pick(names.enPrefix)} ${prng.pick(names.enCore)} ${prng.pick(names.enSuffix)}`;
    // A few big customers: a heavy-tailed size.
    const size = prng.next() < 0.03 ? 12 + prng.next() * 18 : 0.15 + Math.pow(prng.next(), 2.2) * 3;
    const level = size > 6 ? 'A' : size > 1.6 ? 'B' : size > 0.6 ? 'C' : 'D';
    const createdDay =
      prng.next() < 0.8 ? addDays(plan.factsFrom, -prng.int(30, 2400)) : addDays(plan.factsFrom, prng.int(0, Math.max(0, periodDays - 45)));
    // The first customers belong to the demo accounts `sales` and `sales2` (lowest staff ids).
    const pinned = id <= 2 ? plan.owners[id - 1] : undefined;
    let owner = pinned ?? weightedPick(prng, plan.owners);
    let from = createdDay;
    // About one customer in six changes owner during the period (a few twice).
    const transfers = prng.next() < 0.16 && !pinned ? (prng.next() < 0.2 ? 2 : 1) : 0;
    const firstFactDay = createdDay > plan.factsFrom ? createdDay : plan.factsFrom;
    const span = daysBetween(firstFactDay, plan.factsTo);
    const changeDays = Array.from({ length: span > 20 ? transfers : 0 }, () => addDays(firstFactDay, prng.int(5, span - 5)))
      .sort()
      .filter((day, index, all) => all.indexOf(day) === index);
    for (const changeDay of changeDays) {
      ownerRows.push({ customerId: id, staffId: owner.staffId, deptId: owner.deptId, validFrom: from, validTo: changeDay });
      let next = weightedPick(prng, plan.owners);
      if (next.staffId === owner.staffId) next = plan.owners[(plan.owners.indexOf(owner) + 1) % plan.owners.length] as OwnerSeed;
      owner = next;
      from = changeDay;
    }
    ownerRows.push({ customerId: id, staffId: owner.staffId, deptId: owner.deptId, validFrom: from, validTo: null });
    customerRows.push({
      id,
      code: `C${String(100000 + id)}`,
      name,
      type: prng.next() < 0.64 ? 'c' : 'r',
      countryId: country.id,
      level,
      ownerStaffId: owner.staffId,
      deptId: owner.deptId,
      createdAt: new Date(`${createdDay}T0${prng.int(1, 9)}:${String(prng.int(10, 59))}:00+08:00`),
    });

    for (const product of PRODUCT_SEEDS) {
      const shape = PRODUCT_SHAPES[product.code];
      if (prng.next() >= shape.chance && !(pinned && product.code === 'sms')) continue;
      const productSuppliers = supplierRows.filter((row) => row.productId === product.id);
      const countryCount = prng.int(shape.countries[0], shape.countries[1]);
      const routeCountries = new Set<number>([country.id]);
      while (routeCountries.size < countryCount) routeCountries.add(weightedPick(prng, countryRows).id);
      for (const countryId of routeCountries) {
        const supplierCount = prng.next() < 0.55 ? 2 : 1;
        const picked = new Set<number>();
        while (picked.size < supplierCount) picked.add(prng.pick(productSuppliers).id);
        for (const supplierId of picked) {
          const price = between(prng, shape.price);
          // Some routes lose money: the supplier charges more than the customer's price.
          const costRatio = prng.next() < 0.07 ? 1.04 + prng.next() * 0.3 : 0.62 + prng.next() * 0.3;
          const lateStart = prng.next() < 0.12 ? prng.int(10, Math.max(11, span - 10)) : 0;
          routeRows.push({
            id: routeRows.length + 1,
            customerId: id,
            productId: product.id,
            countryId,
            supplierId,
            unitPrice: price.toFixed(6),
            unitCost: (price * costRatio).toFixed(6),
            baseVolume: Math.max(1, Math.round((shape.volume * size * (0.4 + prng.next())) / countryCount / supplierCount)),
            successRate: Number(between(prng, shape.success).toFixed(4)),
            startsOn: addDays(firstFactDay, lateStart),
          });
        }
      }
    }
  }
  await insertBatches(customerRows, (batch) => db.insert(customers).values(batch));
  await insertBatches(ownerRows, (batch) => db.insert(customerOwners).values(batch));
  await insertBatches(routeRows, (batch) => db.insert(customerRoutes).values(batch));
  return customerCount;
}
