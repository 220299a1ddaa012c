import { describe, expect, it } from 'vitest';
import { businessChecksum } from '../../src/server/db/seed/business/checksum';
import { createTestApp } from '../helpers/test-app';

/**
 * The real demo size: scale 1 seeds about a million facts and a million send records, twice,
 * and the two databases must hold exactly the same data. Slow (two full seeds).
 */
describe('generator at scale 1', () => {
  it('seeds ≈1M facts and ≥1M send records with identical checksums on two runs', async () => {
    const checksums = [];
    for (let run = 0; run < 2; run += 1) {
      const t = await createTestApp({}, { seedScale: 1 });
      try {
        checksums.push(await businessChecksum(t.services.deps.db));
      } finally {
        await t.close();
      }
    }
    const [first, second] = checksums;
    const rows = (entry: string | undefined) => Number(entry?.split(':')[0]);
    expect(rows(first?.traffic_daily)).toBeGreaterThan(900_000);
    expect(rows(first?.send_records)).toBeGreaterThanOrEqual(1_000_000);
    expect(second).toEqual(first);
  }, 600_000);
});
