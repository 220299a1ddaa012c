import * as calls from '../../shared/api/hrm-calls';
import { shanghaiDate } from '../../shared/business/dates';
import { exportOrQueue } from '../download';
import { handle, type RegisteredCall } from '../http/call-router';
import { attendanceExporter } from './attendance-exporter';
import { attendanceReport, overtimeList } from './attendance-report';
import { syncAttendance } from './attendance-sync';
import { holidayDetailOf, holidayPage } from './holidays';
import { editSchedule, requireGroup, schedulePage } from './schedule-grid';
import { addTag, deleteTag, groupRows, listTags, updateGroupNotify } from './schedule-groups';
import { publishSchedule } from './schedule-publish';
import { myWeek, todaySchedule } from './scheduling-service';

const thisYear = (now: Date) => Number(shanghaiDate(now).slice(0, 4));

export const hrmHandlers: RegisteredCall[] = [
  // Scheduling (sections.md §7 /v2/hrm/scheduling)
  handle(calls.todayScheduling, async ({ deps, staff }) => todaySchedule(deps, staff.staffId)),
  handle(calls.groupList, async ({ deps }) => groupRows(deps.db)),
  handle(calls.updateNotify, async ({ deps, input }) => updateGroupNotify(deps.db, input.body)),
  handle(calls.tagList, async ({ deps, input }) => {
    await requireGroup(deps.db, input.params.groupId);
    return listTags(deps.db, input.params.groupId);
  }),
  handle(calls.tagDeptAdd, async ({ deps, input }) => addTag(deps.db, input.body)),
  handle(calls.tagDel, async ({ deps, input }) => deleteTag(deps.db, input.body.id)),
  handle(calls.schedulingPage, async ({ deps, input }) => schedulePage(deps, input.body.groupId, input.body.yearMonth)),
  handle(calls.schedulingEdit, async ({ deps, input }) => editSchedule(deps, input.body)),
  handle(calls.pushScheduling, async ({ deps, staff, input }) => publishSchedule(deps, input.body.groupId, staff.staffId)),
  handle(calls.syncScheduling, async ({ deps, input }) => syncAttendance(deps, input.body)),
  handle(calls.myWeekScheduling, async ({ deps, staff, input }) => myWeek(deps, staff.staffId, input.query.date)),

  // Attendance, overtime and holidays (the HRM pages)
  handle(calls.attendanceReport, async ({ deps, input }) =>
    attendanceReport(deps.db, shanghaiDate(deps.clock.now()), input.body, { page: input.body.page, pageSize: input.body.pageSize }),
  ),
  handle(calls.attendanceExport, async (ctx) => exportOrQueue(ctx, attendanceExporter, ctx.input.body)),
  handle(calls.overtimeList, async ({ deps, input }) => overtimeList(deps.db, input.body)),
  handle(calls.holidayList, async ({ deps, input }) => holidayPage(deps.db, input.body)),
  handle(calls.holidayDetail, async ({ deps, input }) =>
    holidayDetailOf(deps.db, input.params.staffId, input.query.year ?? thisYear(deps.clock.now())),
  ),
  handle(calls.myHoliday, async ({ deps, staff }) => holidayDetailOf(deps.db, staff.staffId, thisYear(deps.clock.now()))),
];
