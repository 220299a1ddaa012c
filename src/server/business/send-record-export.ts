import { setImmediate as nextTurn } from 'node:timers/promises';
import { sendRecordExport, sendRecordExportBody, type SendRecordRow } from '../../shared/api/send-record-calls';
import type { AppDeps } from '../deps';
import { exportOrQueue, type ExportColumn, type ExporterDef } from '../download';
import { handle } from '../http/call-router';
import { resolveDataScope, type DataScope } from './data-scope';
import { countSendRecords, estimateSendRecords, localInstant, sendRecordBatches, type SendRecordFilter } from './send-record-service';
import { EXPORTERS } from '../../shared/api/download-calls';

/**
 * Keyset pages of this size: the embedded database runs in the server's thread and reads one in
 * ≈ 6 ms, so requests are answered between pages while a million rows are read.
 */
const BATCH = 200;
/** Each counting statement covers a time slice of about this many records (a few ms embedded). */
const COUNT_SLICE_ROWS = 10_000;

/** An instant as the Asia/Shanghai local date-time the filters take (whole seconds). */
const shanghaiDateTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19);

/**
 * Counts in consecutive time slices, each sized from the one before to hold about
 * COUNT_SLICE_ROWS, with a turn of the event loop between them: one count over a million
 * records would hold the embedded database, and the server, for a quarter of a second. With
 * `stopAbove`, it stops as soon as the count passes it (the answer is then only a lower bound).
 */
async function countInSlices(deps: AppDeps, scope: DataScope, params: SendRecordFilter, stopAbove = Infinity): Promise<number> {
  const from = localInstant(params.from, false).getTime();
  const to = localInstant(params.to, true).getTime();
  // An empty or reversed period: the single count answers its validation error.
  if (from >= to) return countSendRecords(deps, scope, params);
  let total = 0;
  let width = 3_600_000;
  for (let start = from; start < to;) {
    const end = Math.min(to, start + width);
    const n = await countSendRecords(deps, scope, { ...params, from: shanghaiDateTime(start), to: shanghaiDateTime(end) });
    total += n;
    start = end;
    const next = (width * COUNT_SLICE_ROWS) / Math.max(n, 1);
    width = Math.max(1000, Math.round(Math.min(width * 2, Math.max(width / 4, next)) / 1000) * 1000);
    if (total > stopAbove) return total;
    await nextTurn();
  }
  return total;
}

/**
 * The size an export answers with, without counting every record (30 days are about a million,
 * seconds of counting): the exact count up to the limit, else the planner's estimate (at least
 * what was counted). The job counts exactly when it runs.
 */
async function estimateExport(deps: AppDeps, scope: DataScope, params: SendRecordFilter, syncLimit: number): Promise<number> {
  const counted = await countInSlices(deps, scope, params, syncLimit);
  if (counted <= syncLimit) return counted;
  return Math.max(counted, await estimateSendRecords(deps, scope, params));
}

const STATUS_NAMES: Record<SendRecordRow['status'], { zh: string; en: string }> = {
  delivered: { zh: '成功', en: 'Delivered' },
  failed: { zh: '失败', en: 'Failed' },
  pending: { zh: '待回执', en: 'Pending' },
  rejected: { zh: '拒绝', en: 'Rejected' },
};

const COLUMNS: ExportColumn[] = [
  { key: 'sentAt', title: { zh: '发送时间', en: 'Sent at' }, type: 'date' },
  { key: 'customerCode', title: { zh: '客户编码', en: 'Customer code' }, type: 'text' },
  { key: 'customerName', title: { zh: '客户名称', en: 'Customer' }, type: 'text' },
  { key: 'phone', title: { zh: '号码', en: 'Number' }, type: 'text' },
  { key: 'country', title: { zh: '国家', en: 'Country' }, type: 'text' },
  { key: 'mccMnc', title: { zh: 'MCC/MNC', en: 'MCC/MNC' }, type: 'text' },
  { key: 'senderId', title: { zh: '发送方', en: 'Sender ID' }, type: 'text' },
  { key: 'segments', title: { zh: '条数', en: 'Segments' }, type: 'integer' },
  { key: 'status', title: { zh: '状态', en: 'Status' }, type: 'text' },
  { key: 'errorCode', title: { zh: '错误码', en: 'Error code' }, type: 'text' },
  { key: 'supplierCode', title: { zh: '通道', en: 'Supplier' }, type: 'text' },
  { key: 'price', title: { zh: '单价 (USD)', en: 'Price (USD)' }, type: 'price' },
];

export const sendRecordExporter: ExporterDef<SendRecordFilter> = {
  name: EXPORTERS.sendRecords,
  permission: sendRecordExport.permission,
  params: sendRecordExportBody,
  async build(deps, staff, params) {
    const scope = await resolveDataScope(deps, staff.staffId);
    return {
      title: { zh: '短信发送记录', en: 'SMS send records' },
      columns: COLUMNS,
      count: () => countInSlices(deps, scope, params),
      estimate: (syncLimit) => estimateExport(deps, scope, params, syncLimit),
      async *batches() {
        for await (const rows of sendRecordBatches(deps, scope, params, BATCH)) {
          yield rows.map((row) => ({
            ...row,
            country: { zh: row.countryName, en: row.countryNameEn },
            status: STATUS_NAMES[row.status],
            errorCode: row.errorCode ?? '',
          }));
        }
      },
    };
  },
};

/** Small results come back as the file at once; large ones become a download-centre job. */
export const sendRecordExportHandler = handle(sendRecordExport, async (ctx) => exportOrQueue(ctx, sendRecordExporter, ctx.input.body));
