import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropServerTemplates } from '../helpers/db-templates';

/**
 * Vitest global setup of the node project: a folder for this run's seeded databases, which every
 * suite copies instead of migrating and seeding its own (tests/helpers/db-templates.ts).
 */
export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-templates-'));
  process.env.TEST_DB_TEMPLATES = dir;
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) await dropServerTemplates(serverUrl, dir);
    rmSync(dir, { recursive: true, force: true });
  };
}
