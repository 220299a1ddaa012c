import { and, desc, eq, like } from 'drizzle-orm';
import type { PageEvaluation, feedbackCommit } from '../../shared/api/feedback-calls';
import { MSG_TYPES } from '../../shared/api/message-calls';
import { FEEDBACK_LIST_PATH } from '../../shared/feedback/feedback-links';
import type { AuthedStaff } from '../auth';
import type { BodyOf } from './body-of';
import type { AppDeps } from '../deps';
import { feedbackPopupConfigs, feedbackQuestions, resources, staff, staffFeedback } from '../db/schema/index';
import { fail } from '../http/app-error';
import { createMessage } from '../messages';
import { enabledCategory } from './feedback-config';
import { handlerIds } from './feedback-handling';

interface RatedPage {
  id: number;
  router: string;
  name: string;
  nameEn: string;
}

/**
 * The menu page a rating or a check names. Directories, buttons, external systems, retired nodes
 * and pages the caller does not hold all answer not found, so the call reveals nothing about
 * pages outside the caller's menu.
 */
export async function ratablePage(deps: AppDeps, caller: AuthedStaff, resourceId: number): Promise<RatedPage> {
  const [row] = await deps.db
    .select({
      id: resources.id,
      router: resources.router,
      name: resources.name,
      nameEn: resources.nameEn,
      international: resources.international,
    })
    .from(resources)
    .where(and(eq(resources.id, resourceId), eq(resources.kind, 'menu'), eq(resources.live, true), like(resources.router, '/%')));
  if (!row?.router || !caller.permissions.has(row.international)) throw fail.notFound();
  return { id: row.id, router: row.router, name: row.name, nameEn: row.nameEn };
}

/** The caller's latest rating of the page, if any (shell.md §7 "page evaluation check by resourceId"). */
export async function pageEvaluation(deps: AppDeps, caller: AuthedStaff, resourceId: number): Promise<PageEvaluation> {
  const page = await ratablePage(deps, caller, resourceId);
  const [latest] = await deps.db
    .select({ score: staffFeedback.score, createdAt: staffFeedback.createdAt })
    .from(staffFeedback)
    .where(and(eq(staffFeedback.resourceId, page.id), eq(staffFeedback.staffId, caller.staffId)))
    .orderBy(desc(staffFeedback.createdAt), desc(staffFeedback.id))
    .limit(1);
  return latest
    ? { evaluated: true, score: latest.score, evaluatedAt: latest.createdAt.toISOString() }
    : { evaluated: false, score: null, evaluatedAt: null };
}

/**
 * Stores a rating (of Switchboard, or of one page with resourceId) and tells the staff who
 * manage feedback, through the message centre. Words wait for a reply (open); a bare rating is
 * closed at once, since there is nothing to answer.
 */
export async function commitFeedback(deps: AppDeps, caller: AuthedStaff, input: BodyOf<typeof feedbackCommit>): Promise<number> {
  const staffId = caller.staffId;
  const page = input.resourceId === undefined ? null : await ratablePage(deps, caller, input.resourceId);
  const categoryId = input.categoryId === undefined ? null : await enabledCategory(deps.db, input.categoryId);
  if (input.questionId !== undefined) {
    const [question] = await deps.db
      .select({ id: feedbackQuestions.id })
      .from(feedbackQuestions)
      .where(eq(feedbackQuestions.id, input.questionId));
    if (!question) throw fail.validationKey('feedback.unknownQuestion', 'questionId');
  }
  if (input.popupConfigId !== undefined) {
    const [rule] = await deps.db
      .select({ id: feedbackPopupConfigs.id })
      .from(feedbackPopupConfigs)
      .where(eq(feedbackPopupConfigs.id, input.popupConfigId));
    if (!rule) throw fail.validationKey('feedback.unknownPopup', 'popupConfigId');
  }
  const [row] = await deps.db
    .insert(staffFeedback)
    .values({
      staffId,
      score: input.score,
      content: input.content,
      pagePath: input.pagePath ?? page?.router ?? null,
      resourceId: page?.id ?? null,
      categoryId,
      questionId: input.questionId ?? null,
      popupConfigId: input.popupConfigId ?? null,
      status: input.content === '' ? 'closed' : 'open',
      createdAt: deps.clock.now(),
    })
    .returning({ id: staffFeedback.id });
  const [author] = await deps.db.select({ name: staff.name, jobNumber: staff.jobNumber }).from(staff).where(eq(staff.id, staffId));
  const managers = await handlerIds(deps.db);
  const excerpt = input.content.length > 60 ? `${input.content.slice(0, 60)}…` : input.content;
  // A page rating names the page in each language; the fill variables carry one text for both.
  const content = page
    ? { zh: `{author} 评价页面「${page.name}」{score} 分：{content}`, en: `{author} rated the page “${page.nameEn}” {score}: {content}` }
    : { zh: '{author} 评分 {score} 分：{content}', en: '{author} rated {score}: {content}' };
  for (const manager of managers) {
    if (manager === staffId) continue;
    await createMessage(deps, {
      staffId: manager,
      msgType: MSG_TYPES.system,
      title: page ? { zh: '新的页面评价', en: 'New page rating' } : { zh: '新的评分与反馈', en: 'New rating and feedback' },
      content,
      fillVars: [
        { key: '{author}', showFieldName: author ? `${author.name} (${author.jobNumber})` : String(staffId) },
        { key: '{score}', showFieldName: String(input.score) },
        { key: '{content}', showFieldName: excerpt || '-' },
      ],
      link: FEEDBACK_LIST_PATH,
    });
  }
  return row?.id ?? 0;
}
