import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  FEEDBACK_STATUSES,
  UNREPLIED_STATUSES,
  type FeedbackDetailView,
  type FeedbackRow,
  type FeedbackStatus,
  type ManageFilter,
  type handleFeedback,
  type myPage,
} from '../../shared/api/feedback-calls';
import { MSG_TYPES } from '../../shared/api/message-calls';
import { addDays, shanghaiDayStart } from '../../shared/business/dates';
import { MY_FEEDBACK_DIALOG_LINK, MY_FEEDBACK_PATH } from '../../shared/feedback/feedback-links';
import type { Lang } from '../../shared/messages';
import { PERMISSION_KEYS } from '../../shared/permissions';
import type { AuthedStaff } from '../auth';
import type { BodyOf } from './body-of';
import type { Db } from '../db/database';
import {
  feedbackDict,
  feedbackQuestions,
  feedbackReplies,
  resources,
  roleResources,
  staff,
  staffFeedback,
  staffRoles,
} from '../db/schema/index';
import type { AppDeps } from '../deps';
import { fail } from '../http/app-error';
import { createMessage } from '../messages';
import { likePattern } from '../staff';

const author = alias(staff, 'feedback_author');
const assignee = alias(staff, 'feedback_assignee');

const replyCount = sql<number>`(select count(*)::int from ${feedbackReplies} where ${feedbackReplies.feedbackId} = ${staffFeedback.id})`;

