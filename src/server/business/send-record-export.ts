import { sendRecordExport, sendRecordExportBody, type SendRecordRow } from '../../shared/api/send-record-calls';
import { exportOrQueue, registerExporter, type ExportColumn } from '../download';
import { handle } from '../http/call-router';
import { resolveDataScope } from './data-scope';
import { countSendRecords, sendRecordBatches } from './send-record-service';

/** Keyset pages of this size keep memory flat while an export writes a million rows. */
const BATCH = 5_000;

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
  { key: 'price', title: { zh: '单价 (USD)', en: 'Price (USD)' }, type: 'money' },
];

registerExporter({
  name: 'bq.sendRecords',
  permission: sendRecordExport.permission,
  params: sendRecordExportBody,
  async build(deps, staff, params) {
    const scope = await resolveDataScope(deps, staff.staffId);
    return {
      title: { zh: '短信发送记录', en: 'SMS send records' },
      columns: COLUMNS,
      count: () => countSendRecords(deps, scope, params),
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
});

/** Small results come back as the file at once; large ones become a download-centre job. */
export const sendRecordExportHandler = handle(sendRecordExport, async (ctx) => exportOrQueue(ctx, 'bq.sendRecords', ctx.input.body));
