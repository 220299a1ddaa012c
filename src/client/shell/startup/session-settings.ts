import { baseDataGet, shellConfig, simbankCheck } from '../../../shared/api/shell-calls';
import type { CallData } from '../../../shared/api/define-call';
import { queryClient } from '../../api/query-client';
import { PER_SESSION, callQuery, useCall } from '../../api/use-call';
import { registerSessionLoader } from '../../auth';

/** The base-data read asks for every type. */
export const ALL_BASE_DATA = { query: {} } as const;

/**
 * shell.md §4 route guard: with a token and no loaded user, read user info, the SIM-bank check and
 * the system data. The guard already fails the sign-in when the user cannot be loaded; these (and
 * the shell configuration) fall back to their defaults instead, so a slow settings table never
 * locks anyone out: prefetching never rejects.
 */
export async function loadShellSettings(): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ ...callQuery(simbankCheck), ...PER_SESSION }),
    queryClient.prefetchQuery({ ...callQuery(baseDataGet, ALL_BASE_DATA), ...PER_SESSION }),
    queryClient.prefetchQuery({ ...callQuery(shellConfig), ...PER_SESSION }),
  ]);
}

registerSessionLoader(loadShellSettings);

const NONE: Readonly<Record<string, never>> = {};
const byType = (items: CallData<typeof baseDataGet>) => Object.fromEntries(items.map((item) => [item.type, item.content]));
const sectionAppsOf = (config: CallData<typeof shellConfig>) => config.sectionApps;

/** Base system data by type: tour flags and guides. */
export function useBaseData(): Readonly<Record<string, unknown>> {
  return useCall(baseDataGet, ALL_BASE_DATA, { ...PER_SESSION, select: byType }).data ?? NONE;
}

/** Section applications the shell embeds (SECTION_APPS), by the route table's iframeName. */
export function useSectionApps(): Readonly<Record<string, string>> {
  return useCall(shellConfig, undefined, { ...PER_SESSION, select: sectionAppsOf }).data ?? NONE;
}
