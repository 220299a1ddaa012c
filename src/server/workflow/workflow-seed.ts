import { isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { FeatureSeed, SeedContext } from '../db/seed/feature-seeds';
import { workflowInstances } from '../db/schema/index';
import { seedDefinitions } from './workflow-definitions-seed';
import { seedHistory } from './seed-history';

/**
 * The apply processes of /general/process (sections.md §2) as published definitions, then a
 * history of requests played through the engine. Requests from before the engine (no version)
 * cannot be opened or acted on, so they go. Idempotent: once versioned requests exist, nothing
 * more is added.
 */
async function seedWorkflow(db: Db, ctx: SeedContext): Promise<void> {
  const now = ctx.clock.now();
  await seedDefinitions(db, now);
  await db.delete(workflowInstances).where(isNull(workflowInstances.versionId));
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflowInstances)
    .where(isNotNull(workflowInstances.versionId));
  if ((existing?.n ?? 0) > 0) return;
  await seedHistory(db, ctx.log, now);
}

export const workflowSeed: FeatureSeed = { name: 'workflow', seed: seedWorkflow };
