import { pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** ISO 4217 currencies the business settles in. */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  symbol: text('symbol').notNull(),
  decimals: smallint('decimals').notNull(),
});
