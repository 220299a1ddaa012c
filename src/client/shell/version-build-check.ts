import { innerVersionCheck } from '../../shared/api/version-check-calls';
import { PUSH_EVENTS } from '../../shared/api/message-calls';
import { BUILD_META_NAME } from '../../shared/versions/build-id';
import { portalClient } from '../api/portal-client';
import { showVersionBanner } from './version-banner-store';

/** The build this tab was loaded with (written into index.html by vite build); null in development. */
export function ownBuildId(doc: Document = document): string | null {
  return doc.querySelector(`meta[name="${BUILD_META_NAME}"]`)?.getAttribute('content') ?? null;
}

/**
 * The inner-version check (shell.md §4): a `build` push names the build the server now serves; a
 * (re)connection asks for it, since a deployment restarts the server and the tab reconnects. A
 * build other than the tab's own shows the "system upgraded" banner with its refresh.
 */
export function onBuildPush(name: string, data: unknown): void {
  const own = ownBuildId();
  if (!own) return;
  if (name === PUSH_EVENTS.build) {
    const served = (data as { buildId?: unknown } | null)?.buildId;
    if (typeof served === 'string' && served !== own) showVersionBanner();
    return;
  }
  if (name === PUSH_EVENTS.connection) {
    portalClient
      .call(innerVersionCheck, { query: { buildId: own } }, { silent: true })
      .then((answer) => answer.upgraded && showVersionBanner())
      .catch(() => undefined); // a failed check is asked again at the next reconnect
  }
}
