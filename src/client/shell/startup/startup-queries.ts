import { useQueries } from '@tanstack/react-query';
import { customerStatistics, type CustomerStatistics } from '../../../shared/api/crm-summary-calls';
import type { CallData, CallDef } from '../../../shared/api/define-call';
import { todayScheduling, type TodaySchedule } from '../../../shared/api/hrm-my-calls';
import { hasUnreadMessages } from '../../../shared/api/message-calls';
import { promotionLinks, quickAccessList } from '../../../shared/api/shell-calls';
import { mySummary, type ProcessSummary } from '../../../shared/api/workflow-summary-calls';
import { queryClient } from '../../api/query-client';
import { PER_SESSION, callQuery, useCall } from '../../api/use-call';
import { registerSessionLoader } from '../../auth';

/**
 * shell.md §1: on load the layout reads in parallel the unread flag, the main summary, the process
 * summary, the promotion links, the quick-access entries and today's scheduling, and shows a
 * loading state until all have answered. A failed read shows its empty value (§8: quietly).
 */
const STARTUP_CALLS: readonly CallDef[] = [
  hasUnreadMessages,
  customerStatistics,
  mySummary,
  promotionLinks,
  quickAccessList,
  todayScheduling,
];

/**
 * The reads go out with the route guard's, beside getUserInfo: the shell's first render then has
 * its figures, instead of sending six requests from inside that render and drawing it twice.
 * Prefetching never rejects, so a failed read still shows its empty value.
 */
export async function prefetchStartupReads(): Promise<void> {
  // Sent in a task of their own: a fetch costs a few milliseconds of the main thread, and the
  // guard's task already sends getUserInfo and the settings.
  await new Promise((resolve) => window.setTimeout(resolve, 0));
  await Promise.all(STARTUP_CALLS.map((call) => queryClient.prefetchQuery({ ...callQuery(call), ...PER_SESSION })));
}

registerSessionLoader(prefetchStartupReads);

/** Every start-up read has answered (or failed); mounting this is what starts them. */
export function useStartupDone(): boolean {
  return useQueries(
    {
      queries: STARTUP_CALLS.map((call) => ({ ...callQuery(call), ...PER_SESSION })),
      combine: (results) => results.every((result) => result.isFetched),
    },
    queryClient,
  );
}

const NO_UNREAD: CallData<typeof hasUnreadMessages> = { unread: false, count: 0 };
const NO_CUSTOMERS: Pick<CustomerStatistics, 'myCustomer' | 'todayCustomer' | 'todaySend'> = {
  myCustomer: 0,
  todayCustomer: 0,
  todaySend: 0,
};
const NO_PROCESS: ProcessSummary = { applyNum: 0, ccNum: 0, handleNum: 0, todoNum: 0 };
const NO_PROMOTION: CallData<typeof promotionLinks> = { jobNumber: '', links: [] };

export const useUnread = () => useCall(hasUnreadMessages, undefined, PER_SESSION).data ?? NO_UNREAD;
export const useCustomerSummary = () => useCall(customerStatistics, undefined, PER_SESSION).data ?? NO_CUSTOMERS;
export const useProcessSummary = () => useCall(mySummary, undefined, PER_SESSION).data ?? NO_PROCESS;
export const usePromotionLinks = () => useCall(promotionLinks, undefined, PER_SESSION).data ?? NO_PROMOTION;
export const useTodaySchedule = (): TodaySchedule | null => useCall(todayScheduling, undefined, PER_SESSION).data ?? null;
