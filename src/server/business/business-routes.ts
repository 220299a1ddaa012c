import * as calls from '../../shared/api/business-calls';
import { sendRecordQuery } from '../../shared/api/send-record-calls';
import { customerStatistics as customerStatisticsCall } from '../../shared/api/crm-calls';
import { handle, type RegisteredCall } from '../http/call-router';
import { customerStatistics } from './customer-statistics';
import { resolveDataScope } from './data-scope';
import { businessOptions } from './options-service';
import { queryPerformance } from './performance-service';
import { queryProfit } from './profit-service';
import { querySendRecords } from './send-record-service';
import { businessExportHandlers } from './business-exports';
import { sendRecordExportHandler } from './send-record-export';

/** Performance, profit, send records and filter options; every answer in the caller's data scope. */
export const businessHandlers: RegisteredCall[] = [
  handle(calls.performanceQuery, async ({ deps, staff, input }) =>
    queryPerformance(deps, await resolveDataScope(deps, staff.staffId), input.body),
  ),
  handle(calls.profitQuery, async ({ deps, staff, input }) => queryProfit(deps, await resolveDataScope(deps, staff.staffId), input.body)),
  handle(sendRecordQuery, async ({ deps, staff, input }) =>
    querySendRecords(deps, await resolveDataScope(deps, staff.staffId), input.body),
  ),
  handle(calls.businessOptions, async ({ deps, staff }) => businessOptions(deps, await resolveDataScope(deps, staff.staffId))),
  handle(customerStatisticsCall, async ({ deps, staff }) => customerStatistics(deps, staff.staffId)),
  ...businessExportHandlers,
  sendRecordExportHandler,
];
