import * as calls from '../../shared/api/audit-calls';
import { exportOrQueue } from '../download';
import { handle, type RegisteredCall } from '../http/call-router';
import { auditExporter } from './audit-exporter';
import { auditPageOf } from './audit-query';

/** The calls of the audit log. */
export const auditHandlers: RegisteredCall[] = [
  handle(calls.auditPage, async ({ deps, input }) => {
    const { page, pageSize, ...filter } = input.body;
    return auditPageOf(deps.db, filter, page, pageSize);
  }),
  handle(calls.auditExport, async (ctx) => exportOrQueue(ctx, auditExporter, ctx.input.body)),
];
