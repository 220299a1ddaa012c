import { loadEnv } from '../env';
import { openDatabase, targetFromEnv } from '../db/database';
import { verifyAuditChain } from './verify-chain';

const REASONS = {
  gap: 'the row before it is missing (deleted)',
  'prev-hash': 'its previous hash is not the hash of the row before it (rows removed or reordered)',
  hash: 'its content does not match its hash (edited)',
} as const;

/**
 * `npm run audit:verify`: walks the audit chain of the configured database (DATABASE_URL, else the
 * embedded database under DATA_DIR — stop the server first, the embedded database has one user)
 * and exits 1 naming the first bad row.
 */
async function run(): Promise<number> {
  const env = loadEnv();
  const database = await openDatabase(targetFromEnv(env));
  try {
    const report = await verifyAuditChain(database.db);
    if (report.fault) {
      process.stderr.write(`audit log broken at row seq ${report.fault.seq}: ${REASONS[report.fault.reason]}.\n`);
      return 1;
    }
    process.stdout.write(`audit log intact: ${report.rows} rows, head seq ${report.head.seq} (${report.head.hash.slice(0, 16)}…).\n`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`audit verify failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
