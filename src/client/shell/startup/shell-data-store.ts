import { create } from 'zustand';
import type { CustomerStatistics } from '../../../shared/api/crm-calls';
import type { TodaySchedule } from '../../../shared/api/hrm-calls';
import type { QuickAccessEntry } from '../../../shared/api/shell-calls';
import type { ProcessSummary } from '../../../shared/api/workflow-calls';

export interface PromotionLinks {
  jobNumber: string;
  links: { id: number; channel: string; title: string; url: string; signups: number }[];
}

/**
 * What the shell loads for the signed-in user (shell.md §1/§3 "Global stats"): the six start-up
 * fetches, plus the settings the route guard loads (SIM-bank check, system data, configuration).
 * Every failed fetch leaves its empty value (shell.md §8: loading failures fall back quietly).
 */
export interface ShellData {
  /** The six start-up fetches have finished (successfully or not). */
  ready: boolean;
  unread: boolean;
  unreadCount: number;
  customer: Pick<CustomerStatistics, 'myCustomer' | 'todayCustomer' | 'todaySend'>;
  process: ProcessSummary;
  promotion: PromotionLinks;
  quickAccess: QuickAccessEntry[];
  schedule: TodaySchedule | null;
  isSimbank: boolean;
  /** Base system data by type: tour flags and guides. */
  baseData: Readonly<Record<string, unknown>>;
  sectionApps: Readonly<Record<string, string>>;
}

export const EMPTY_SHELL_DATA: ShellData = {
  ready: false,
  unread: false,
  unreadCount: 0,
  customer: { myCustomer: 0, todayCustomer: 0, todaySend: 0 },
  process: { applyNum: 0, ccNum: 0, handleNum: 0, todoNum: 0 },
  promotion: { jobNumber: '', links: [] },
  quickAccess: [],
  schedule: null,
  isSimbank: false,
  baseData: {},
  sectionApps: {},
};

export const useShellData = create<ShellData>(() => EMPTY_SHELL_DATA);

/** The main summary's `task` is the process summary's to-do count. */
export const taskCount = (data: ShellData) => data.process.todoNum;