export function feedbackRowQuery(db: Db) {
  return db
    .select({
      feedback: staffFeedback,
      authorName: author.name,
      authorNameEn: author.nameEn,
      authorJobNumber: author.jobNumber,
      assigneeName: assignee.name,
      assigneeNameEn: assignee.nameEn,
      categoryName: feedbackDict.name,
      categoryNameEn: feedbackDict.nameEn,
      pageName: resources.name,
      pageNameEn: resources.nameEn,
      replyCount,
    })
    .from(staffFeedback)
    .innerJoin(author, eq(author.id, staffFeedback.staffId))
    .leftJoin(assignee, eq(assignee.id, staffFeedback.assigneeId))
    .leftJoin(feedbackDict, eq(feedbackDict.id, staffFeedback.categoryId))
    .leftJoin(resources, eq(resources.id, staffFeedback.resourceId));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof feedbackRowQuery>['execute']>>[number];

const pick = (lang: Lang, zh: string | null, en: string | null) => (lang === 'en' ? (en ?? zh) : zh);

export function feedbackRowView(row: JoinedRow, lang: Lang): FeedbackRow {
  const f = row.feedback;
  return {
    id: f.id,
    score: f.score,
    content: f.content,
    pagePath: f.pagePath,
    pageName: pick(lang, row.pageName, row.pageNameEn),
    categoryId: f.categoryId,
    categoryName: pick(lang, row.categoryName, row.categoryNameEn),
    status: (FEEDBACK_STATUSES as readonly string[]).includes(f.status) ? (f.status as FeedbackStatus) : 'open',
    authorId: f.staffId,
    authorName: pick(lang, row.authorName, row.authorNameEn) ?? '',
    authorJobNumber: row.authorJobNumber,
    assigneeId: f.assigneeId,
    assigneeName: pick(lang, row.assigneeName, row.assigneeNameEn),
    replyCount: row.replyCount,
    createdAt: f.createdAt.toISOString(),
    repliedAt: f.repliedAt?.toISOString() ?? null,
  };
}

/** Rows with their replies and question, in one query each rather than one per row. */
async function withReplies(db: Db, rows: JoinedRow[], lang: Lang): Promise<FeedbackDetailView[]> {
  const ids = rows.map((row) => row.feedback.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select({ reply: feedbackReplies, name: staff.name, nameEn: staff.nameEn })
          .from(feedbackReplies)
          .innerJoin(staff, eq(staff.id, feedbackReplies.staffId))
          .where(inArray(feedbackReplies.feedbackId, ids))
          .orderBy(feedbackReplies.createdAt, feedbackReplies.id);
  const questionIds = rows.flatMap((row) => (row.feedback.questionId === null ? [] : [row.feedback.questionId]));
  const questions =
    questionIds.length === 0 ? [] : await db.select().from(feedbackQuestions).where(inArray(feedbackQuestions.id, questionIds));
  return rows.map((row) => {
    const question = questions.find((q) => q.id === row.feedback.questionId);
    return {
      ...feedbackRowView(row, lang),
      question: question ? (lang === 'en' ? question.contentEn : question.content) : null,
      replies: replies
        .filter((r) => r.reply.feedbackId === row.feedback.id)
        .map((r) => ({
          id: r.reply.id,
          content: r.reply.content,
          authorName: (lang === 'en' ? r.nameEn : r.name) || r.name,
          createdAt: r.reply.createdAt.toISOString(),
        })),
    };
  });
}

export async function myFeedback(db: Db, caller: AuthedStaff, input: BodyOf<typeof myPage>, lang: Lang) {
  const where = and(eq(staffFeedback.staffId, caller.staffId), input.status ? eq(staffFeedback.status, input.status) : undefined);
  const [total] = await db.select({ n: count() }).from(staffFeedback).where(where);
  const rows = await feedbackRowQuery(db)
    .where(where)
    .orderBy(desc(staffFeedback.createdAt), desc(staffFeedback.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { rows: await withReplies(db, rows, lang), count: total?.n ?? 0 };
}

/** Its author and the handlers read a piece of feedback; to anyone else it does not exist. */
export async function feedbackDetail(db: Db, caller: AuthedStaff, id: number, lang: Lang): Promise<FeedbackDetailView> {
  const [row] = await feedbackRowQuery(db).where(eq(staffFeedback.id, id));
  if (!row || (row.feedback.staffId !== caller.staffId && !caller.permissions.has(PERMISSION_KEYS.feedbackHandle))) throw fail.notFound();
  const [view] = await withReplies(db, [row], lang);
  return view!;
}

/** The handling list's filter, shared by the page and the export. */
export function manageWhere(caller: AuthedStaff, filter: ManageFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status) parts.push(eq(staffFeedback.status, filter.status));
  if (filter.categoryId !== undefined) parts.push(eq(staffFeedback.categoryId, filter.categoryId));
  if (filter.score !== undefined) parts.push(eq(staffFeedback.score, filter.score));
  if (filter.assignee === 'me') parts.push(eq(staffFeedback.assigneeId, caller.staffId));
  if (filter.assignee === 'none') parts.push(isNull(staffFeedback.assigneeId));
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    parts.push(
      or(
        ilike(staffFeedback.content, pattern),
        sql`exists (select 1 from ${staff} where ${staff.id} = ${staffFeedback.staffId} and (${staff.name} ilike ${pattern} or ${staff.jobNumber} ilike ${pattern}))`,
      ),
    );
  }
  // Submitted between two Asia/Shanghai dates, both included.
  if (filter.from) parts.push(gte(staffFeedback.createdAt, shanghaiDayStart(filter.from)));
  if (filter.to) parts.push(lt(staffFeedback.createdAt, shanghaiDayStart(addDays(filter.to, 1))));
  return and(...parts);
}

export async function manageFeedback(db: Db, caller: AuthedStaff, input: ManageFilter & { page: number; pageSize: number }, lang: Lang) {
  const where = manageWhere(caller, input);
  const [total] = await db.select({ n: count() }).from(staffFeedback).where(where);
  const rows = await feedbackRowQuery(db)
    .where(where)
    .orderBy(desc(staffFeedback.createdAt), desc(staffFeedback.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { rows: rows.map((row) => feedbackRowView(row, lang)), count: total?.n ?? 0 };
}

export async function statusCounts(db: Db) {
  const rows = await db.select({ status: staffFeedback.status, n: count() }).from(staffFeedback).groupBy(staffFeedback.status);
  const of = (status: FeedbackStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    all: rows.reduce((sum, row) => sum + row.n, 0),
    open: of('open'),
    processing: of('processing'),
    replied: of('replied'),
    closed: of('closed'),
  };
}

export async function unrepliedCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffFeedback)
    .where(inArray(staffFeedback.status, [...UNREPLIED_STATUSES]));
  return row?.n ?? 0;
}

/** Ratings of the last `days` days; the average as a decimal string with one place (4.3). */
export async function scoreSummary(deps: AppDeps, days: number) {
  const since = new Date(deps.clock.now().getTime() - days * 86_400_000);
  const rows = await deps.db
    .select({ score: staffFeedback.score, n: count() })
    .from(staffFeedback)
    .where(gte(staffFeedback.createdAt, since))
    .groupBy(staffFeedback.score);
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  const points = rows.reduce((sum, row) => sum + row.score * row.n, 0);
  // Tenths in integers: (points * 10 / total) rounded half up, so 4.25 → 4.3 with no float drift.
  const tenths = total === 0 ? 0 : Math.floor((points * 20 + total) / (2 * total));
  return {
    count: total,
    average: total === 0 ? null : `${Math.floor(tenths / 10)}.${tenths % 10}`,
    distribution: [1, 2, 3, 4, 5].map((score) => ({ score, count: rows.find((row) => row.score === score)?.n ?? 0 })),
  };
}

/** Staff holding the handling page through a role: who is told of new feedback and may be assigned. */
export async function handlerIds(db: Db): Promise<number[]> {
  return holdersOf(db, PERMISSION_KEYS.feedbackHandle);
}

/** Active staff whose roles grant the page or button with this key. */
async function holdersOf(db: Db, key: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ staffId: staffRoles.staffId })
    .from(staffRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, staffRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(and(eq(resources.international, key), eq(resources.live, true), eq(staff.status, 'active')));
  return rows.map((row) => row.staffId);
}

export async function listHandlers(db: Db, lang: Lang) {
  const ids = await handlerIds(db);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ staffId: staff.id, name: staff.name, nameEn: staff.nameEn, jobNumber: staff.jobNumber })
    .from(staff)
    .where(inArray(staff.id, ids))
    .orderBy(staff.jobNumber);
  return rows.map((row) => ({ staffId: row.staffId, name: (lang === 'en' ? row.nameEn : row.name) || row.name, jobNumber: row.jobNumber }));
}

