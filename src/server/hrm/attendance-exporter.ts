import type { z } from 'zod';
import { EXPORTERS } from '../../shared/api/download-calls';
import { attendanceExportBody } from '../../shared/api/hrm-calls';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { shanghaiDate } from '../../shared/business/dates';
import type { ExporterDef } from '../download';
import { attendanceReport } from './attendance-report';

/** The monthly attendance report's export: the same figures as the page, one row per person. */
export const attendanceExporter: ExporterDef<z.output<typeof attendanceExportBody>> = {
  name: EXPORTERS.attendance,
  permission: PERMISSION_KEYS.attendanceReport,
  params: attendanceExportBody,
  async build(deps, _staff, params) {
    const today = shanghaiDate(deps.clock.now());
    // One month of people is small: the report is read once and written in one batch.
    const report = await attendanceReport(deps.db, today, params, null);
    return {
      title: { zh: `考勤月报_${params.yearMonth}`, en: `Attendance_${params.yearMonth}` },
      columns: [
        { key: 'jobNumber', title: { zh: '工号', en: 'Job number' }, type: 'text' },
        { key: 'name', title: { zh: '姓名', en: 'Name' }, type: 'text' },
        { key: 'deptName', title: { zh: '部门', en: 'Department' }, type: 'text' },
        { key: 'scheduledDays', title: { zh: '排班天数', en: 'Scheduled days' }, type: 'integer' },
        { key: 'workedDays', title: { zh: '出勤天数', en: 'Worked days' }, type: 'integer' },
        { key: 'lateDays', title: { zh: '迟到', en: 'Late' }, type: 'integer' },
        { key: 'earlyLeaveDays', title: { zh: '早退', en: 'Early leave' }, type: 'integer' },
        { key: 'absentDays', title: { zh: '缺勤', en: 'Absent' }, type: 'integer' },
        { key: 'overtimeMinutes', title: { zh: '加班（分钟）', en: 'Overtime (minutes)' }, type: 'integer' },
      ],
      count: async () => report.count,
      async *batches() {
        yield report.rows.map((row) => ({
          ...row,
          name: { zh: row.name, en: row.nameEn },
          deptName: { zh: row.deptName ?? '', en: row.deptNameEn ?? '' },
        }));
      },
    };
  },
};

/** The hrm feature's exports; bootstrap.ts builds AppDeps.exporters from every feature's list. */
export const hrmExporters: readonly ExporterDef[] = [attendanceExporter];
