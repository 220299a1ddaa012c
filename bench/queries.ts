/**
 * `npm run bench:queries [-- --scale N --runs R]`: the business query targets on a PostgreSQL 15
 * server started in a temporary directory. Seeds the demo data at the scale (default 10), then
 * times each query R times through the query services (with the rollups) and again against the
 * raw daily facts (the baseline). Prints a table, then one JSON line.
 */
import { parseArgs } from 'node:util';
import { percentile, startLocalPostgres } from './support/local-postgres';
import type { PerformanceQueryInput, ProfitQueryInput } from '../src/shared/api/business-calls';
import { addMonths, monthEnd, monthStart, quarterStart, shanghaiDate } from '../src/shared/business/dates';
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/database';
import { businessSeed } from '../src/server/db/seed/business/business-seed';
import { syncMenu } from '../src/server/db/seed/menu-sync';
import { seedDemo } from '../src/server/db/seed/seed-demo';
import type { AppDeps } from '../src/server/deps';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/log';
import { resolveDataScope } from '../src/server/business/data-scope';
import { factFilters } from '../src/server/business/fact-filters';
import { runMetricQuery } from '../src/server/business/metric-query';
import { performanceSource, queryPerformance } from '../src/server/business/performance-service';
import { profitSource, queryProfit } from '../src/server/business/profit-service';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '10' }, runs: { type: 'string', default: '30' } } });
const scale = Number(values.scale);
const runs = Number(values.runs);

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: Number(percentile(samples, 50).toFixed(1)), p95: Number(percentile(samples, 95).toFixed(1)) };
}

async function main(): Promise<void> {
  const server = startLocalPostgres('-c shared_buffers=512MB -c work_mem=64MB');
  const log = createLogger('warn');
  const database = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 4 });
  try {
    await database.migrate();
    await syncMenu(database.db);
    await seedDemo(database.db);
    const seeded = Date.now();
    await businessSeed.seed(database.db, { scale, clock: systemClock, log, interactive: Boolean(process.stderr.isTTY) });
    process.stdout.write(`seeded scale ${scale} in ${((Date.now() - seeded) / 1000).toFixed(0)} s\n`);
    const deps = { env: loadEnv({ LOG_LEVEL: 'silent' }), db: database.db, clock: systemClock, log } as unknown as AppDeps;
    const scope = await resolveDataScope(deps, 1); // admin: all data
    const where = await factFilters(deps, scope, {});
    const today = shanghaiDate(new Date());
    const lastMonth = addMonths(monthStart(today), -1);
    const lastQuarter = addMonths(quarterStart(today), -3);
    const paging = { page: 1, pageSize: 50 };
    const monthByStaff: PerformanceQueryInput = {
      from: addMonths(monthStart(today), -12),
      to: monthEnd(lastMonth),
      granularity: 'month',
      groupBy: 'staff',
      ...paging,
    };
    const dayByCustomer: PerformanceQueryInput = {
      from: lastMonth,
      to: monthEnd(lastMonth),
      granularity: 'day',
      groupBy: 'customer',
      ...paging,
    };
    const profitTop: ProfitQueryInput = {
      from: lastQuarter,
      to: monthEnd(addMonths(lastQuarter, 2)),
      groupBy: 'customer',
      onlyLoss: false,
      top: 50,
      ...paging,
    };
    const cases = [
      {
        name: 'month-performance-12-months-by-staff',
        run: () => queryPerformance(deps, scope, monthByStaff),
        source: performanceSource(monthByStaff),
        baseline: () =>
          runMetricQuery(deps.db, {
            source: 'facts',
            from: monthByStaff.from,
            to: monthByStaff.to,
            group: 'staff',
            where,
            sort: { field: 'revenue', order: 'desc' },
            ...paging,
          }),
      },
      {
        name: 'day-performance-1-month-by-customer',
        run: () => queryPerformance(deps, scope, dayByCustomer),
        source: performanceSource(dayByCustomer),
        baseline: () =>
          runMetricQuery(deps.db, {
            source: 'facts',
            from: dayByCustomer.from,
            to: dayByCustomer.to,
            group: 'customer',
            where,
            sort: { field: 'revenue', order: 'desc' },
            ...paging,
          }),
      },
      {
        name: 'profit-top-50-customers-quarter',
        run: () => queryProfit(deps, scope, profitTop),
        source: profitSource(profitTop),
        baseline: () =>
          runMetricQuery(deps.db, {
            source: 'facts',
            from: profitTop.from,
            to: profitTop.to,
            group: 'customer',
            where,
            sort: { field: 'profit', order: 'desc' },
            top: 50,
            ...paging,
          }),
      },
    ];
    const results = [];
    for (const item of cases) {
      const withRollups = await time(item.run);
      const baseline = await time(item.baseline);
      results.push({ name: item.name, p50: withRollups.p50, p95: withRollups.p95, baselineP95: baseline.p95, source: item.source });
    }
    process.stdout.write('\nquery                                   source            p50 ms   p95 ms   baseline p95 ms   ratio\n');
    for (const row of results) {
      process.stdout.write(
        `${row.name.padEnd(40)}${row.source.padEnd(18)}${String(row.p50).padStart(6)}   ${String(row.p95).padStart(6)}   ${String(row.baselineP95).padStart(15)}   ${(row.baselineP95 / row.p95).toFixed(1)}x\n`,
      );
    }
    process.stdout.write(`${JSON.stringify({ bench: 'queries', scale, results: results.map(({ source: _source, ...row }) => row) })}\n`);
  } finally {
    await database.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
