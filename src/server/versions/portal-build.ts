import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { PUSH_EVENTS } from '../../shared/api/message-calls';
import { buildIdFromHtml } from '../../shared/versions/build-id';
import type { AppDeps } from '../deps';
import { portalBuilds } from '../db/schema/index';

/** How often the server looks at the served index.html for a new build. */
export const BUILD_WATCH_MS = 5_000;

const cache = new Map<string, { mtime: number; buildId: string | null }>();

/** The build id in CLIENT_DIR/index.html (re-read when the file changes); null without a build. */
export function servedBuildId(clientDir: string): string | null {
  const file = path.join(path.resolve(clientDir), 'index.html');
  if (!existsSync(file)) return null;
  const mtime = statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached && cached.mtime === mtime) return cached.buildId;
  const buildId = buildIdFromHtml(readFileSync(file, 'utf8'));
  cache.set(file, { mtime, buildId });
  return buildId;
}

/** Records the served build (first sighting = its deployment time); the newest recorded comes back. */
export async function recordServedBuild(deps: AppDeps): Promise<{ buildId: string; deployedAt: Date } | null> {
  const buildId = servedBuildId(deps.env.CLIENT_DIR);
  if (buildId === null) return null;
  await deps.db.insert(portalBuilds).values({ buildId, firstSeenAt: deps.clock.now() }).onConflictDoNothing();
  const [row] = await deps.db.select().from(portalBuilds).where(eq(portalBuilds.buildId, buildId)).limit(1);
  return row ? { buildId: row.buildId, deployedAt: row.firstSeenAt } : null;
}

/** The inner-version check: which build the server serves, and whether the caller's is older. */
export async function innerVersion(deps: AppDeps, clientBuildId: string | undefined) {
  const served = await recordServedBuild(deps);
  return {
    buildId: served?.buildId ?? null,
    deployedAt: served?.deployedAt.toISOString() ?? null,
    upgraded: Boolean(served && clientBuildId && served.buildId !== clientBuildId),
  };
}

export async function lastRecordedBuild(deps: AppDeps): Promise<string | null> {
  const [row] = await deps.db.select().from(portalBuilds).orderBy(desc(portalBuilds.firstSeenAt)).limit(1);
  return row?.buildId ?? null;
}

/**
 * Watches the served front end: at start the build is compared with the last one recorded (a
 * restart with a new build is a deployment), and while running a replaced index.html is too. A new
 * build is announced to every open push connection as a `build` event; tabs still running an older
 * build show the "system upgraded" banner. Returns the function that stops watching.
 */
export async function watchPortalBuild(deps: AppDeps, intervalMs = BUILD_WATCH_MS): Promise<() => void> {
  const previous = await lastRecordedBuild(deps);
  let current = (await recordServedBuild(deps))?.buildId ?? null;
  if (current && previous && current !== previous) deps.log.info({ buildId: current, previous }, 'a new build of the portal is deployed');
  const timer = setInterval(() => {
    void (async () => {
      const now = servedBuildId(deps.env.CLIENT_DIR);
      if (now === null || now === current) return;
      current = now;
      await recordServedBuild(deps);
      deps.log.info({ buildId: now }, 'a new build of the portal is served');
      deps.pushHub.broadcast(PUSH_EVENTS.build, { event: PUSH_EVENTS.build, buildId: now });
    })().catch((error: unknown) => deps.log.warn({ err: error }, 'the build watch failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