/** Assigns and/or sets the status; an assignee must be a handler, and replied comes only from a reply. */
export async function updateFeedback(deps: AppDeps, input: BodyOf<typeof handleFeedback>): Promise<number> {
  const ids = [...new Set(input.ids)];
  const known = await deps.db.select({ id: staffFeedback.id }).from(staffFeedback).where(inArray(staffFeedback.id, ids));
  if (known.length !== ids.length) throw fail.notFound();
  if (input.assigneeId !== undefined && input.assigneeId !== null && !(await handlerIds(deps.db)).includes(input.assigneeId)) {
    throw fail.validationKey('feedback.notHandler', 'assigneeId');
  }
  const set: Partial<typeof staffFeedback.$inferInsert> = {};
  if (input.assigneeId !== undefined) set.assigneeId = input.assigneeId;
  if (input.status !== undefined) set.status = input.status;
  // Assigning open feedback starts its handling.
  const changed = await deps.db.transaction(async (tx) => {
    const rows = await tx.update(staffFeedback).set(set).where(inArray(staffFeedback.id, ids)).returning({ id: staffFeedback.id });
    if (input.status === undefined && input.assigneeId) {
      await tx
        .update(staffFeedback)
        .set({ status: 'processing' })
        .where(and(inArray(staffFeedback.id, ids), eq(staffFeedback.status, 'open')));
    }
    return rows.length;
  });
  return changed;
}

/**
 * Stores a reply, marks the feedback replied (assigned to the replier if nobody had it) and tells
 * its author through the message centre — which also pushes the notice to their open clients.
 */
export async function replyToFeedback(deps: AppDeps, caller: AuthedStaff, input: { id: number; content: string }, lang: Lang) {
  const now = deps.clock.now();
  const [target] = await deps.db.select().from(staffFeedback).where(eq(staffFeedback.id, input.id));
  if (!target) throw fail.notFound();
  await deps.db.transaction(async (tx) => {
    await tx.insert(feedbackReplies).values({ feedbackId: target.id, staffId: caller.staffId, content: input.content, createdAt: now });
    await tx
      .update(staffFeedback)
      .set({ status: 'replied', repliedAt: now, assigneeId: target.assigneeId ?? caller.staffId })
      .where(eq(staffFeedback.id, target.id));
  });
  if (target.staffId !== caller.staffId) {
    const [replier] = await deps.db.select({ name: staff.name }).from(staff).where(eq(staff.id, caller.staffId));
    const excerpt = input.content.length > 80 ? `${input.content.slice(0, 80)}…` : input.content;
    await createMessage(deps, {
      staffId: target.staffId,
      msgType: MSG_TYPES.feedback,
      title: { zh: '您的反馈有了回复', en: 'Your feedback has a reply' },
      content: { zh: '{replier} 回复了您的反馈：{content}', en: '{replier} replied to your feedback: {content}' },
      fillVars: [
        { key: '{replier}', showFieldName: replier?.name ?? String(caller.staffId) },
        { key: '{content}', showFieldName: excerpt },
      ],
      // The page for those whose menu has it; everyone else reads their replies in the shell's feedback dialog.
      link: (await holdersOf(deps.db, PERMISSION_KEYS.feedbackMine)).includes(target.staffId)
        ? `${MY_FEEDBACK_PATH}?id=${target.id}`
        : `${MY_FEEDBACK_DIALOG_LINK}&id=${target.id}`,
    });
  }
  return feedbackDetail(deps.db, caller, target.id, lang);
}
