import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Business data (README "Business data"). Reference tables, customers with their owner history,
 * the daily traffic facts and the rollups the query services read. Money is USD numeric(20,6);
 * never floats.
 */

export const countries = pgTable('countries', {
  id: smallint('id').primaryKey(),
  /** ISO 3166-1 alpha-2 */
  code: text('code').notNull().unique(),
  mcc: text('mcc').notNull(),
  /** International dialling code without '+' */
  dialCode: text('dial_code').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
});

/** sms | voice | email | number | whatsapp; ids are fixed (position in PRODUCTS + 1). */
export const products = pgTable('products', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  /** What volume counts: message | minute | mail | number */
  unit: text('unit').notNull(),
});

/** Suppliers and the channels (routes) they sell, one product each. */
export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  productId: smallint('product_id').notNull(),
});

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** c = direct customer (c-end), r = reseller / agent (r-end) */
    type: text('type').notNull(),
    countryId: smallint('country_id').notNull(),
    level: text('level').notNull(),
    /** Current owner; the history is in customer_owners. */
    ownerStaffId: integer('owner_staff_id').notNull(),
    deptId: integer('dept_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Where the customer came from (CUSTOMER_SOURCES); changed by the modify-client-source approval. */
    source: text('source').notNull().default('self'),
    /** In the open sea (公海): nobody works it; the sea-pick approval gives it to the applicant. */
    openSea: boolean('open_sea').notNull().default(false),
    /** active | suspended; the account/unsuspend approval reopens a suspended account. */
    accountStatus: text('account_status').notNull().default('active'),
  },
  (t) => [index('customers_owner_idx').on(t.ownerStaffId), index('customers_dept_idx').on(t.deptId)],
);

/** Who owned a customer on which business days: [valid_from, valid_to), valid_to null = now. */
export const customerOwners = pgTable(
  'customer_owners',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    staffId: integer('staff_id').notNull(),
    deptId: integer('dept_id').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
  },
  (t) => [index('customer_owners_customer_idx').on(t.customerId, t.validFrom)],
);

/** A customer's route: product to a country through a supplier, at a quoted price and cost. */
export const customerRoutes = pgTable(
  'customer_routes',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    productId: smallint('product_id').notNull(),
    countryId: smallint('country_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    /** USD per unit billed to the customer */
    unitPrice: numeric('unit_price', { precision: 12, scale: 6 }).notNull(),
    /** USD per unit the supplier charges */
    unitCost: numeric('unit_cost', { precision: 12, scale: 6 }).notNull(),
    baseVolume: integer('base_volume').notNull(),
    successRate: real('success_rate').notNull(),
    startsOn: date('starts_on').notNull(),
  },
  (t) => [index('customer_routes_customer_idx').on(t.customerId)],
);

const measures = {
  volume: bigint('volume', { mode: 'number' }).notNull(),
  successCount: bigint('success_count', { mode: 'number' }).notNull(),
  revenue: numeric('revenue', { precision: 20, scale: 6 }).notNull(),
  cost: numeric('cost', { precision: 20, scale: 6 }).notNull(),
};
const attribution = {
  customerType: text('customer_type').notNull(),
  staffId: integer('staff_id').notNull(),
  deptId: integer('dept_id').notNull(),
};

/** The facts: one row per business day × customer × product × country × supplier. */
export const trafficDaily = pgTable(
  'traffic_daily',
  {
    day: date('day').notNull(),
    customerId: integer('customer_id').notNull(),
    productId: smallint('product_id').notNull(),
    countryId: smallint('country_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    ...attribution,
    ...measures,
  },
  // Rows arrive in day order, so a BRIN index finds a period's rows at a fraction of a btree's
  // build time; (day, customer, product, country, supplier) is unique by construction.
  (t) => [index('traffic_daily_day_brin').using('brin', t.day)],
);

/** Rollup: day × customer × product (owner is one per customer and day). */
export const trafficCustomerDaily = pgTable(
  'traffic_customer_daily',
  {
    day: date('day').notNull(),
    customerId: integer('customer_id').notNull(),
    productId: smallint('product_id').notNull(),
    ...attribution,
    ...measures,
  },
  (t) => [
    primaryKey({ columns: [t.day, t.customerId, t.productId] }),
    index('traffic_customer_daily_staff_idx').on(t.staffId, t.day),
    index('traffic_customer_daily_customer_idx').on(t.customerId, t.day),
  ],
);

/** Rollup: month × customer × product × owner (a transfer mid-month gives two rows). */
export const trafficCustomerMonthly = pgTable(
  'traffic_customer_monthly',
  {
    month: date('month').notNull(),
    customerId: integer('customer_id').notNull(),
    productId: smallint('product_id').notNull(),
    ...attribution,
    ...measures,
  },
  (t) => [
    primaryKey({ columns: [t.month, t.customerId, t.productId, t.staffId, t.deptId] }),
    index('traffic_customer_monthly_staff_idx').on(t.staffId, t.month),
  ],
);

/** Rollup: month × customer × product × country × supplier × owner (profit by supplier/country). */
export const trafficRouteMonthly = pgTable(
  'traffic_route_monthly',
  {
    month: date('month').notNull(),
    customerId: integer('customer_id').notNull(),
    productId: smallint('product_id').notNull(),
    countryId: smallint('country_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    ...attribution,
    ...measures,
  },
  (t) => [primaryKey({ columns: [t.month, t.customerId, t.productId, t.countryId, t.supplierId, t.staffId, t.deptId] })],
);

/** Per-message SMS send records (status: 0 delivered, 1 failed, 2 pending, 3 rejected). */
export const sendRecords = pgTable(
  'send_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    customerId: integer('customer_id').notNull(),
    staffId: integer('staff_id').notNull(),
    deptId: integer('dept_id').notNull(),
    phone: text('phone').notNull(),
    countryId: smallint('country_id').notNull(),
    mccMnc: text('mcc_mnc').notNull(),
    senderId: text('sender_id').notNull(),
    contentLength: smallint('content_length').notNull(),
    segments: smallint('segments').notNull(),
    status: smallint('status').notNull(),
    errorCode: text('error_code'),
    supplierId: integer('supplier_id').notNull(),
    price: numeric('price', { precision: 12, scale: 6 }).notNull(),
  },
  (t) => [
    index('send_records_time_idx').on(t.sentAt, t.id),
    index('send_records_customer_idx').on(t.customerId, t.sentAt, t.id),
    index('send_records_staff_idx').on(t.staffId, t.sentAt, t.id),
    index('send_records_phone_idx').on(t.phone.op('text_pattern_ops'), t.sentAt),
  ],
);

/** What the generator has written: scale, and how far the facts and records reach. */
export const businessSeedState = pgTable('business_seed_state', {
  key: text('key').primaryKey(),
  scale: doublePrecision('scale').notNull(),
  seed: integer('seed').notNull(),
  anchorDay: date('anchor_day').notNull(),
  factsThrough: date('facts_through').notNull(),
  recordsThrough: timestamp('records_through', { withTimezone: true }).notNull(),
});
