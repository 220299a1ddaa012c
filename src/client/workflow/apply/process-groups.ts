import type { SearchDoc } from '../../palette';
import type { StartableProcess } from './apply-path';

/** How many recently started processes lead the page. */
export const RECENT_LIMIT = 4;

export interface ProcessGroup {
  /** `recent`, or the process group's name ('' for processes without one). */
  key: string;
  processes: StartableProcess[];
}

/**
 * The processes the person started lately, newest first, from their own requests (newest first).
 * Requests carry the process's name, which is unique among processes.
 */
export function recentProcesses(
  requests: readonly { processName: string }[],
  processes: readonly StartableProcess[],
  limit = RECENT_LIMIT,
): StartableProcess[] {
  const found: StartableProcess[] = [];
  for (const request of requests) {
    const process = processes.find((candidate) => candidate.name === request.processName);
    if (process && !found.includes(process)) found.push(process);
    if (found.length >= limit) break;
  }
  return found;
}

/** The page without a search: recently started first, then every process by group, groups in first-seen order, ungrouped last. */
export function groupProcesses(processes: readonly StartableProcess[], recent: readonly StartableProcess[]): ProcessGroup[] {
  const groups = new Map<string, StartableProcess[]>();
  for (const process of processes) {
    const list = groups.get(process.groupName) ?? [];
    list.push(process);
    groups.set(process.groupName, list);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => Number(a === '') - Number(b === ''));
  return [
    ...(recent.length > 0 ? [{ key: 'recent', processes: [...recent] }] : []),
    ...ordered.map(([key, list]) => ({ key, processes: list })),
  ];
}

/** What the palette's matcher searches of a process: both names, its group and its code. */
export function searchDocs(processes: readonly StartableProcess[]): SearchDoc[] {
  return processes.map((process) => ({
    zh: process.name,
    en: process.nameEn,
    keywords: [process.groupName, process.code].filter(Boolean),
  }));
}
