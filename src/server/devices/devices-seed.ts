import { sql } from 'drizzle-orm';
import type { FeatureSeed } from '../db/seed/feature-seeds';
import { deviceServers, imeiTacRanges, suppliers } from '../db/schema/index';
import { DEMO_SERVERS, DEMO_TAC_RANGES, demoInventories } from './inventory';
import { recordBanks } from './server-sync';

/** Where `npm start` runs the device simulator on the embedded default (npm run devices:sim). */
export const DEMO_SIMULATOR_URL = 'http://127.0.0.1:4810';

/**
 * Device demo data: the TAC ranges, and the three demo servers as the simulator runs them (flagged
 * simulated), with their banks and ports recorded from the same deterministic inventory.
 */
export const devicesSeed: FeatureSeed = {
  name: 'devices',
  async seed(db, ctx) {
    const [known] = await db.select({ n: sql<number>`count(*)::int` }).from(imeiTacRanges);
    if ((known?.n ?? 0) > 0) return;
    await db.insert(imeiTacRanges).values([...DEMO_TAC_RANGES]);
    const supplierRows = await db.select({ id: suppliers.id }).from(suppliers).orderBy(suppliers.id).limit(DEMO_SERVERS.length);
    if (supplierRows.length === 0) return;
    const at = ctx.clock.now();
    const inventories = demoInventories(ctx.scale);
    for (const [index, inventory] of inventories.entries()) {
      const [server] = await db
        .insert(deviceServers)
        .values({
          supplierId: supplierRows[index % supplierRows.length]!.id,
          name: inventory.name,
          baseUrl: `${DEMO_SIMULATOR_URL}/srv/${index + 1}`,
          simulated: true,
          remark: 'device simulator (npm run devices:sim)',
          updatedAt: at,
        })
        .returning({ id: deviceServers.id });
      await recordBanks(db, server!.id, inventory.banks, at);
    }
  },
};
