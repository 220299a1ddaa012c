import type { z } from 'zod';
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_QUERY_KEY, exportMessagesBody, type FillVar } from '../../shared/api/message-calls';
import { mcMessages } from '../db/schema/index';
import type { ExporterDef } from '../download';
import { MSG_TYPE_NAMES } from './message-types';
import { fillTemplate, listFilter } from './message-service';
import { EXPORTERS } from '../../shared/api/download-calls';

/** Small pages: the embedded database answers in the server's thread, requests wait between pages. */
const BATCH = 200;

const STATUS = [
  { zh: '未读', en: 'Unread' },
  { zh: '已读', en: 'Read' },
];

/** The message query page's export: the same filter as the list, every matching row, newest first. */
export const messageExporter: ExporterDef<z.output<typeof exportMessagesBody>> = {
  name: EXPORTERS.messages,
  permission: MESSAGE_QUERY_KEY,
  params: exportMessagesBody,
  async build(deps, staff, params) {
    const where = listFilter(staff.staffId, params);
    return {
      title: { zh: '消息查询', en: 'Messages' },
      columns: [
        { key: 'createdAt', title: { zh: '时间', en: 'Time' }, type: 'date' },
        { key: 'type', title: { zh: '类型', en: 'Type' }, type: 'text' },
        { key: 'title', title: { zh: '标题', en: 'Title' }, type: 'text' },
        { key: 'content', title: { zh: '内容', en: 'Content' }, type: 'text' },
        { key: 'status', title: { zh: '状态', en: 'Status' }, type: 'text' },
      ],
      async count() {
        const [row] = await deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mcMessages)
          .where(where);
        return row?.n ?? 0;
      },
      async *batches() {
        // Keyset pagination on (created_at, id): every batch continues where the last one ended.
        let after: SQL | undefined;
        for (;;) {
          const rows = await deps.db
            .select()
            .from(mcMessages)
            .where(and(where, after))
            .orderBy(desc(mcMessages.createdAt), desc(mcMessages.id))
            .limit(BATCH);
          if (rows.length === 0) return;
          yield rows.map((row) => {
            const vars = Array.isArray(row.fillVars) ? (row.fillVars as FillVar[]) : [];
            return {
              createdAt: row.createdAt,
              type: MSG_TYPE_NAMES[row.msgType] ?? String(row.msgType),
              title: { zh: row.title, en: row.titleEn },
              content: { zh: fillTemplate(row.content, vars), en: fillTemplate(row.contentEn, vars) },
              status: STATUS[row.status] ?? String(row.status),
            };
          });
          const last = rows.at(-1);
          if (!last || rows.length < BATCH) return;
          after = sql`(${mcMessages.createdAt}, ${mcMessages.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id})`;
        }
      },
    };
  },
};

/** The messages feature's exports; bootstrap.ts builds AppDeps.exporters from every feature's list. */
export const messageExporters: readonly ExporterDef[] = [messageExporter];
