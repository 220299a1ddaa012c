import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PUSH_EVENTS, type FillVar, type MessageListInput, type MessageRow } from '../../shared/api/message-calls';
import type { Lang } from '../../shared/messages';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { mcMessages } from '../db/schema/index';
import { fail } from '../http/app-error';
import { likePattern } from '../staff';

type MessageRecord = typeof mcMessages.$inferSelect;

export interface NewMessage {
  staffId: number;
  msgType: number;
  title: { zh: string; en: string };
  /** Template with {key} placeholders, filled from fillVars. */
  content: { zh: string; en: string };
  fillVars?: FillVar[];
  link?: string | null;
}

/** Fills `{key}` placeholders of a template (sections.md §3 msgFillAfterVar). */
export function fillTemplate(template: string, vars: readonly FillVar[]): string {
  return vars.reduce((text, v) => text.split(v.key).join(v.showFieldName), template);
}

function varsOf(record: MessageRecord): FillVar[] {
  return Array.isArray(record.fillVars) ? (record.fillVars as FillVar[]) : [];
}

export function toMessageRow(record: MessageRecord, lang: Lang): MessageRow {
  const template = lang === 'en' ? record.contentEn : record.content;
  const vars = varsOf(record);
  return {
    msgId: record.id,
    msgType: record.msgType,
    title: lang === 'en' ? record.titleEn : record.title,
    msgContentTemplate: template,
    msgFillAfterVar: vars,
    content: fillTemplate(template, vars),
    link: record.link,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The push event of a new message (sections.md §3 "Push message"). */
export function pushPayload(record: MessageRecord, lang: Lang) {
  const row = toMessageRow(record, lang);
  return { event: 'message', ...row };
}

/** Stores a message for a staff member and pushes it to their open connections. */
export async function createMessage(deps: AppDeps, message: NewMessage): Promise<MessageRecord> {
  const [record] = await deps.db
    .insert(mcMessages)
    .values({
      staffId: message.staffId,
      msgType: message.msgType,
      title: message.title.zh,
      titleEn: message.title.en,
      content: message.content.zh,
      contentEn: message.content.en,
      fillVars: message.fillVars ?? [],
      link: message.link ?? null,
      createdAt: deps.clock.now(),
    })
    .returning();
  if (!record) throw new Error('message insert returned nothing');
  deps.pushHub.publish(message.staffId, PUSH_EVENTS.message, (lang) => pushPayload(record, lang));
  return record;
}

export function listFilter(staffId: number, input: Omit<MessageListInput, 'page' | 'pageSize'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(mcMessages.staffId, staffId)];
  if (input.msgType !== undefined) parts.push(eq(mcMessages.msgType, input.msgType));
  if (input.status !== undefined) parts.push(eq(mcMessages.status, input.status));
  if (input.keyword) {
    const pattern = likePattern(input.keyword);
    parts.push(
      or(
        ilike(mcMessages.title, pattern),
        ilike(mcMessages.titleEn, pattern),
        ilike(mcMessages.content, pattern),
        ilike(mcMessages.contentEn, pattern),
      ),
    );
  }
  return and(...parts);
}

export async function listMessages(db: Db, staffId: number, input: MessageListInput, lang: Lang) {
  const where = listFilter(staffId, input);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mcMessages)
      .where(where)
      .orderBy(desc(mcMessages.createdAt), desc(mcMessages.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mcMessages)
      .where(where),
  ]);
  return { rows: rows.map((row) => toMessageRow(row, lang)), count: total?.n ?? 0 };
}

/** Ids that are not the staff member's own answer not found, as unknown ids do, and nothing is marked. */
async function requireOwnMessages(db: Db, staffId: number, msgIds: readonly number[]): Promise<void> {
  const unique = [...new Set(msgIds)];
  if (unique.length === 0) return;
  const [own] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mcMessages)
    .where(and(eq(mcMessages.staffId, staffId), inArray(mcMessages.id, unique)));
  if ((own?.n ?? 0) !== unique.length) throw fail.notFound();
}

export async function markRead(
  deps: AppDeps,
  staffId: number,
  target: { msgIds?: number[]; msgType?: number; all?: boolean },
): Promise<number> {
  if (!target.all) await requireOwnMessages(deps.db, staffId, target.msgIds ?? []);
  const parts: (SQL | undefined)[] = [eq(mcMessages.staffId, staffId), eq(mcMessages.status, 0)];
  if (!target.all) parts.push(inArray(mcMessages.id, target.msgIds?.length ? target.msgIds : [-1]));
  if (target.msgType !== undefined) parts.push(eq(mcMessages.msgType, target.msgType));
  const changed = await deps.db
    .update(mcMessages)
    .set({ status: 1, readAt: deps.clock.now() })
    .where(and(...parts))
    .returning({ id: mcMessages.id });
  return changed.length;
}

export async function unreadCount(db: Db, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mcMessages)
    .where(and(eq(mcMessages.staffId, staffId), eq(mcMessages.status, 0)));
  return row?.n ?? 0;
}

export async function typeCounts(db: Db, staffId: number) {
  return db
    .select({
      msgType: sql<number>`${mcMessages.msgType}::int`,
      unread: sql<number>`count(*) filter (where ${mcMessages.status} = 0)::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(mcMessages)
    .where(eq(mcMessages.staffId, staffId))
    .groupBy(mcMessages.msgType)
    .orderBy(mcMessages.msgType);
}
