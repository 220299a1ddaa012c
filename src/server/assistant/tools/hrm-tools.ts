import type { HolidayDetail, MyWeek } from '../../../shared/api/hrm-calls';
import { holidayDetailOf, myWeek } from '../../hrm';
import type { ToolContext } from './tool-context';

/**
 * The caller's published week and holiday balances, read by the same services as the home page's
 * scheduling column (hrm.myWeek, hrm.myHoliday) and recorded under those calls' paths, so every
 * figure of an answer traces to them.
 */
export async function runMyWeekTool(ctx: ToolContext): Promise<MyWeek> {
  return ctx.record('hrm/scheduling/myWeek', {}, await myWeek(ctx.deps, ctx.staffId));
}

export async function runMyHolidayTool(ctx: ToolContext): Promise<HolidayDetail> {
  const year = Number(ctx.today.slice(0, 4));
  return ctx.record('hrm/holiday/mine', {}, await holidayDetailOf(ctx.deps.db, ctx.staffId, year));
}
