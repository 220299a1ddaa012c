import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { APP_CODES } from '../../shared/error-codes';
import { addDays, daysBetween, shanghaiDate } from '../../shared/business/dates';
import type { AppDeps } from '../deps';
import { attendanceRecords, scheduleMembers, staff } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { requireGroup } from './schedule-grid';

/** The chat app's attendance list answers at most 7 days and 50 people per request. */
const WINDOW_DAYS = 7;
const PEOPLE_PER_CALL = 50;
const PAGE = 50;
export const MAX_SYNC_DAYS = 31;

interface DingCheck {
  userId: string;
  checkType: 'OnDuty' | 'OffDuty' | string;
  userCheckTime: number;
}
interface DingAttendanceReply {
  errcode?: number;
  errmsg?: string;
  recordresult?: DingCheck[];
  hasMore?: boolean;
}

/** The chat app's clock records of the members for [from, to]; a clear failure when it is not configured. */
export async function syncAttendance(deps: AppDeps, input: { groupId: number; from: string; to: string }) {
  await requireGroup(deps.db, input.groupId);
  if (daysBetween(input.from, input.to) + 1 > MAX_SYNC_DAYS) {
    throw new AppError(APP_CODES.VALIDATION, 'hrm.rangeTooLong', { days: MAX_SYNC_DAYS }, 400, { field: 'to' });
  }
  const ding = deps.dingtalk;
  if (!ding) throw new AppError(APP_CODES.CONFLICT, 'hrm.syncNotConfigured', {}, 409);
  const people = await deps.db
    .select({ staffId: staff.id, dingUserId: staff.dingUserId })
    .from(scheduleMembers)
    .innerJoin(staff, eq(staff.id, scheduleMembers.staffId))
    .where(and(eq(scheduleMembers.groupId, input.groupId), isNotNull(staff.dingUserId)));
  const staffOf = new Map(people.map((person) => [person.dingUserId!, person.staffId]));
  const checks: DingCheck[] = [];
  try {
    const token = await ding.accessToken();
    for (let start = input.from; start <= input.to; start = addDays(start, WINDOW_DAYS)) {
      const end = [addDays(start, WINDOW_DAYS - 1), input.to].sort()[0]!;
      for (let at = 0; at < people.length; at += PEOPLE_PER_CALL) {
        const userIdList = people.slice(at, at + PEOPLE_PER_CALL).map((person) => person.dingUserId!);
        for (let offset = 0; ; offset += PAGE) {
          const url = new URL('/attendance/list', ding.config.oapiBase);
          url.searchParams.set('access_token', token);
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ workDateFrom: `${start} 00:00:00`, workDateTo: `${end} 23:59:59`, userIdList, offset, limit: PAGE }),
            signal: AbortSignal.timeout(10_000),
          });
          const reply = (await response.json()) as DingAttendanceReply;
          if (!response.ok || (reply.errcode ?? 0) !== 0) throw new Error(reply.errmsg || `HTTP ${response.status}`);
          checks.push(...(reply.recordresult ?? []));
          if (!reply.hasMore) break;
        }
      }
    }
  } catch (error) {
    throw new AppError(APP_CODES.CONFLICT, 'hrm.syncFailed', { reason: error instanceof Error ? error.message : String(error) }, 409);
  }
  // First on-duty and last off-duty check of each person's day.
  const days = new Map<string, { staffId: number; workDate: string; clockIn: Date | null; clockOut: Date | null }>();
  for (const check of checks) {
    const staffId = staffOf.get(check.userId);
    if (staffId === undefined) continue;
    const at = new Date(check.userCheckTime);
    const workDate = shanghaiDate(at);
    const key = `${staffId}|${workDate}`;
    const day = days.get(key) ?? { staffId, workDate, clockIn: null, clockOut: null };
    if (check.checkType === 'OnDuty' && (!day.clockIn || at < day.clockIn)) day.clockIn = at;
    if (check.checkType === 'OffDuty' && (!day.clockOut || at > day.clockOut)) day.clockOut = at;
    days.set(key, day);
  }
  const rows = [...days.values()].map((day) => ({ ...day, source: 'dingtalk' }));
  if (rows.length > 0) {
    await deps.db
      .insert(attendanceRecords)
      .values(rows)
      .onConflictDoUpdate({
        target: [attendanceRecords.staffId, attendanceRecords.workDate],
        set: { clockIn: sql`excluded.clock_in`, clockOut: sql`excluded.clock_out`, source: sql`excluded.source` },
      });
  }
  return { records: rows.length, people: new Set(rows.map((row) => row.staffId)).size };
}
