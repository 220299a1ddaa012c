import type { Clock } from '../../clock';
import type { Logger } from '../../log';
import type { Db } from '../database';
import { businessSeed } from './business/business-seed';
import { schedulingSeed } from '../../hrm';
import { shellSeed } from '../../shell';
import { workflowSeed } from '../../workflow';
import { mailSeed } from '../../mail';
import { feedbackSeed } from '../../feedback';
import { devicesSeed } from '../../devices';
import { dictionariesSeed } from '../../dictionaries';

/** What a feature's demo data generator gets. */
export interface SeedContext {
  /** 1 = the default demo size; `npm run seed -- --scale N` multiplies it; tests use fractions. */
  scale: number;
  clock: Clock;
  log: Logger;
  /** True when a terminal watches (the first start, npm run seed): progress bars are welcome. */
  interactive: boolean;
}

/**
 * A feature's deterministic demo data. `seed` runs once, on a fresh database (after the demo
 * organisation) and on `npm run seed`; it must be idempotent. `onStart`, if present, runs at every
 * start (e.g. to extend daily data up to yesterday).
 */
export interface FeatureSeed {
  name: string;
  seed(db: Db, ctx: SeedContext): Promise<void>;
  onStart?(db: Db, ctx: SeedContext): Promise<void>;
}

/** Features add their seed here, one line each, in dependency order. */
export const FEATURE_SEEDS: readonly FeatureSeed[] = [
  businessSeed,
  dictionariesSeed,
  shellSeed,
  workflowSeed,
  schedulingSeed,
  mailSeed,
  feedbackSeed,
  devicesSeed,
];

export async function seedFeatures(db: Db, ctx: SeedContext): Promise<void> {
  for (const feature of FEATURE_SEEDS) {
    const started = Date.now();
    await feature.seed(db, ctx);
    ctx.log.info({ feature: feature.name, ms: Date.now() - started }, 'demo data seeded');
  }
}

export async function startFeatures(db: Db, ctx: SeedContext): Promise<void> {
  for (const feature of FEATURE_SEEDS) await feature.onStart?.(db, ctx);
}
