/**
 * What an embedded section application may ask of the shell through postMessage: set its tab's
 * title, navigate the shell, open a path as a tab. Only messages from the configured origin of
 * that application's own frame count; anything else is ignored.
 */
export type BridgeRequest =
  | { type: 'switchboard:title'; title: string }
  | { type: 'switchboard:navigate'; path: string }
  | { type: 'switchboard:open-tab'; path: string };

/** A same-site path: `/x…`, not `//host` or `http:`. */
function isInternalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !/[\r\n]/.test(value) && value.length <= 2000;
}

export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function parseBridgeMessage(
  event: { origin: string; data: unknown; source: unknown },
  expected: { origin: string; source: unknown },
): BridgeRequest | null {
  if (event.origin !== expected.origin || event.source !== expected.source || event.source == null) return null;
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return null;
  if (data.type === 'switchboard:title' && typeof data.title === 'string') {
    return { type: 'switchboard:title', title: data.title.trim().slice(0, 80) };
  }
  if ((data.type === 'switchboard:navigate' || data.type === 'switchboard:open-tab') && isInternalPath(data.path)) {
    return { type: data.type, path: data.path };
  }
  return null;
}

/** The address of a page inside its section application: base URL + the page's path and query. */
export function frameSource(base: string, pathname: string, search: string): string {
  return `${base.replace(/\/+$/, '')}${pathname}${search}`;
}
