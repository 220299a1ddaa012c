import { eq, sql } from 'drizzle-orm';
import { addDays, addMonths, daysBetween, monthStart, shanghaiDate, shanghaiDayStart } from '../../../../shared/business/dates';
import type { Db } from '../../database';
import { businessSeedState } from '../../schema/index';
import type { FeatureSeed, SeedContext } from '../feature-seeds';
import { seedEntities } from './entities';
import { rollupCustomerDaily, rollupMonths, writeFacts } from './facts-sql';
import { withoutIndexes } from './bulk-load';
import { progressBar, type Progress } from './progress';
import { seedSalesOrg } from './sales-org';
import { RECORDS_PER_DAY, RECORD_DAYS, writeSendRecords } from './send-records-sql';

const STATE_KEY = 'business';
const BUSINESS_TABLES = [
  'send_records',
  'traffic_route_monthly',
  'traffic_customer_monthly',
  'traffic_customer_daily',
  'traffic_daily',
  'customer_routes',
  'customer_owners',
  'customers',
  'suppliers',
  'business_seed_state',
];

/** Facts run from the first day of the month twelve months before yesterday's, to yesterday. */
export function factsWindow(now: Date): { from: string; to: string } {
  const yesterday = addDays(shanghaiDate(now), -1);
  return { from: addMonths(monthStart(yesterday), -12), to: yesterday };
}

/** Splits [from, to] into calendar-month pieces (progress steps, bounded statements). */
function monthPieces(from: string, to: string): { from: string; to: string }[] {
  const pieces = [];
  for (let start = from; start <= to; start = addMonths(monthStart(start), 1)) {
    const end = addDays(addMonths(monthStart(start), 1), -1);
    pieces.push({ from: start, to: end < to ? end : to });
  }
  return pieces;
}

async function extendFacts(db: Db, from: string, to: string, progress: Progress | null): Promise<void> {
  for (const piece of monthPieces(from, to)) {
    await writeFacts(db, piece.from, piece.to);
    await rollupCustomerDaily(db, piece.from, piece.to);
    progress?.step(`facts ${piece.from.slice(0, 7)}`);
  }
  await rollupMonths(db, monthStart(from));
}

async function extendRecords(db: Db, perDay: number, after: Date, upTo: Date, progress: Progress | null): Promise<void> {
  for (let day = shanghaiDate(after); day <= shanghaiDate(upTo); day = addDays(day, 1)) {
    await writeSendRecords(db, day, perDay, after, upTo);
    progress?.step(`send records ${day}`);
  }
}

const perDayOf = (scale: number) => Math.max(50, Math.round(RECORDS_PER_DAY * scale));

/** Generates everything for a scale: sales organisation, customers, 13 months of facts, send records. */
async function generate(db: Db, ctx: SeedContext): Promise<void> {
  const now = ctx.clock.now();
  const window = factsWindow(now);
  const recordsFrom = shanghaiDayStart(addDays(shanghaiDate(now), 1 - RECORD_DAYS));
  const pieces = monthPieces(window.from, window.to).length;
  const progress = progressBar(pieces + RECORD_DAYS + 2, 'Business demo data', ctx.interactive);
  const owners = await seedSalesOrg(db);
  await seedEntities(db, { scale: ctx.scale, owners, factsFrom: window.from, factsTo: window.to });
  progress.step('customers');
  await withoutIndexes(db, async () => {
    await extendFacts(db, window.from, window.to, progress);
    await extendRecords(db, perDayOf(ctx.scale), new Date(recordsFrom.getTime() - 1), now, progress);
  });
  progress.step('indexes');
  await db.insert(businessSeedState).values({
    key: STATE_KEY,
    scale: ctx.scale,
    seed: 20261122,
    anchorDay: window.from,
    factsThrough: window.to,
    recordsThrough: now,
  });
  await db.execute(sql.raw(`ANALYZE ${BUSINESS_TABLES.join(', ')}`));
  progress.done();
}

/**
 * Extends the facts to yesterday and the send records to now; earlier days never change
 * (every figure is a function of seed, route and day, attributed with the owner history).
 */
async function topUp(db: Db, ctx: SeedContext): Promise<void> {
  const [state] = await db.select().from(businessSeedState).where(eq(businessSeedState.key, STATE_KEY));
  if (!state) return;
  const now = ctx.clock.now();
  const { to } = factsWindow(now);
  if (state.factsThrough < to) {
    const from = addDays(state.factsThrough, 1);
    ctx.log.info({ from, to }, 'extending business facts');
    await extendFacts(db, from, to, null);
    await db.update(businessSeedState).set({ factsThrough: to }).where(eq(businessSeedState.key, STATE_KEY));
  }
  if (state.recordsThrough < now) {
    const after =
      daysBetween(shanghaiDate(state.recordsThrough), shanghaiDate(now)) > RECORD_DAYS
        ? shanghaiDayStart(addDays(shanghaiDate(now), 1 - RECORD_DAYS))
        : state.recordsThrough;
    await extendRecords(db, perDayOf(state.scale), after, now, null);
    await db.update(businessSeedState).set({ recordsThrough: now }).where(eq(businessSeedState.key, STATE_KEY));
  }
}

export const businessSeed: FeatureSeed = {
  name: 'business',
  async seed(db, ctx) {
    const [state] = await db.select().from(businessSeedState).where(eq(businessSeedState.key, STATE_KEY));
    if (state && state.scale === ctx.scale) return topUp(db, ctx);
    // A different scale regenerates the business data from scratch (npm run seed -- --scale N).
    if (state) await db.execute(sql.raw(`TRUNCATE ${BUSINESS_TABLES.join(', ')}`));
    await generate(db, ctx);
  },
  onStart: topUp,
};
