import { and, desc, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditFilter } from '../../shared/api/audit-calls';
import { EXPORTERS } from '../../shared/api/download-calls';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { auditLog } from '../db/schema/index';
import type { ExporterDef } from '../download';
import { auditWhere } from './audit-query';

/** Small pages: the embedded database answers in the server's thread, requests wait between pages. */
const BATCH = 500;

/** The system log page's export: the same filter as the list, every matching row, newest first. */
export const auditExporter: ExporterDef<z.output<typeof auditFilter>> = {
  name: EXPORTERS.audit,
  permission: PERMISSION_KEYS.systemLog,
  params: auditFilter,
  async build(deps, _caller, params) {
    const where = auditWhere(params);
    return {
      title: { zh: '系统日志', en: 'System log' },
      columns: [
        { key: 'seq', title: { zh: '序号', en: 'No.' }, type: 'integer' },
        { key: 'at', title: { zh: '时间', en: 'Time' }, type: 'date' },
        { key: 'staffName', title: { zh: '操作人', en: 'Person' }, type: 'text' },
        { key: 'staffId', title: { zh: '员工 ID', en: 'Staff ID' }, type: 'text' },
        { key: 'callId', title: { zh: '操作', en: 'Call' }, type: 'text' },
        { key: 'target', title: { zh: '对象', en: 'Target' }, type: 'text' },
        { key: 'resultCode', title: { zh: '结果码', en: 'Result code' }, type: 'integer' },
        { key: 'clientIp', title: { zh: '客户端地址', en: 'Client address' }, type: 'text' },
        { key: 'requestId', title: { zh: '请求 ID', en: 'Request ID' }, type: 'text' },
      ],
      async count() {
        const [row] = await deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where);
        return row?.n ?? 0;
      },
      async *batches() {
        // Keyset pagination on seq: every batch continues where the last one ended.
        let after: SQL | undefined;
        for (;;) {
          const rows = await deps.db.select().from(auditLog).where(and(where, after)).orderBy(desc(auditLog.seq)).limit(BATCH);
          if (rows.length === 0) return;
          yield rows.map((row) => ({ ...row, staffId: row.staffId === null ? '' : String(row.staffId) }));
          const last = rows.at(-1);
          if (!last || rows.length < BATCH) return;
          after = lt(auditLog.seq, last.seq);
        }
      },
    };
  },
};

/** The audit log's exports; bootstrap.ts builds AppDeps.exporters from every feature's list. */
export const auditExporters: readonly ExporterDef[] = [auditExporter];
