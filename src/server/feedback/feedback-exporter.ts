import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { EXPORTERS } from '../../shared/api/download-calls';
import { exportFeedbackBody } from '../../shared/api/feedback-calls';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { staffFeedback } from '../db/schema/index';
import type { ExporterDef } from '../download';
import { feedbackRowQuery, manageWhere } from './feedback-handling';

/** Small pages: the embedded database answers in the server's thread, requests wait between pages. */
const BATCH = 200;

const STATUS_NAMES = {
  open: { zh: '待处理', en: 'Open' },
  processing: { zh: '处理中', en: 'In progress' },
  replied: { zh: '已回复', en: 'Replied' },
  closed: { zh: '已关闭', en: 'Closed' },
} as const;

/** The handling page's export: the same filter as the list, every matching row, newest first. */
export const feedbackExporter: ExporterDef<z.output<typeof exportFeedbackBody>> = {
  name: EXPORTERS.feedback,
  permission: PERMISSION_KEYS.feedbackHandle,
  params: exportFeedbackBody,
  async build(deps, caller, params) {
    const where = manageWhere(caller, params);
    return {
      title: { zh: '反馈列表', en: 'Feedback' },
      columns: [
        { key: 'createdAt', title: { zh: '提交时间', en: 'Submitted' }, type: 'date' },
        { key: 'author', title: { zh: '提交人', en: 'Submitted by' }, type: 'text' },
        { key: 'score', title: { zh: '评分', en: 'Score' }, type: 'integer' },
        { key: 'category', title: { zh: '分类', en: 'Category' }, type: 'text' },
        { key: 'page', title: { zh: '页面', en: 'Page' }, type: 'text' },
        { key: 'content', title: { zh: '反馈内容', en: 'Feedback' }, type: 'text' },
        { key: 'status', title: { zh: '状态', en: 'Status' }, type: 'text' },
        { key: 'assignee', title: { zh: '处理人', en: 'Handler' }, type: 'text' },
        { key: 'repliedAt', title: { zh: '回复时间', en: 'Replied' }, type: 'date' },
      ],
      async count() {
        const [row] = await deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(staffFeedback)
          .where(where);
        return row?.n ?? 0;
      },
      async *batches() {
        // Keyset pagination on (created_at, id): every batch continues where the last one ended.
        let after: SQL | undefined;
        for (;;) {
          const rows = await feedbackRowQuery(deps.db)
            .where(and(where, after))
            .orderBy(desc(staffFeedback.createdAt), desc(staffFeedback.id))
            .limit(BATCH);
          if (rows.length === 0) return;
          yield rows.map((row) => {
            const f = row.feedback;
            return {
              createdAt: f.createdAt,
              author: `${row.authorName} (${row.authorJobNumber})`,
              score: f.score,
              category: { zh: row.categoryName ?? '', en: row.categoryNameEn ?? '' },
              page: f.pagePath ? { zh: row.pageName ?? f.pagePath, en: row.pageNameEn ?? f.pagePath } : '',
              content: f.content,
              status: STATUS_NAMES[f.status as keyof typeof STATUS_NAMES] ?? f.status,
              assignee: { zh: row.assigneeName ?? '', en: row.assigneeNameEn ?? row.assigneeName ?? '' },
              repliedAt: f.repliedAt ?? '',
            };
          });
          const last = rows.at(-1);
          if (!last || rows.length < BATCH) return;
          after = sql`(${staffFeedback.createdAt}, ${staffFeedback.id}) < (${last.feedback.createdAt.toISOString()}::timestamptz, ${last.feedback.id})`;
        }
      },
    };
  },
};

/** Feedback's exports; bootstrap.ts builds AppDeps.exporters from every feature's list. */
export const feedbackExporters: readonly ExporterDef[] = [feedbackExporter];
