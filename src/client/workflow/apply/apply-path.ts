import type { z } from 'zod';
import type { startableProcess } from '../../../shared/api/workflow-process-calls';
import { gerSection } from '../../../shared/routes/sections/ger';

export type StartableProcess = z.infer<typeof startableProcess>;

export const SPONSOR_PATH = '/general/process/sponsor';
/** The apply page of a process that has no route of its own (one built in the designer). */
export const GENERIC_APPLY_PATH = '/general/process/sponsor/submit';
/** Where a started request is followed. */
export const INITIATED_PROFILE_PATH = '/general/my-initiate/profile';

/** Every apply route of sections.md §2: the route table's details under the start-a-process page. */
export const APPLY_PATHS: readonly string[] = gerSection.details
  .filter((route) => route.parent === SPONSOR_PATH)
  .map((route) => route.path);

/** The apply route of a startable process: its own route, else the generic one naming it. */
export function applyPathOf(process: Pick<StartableProcess, 'id' | 'formPath'>): string {
  if (process.formPath && APPLY_PATHS.includes(process.formPath)) return process.formPath;
  return `${GENERIC_APPLY_PATH}?processId=${process.id}`;
}

/**
 * The process an apply page shows: `?processId=` when the link names one, else the process whose
 * route this is. Null when none of the startable processes fits (disabled, unpublished, unknown).
 */
export function processOfPage(processes: readonly StartableProcess[], pathname: string, processId: string | null): StartableProcess | null {
  if (processId !== null) return processes.find((process) => String(process.id) === processId) ?? null;
  return processes.find((process) => process.formPath === pathname) ?? null;
}
