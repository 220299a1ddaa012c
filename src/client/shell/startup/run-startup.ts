import { customerStatistics } from '../../../shared/api/crm-calls';
import { todayScheduling } from '../../../shared/api/hrm-calls';
import { hasUnreadMessages } from '../../../shared/api/message-calls';
import { promotionLinks, quickAccessList } from '../../../shared/api/shell-calls';
import { mySummary } from '../../../shared/api/workflow-calls';
import { portalClient } from '../../api/portal-client';
import { EMPTY_SHELL_DATA, useShellData, type ShellData } from './shell-data-store';

const quiet = { silent: true } as const;

/**
 * shell.md §1: on load the layout fetches in parallel the unread flag, the main summary, the
 * process summary, the promotion links, the quick-access entries and today's scheduling, and shows
 * a loading state until all have finished. A failed fetch keeps its empty value.
 */
export async function runStartup(): Promise<void> {
  const [unread, customer, process, promotion, quickAccess, schedule] = await Promise.allSettled([
    portalClient.call(hasUnreadMessages, undefined, quiet),
    portalClient.call(customerStatistics, undefined, quiet),
    portalClient.call(mySummary, undefined, quiet),
    portalClient.call(promotionLinks, undefined, quiet),
    portalClient.call(quickAccessList, undefined, quiet),
    portalClient.call(todayScheduling, undefined, quiet),
  ]);
  const value = <T,>(result: PromiseSettledResult<T>, fallback: T): T => (result.status === 'fulfilled' ? result.value : fallback);
  const next: Partial<ShellData> = {
    ready: true,
    unread: value(unread, { unread: false, count: 0 }).unread,
    unreadCount: value(unread, { unread: false, count: 0 }).count,
    customer: value(customer, EMPTY_SHELL_DATA.customer),
    process: value(process, EMPTY_SHELL_DATA.process),
    promotion: value(promotion, EMPTY_SHELL_DATA.promotion),
    quickAccess: value(quickAccess, []),
    schedule: value(schedule, null),
  };
  useShellData.setState(next);
}
