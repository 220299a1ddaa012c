import { and, desc, eq, like } from 'drizzle-orm';
import { MSG_TYPES } from '../../shared/api/message-calls';
import type { PageEvaluation } from '../../shared/api/shell-calls';
import { pageKey } from '../../shared/routes/menu-keys';
import type { AuthedStaff } from '../auth';
import type { AppDeps } from '../deps';
import { resources, roleResources, staff, staffFeedback, staffRoles } from '../db/schema/index';
import { fail } from '../http/app-error';
import { createMessage } from '../messages';

/** The page where feedback is managed; whoever holds it hears of new feedback. */
export const FEEDBACK_LIST_PATH = '/csc/feedbackmanagement/fb-list';
const FEEDBACK_LIST_KEY = pageKey('CSC', '/csc', FEEDBACK_LIST_PATH);

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
 * manage feedback, through the message centre.
 */
export async function commitFeedback(
  deps: AppDeps,
  caller: AuthedStaff,
  input: { score: number; content: string; pagePath?: string | undefined; resourceId?: number | undefined },
): Promise<number> {
  const staffId = caller.staffId;
  const page = input.resourceId === undefined ? null : await ratablePage(deps, caller, input.resourceId);
  const [row] = await deps.db
    .insert(staffFeedback)
    .values({
      staffId,
      score: input.score,
      content: input.content,
      pagePath: input.pagePath ?? page?.router ?? null,
      resourceId: page?.id ?? null,
      createdAt: deps.clock.now(),
    })
    .returning({ id: staffFeedback.id });
  const [author] = await deps.db.select({ name: staff.name, jobNumber: staff.jobNumber }).from(staff).where(eq(staff.id, staffId));
  const managers = await deps.db
    .selectDistinct({ staffId: staffRoles.staffId })
    .from(staffRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, staffRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(resources.international, FEEDBACK_LIST_KEY), eq(resources.live, true)));
  const excerpt = input.content.length > 60 ? `${input.content.slice(0, 60)}…` : input.content;
  // A page rating names the page in each language; the fill variables carry one text for both.
  const content = page
    ? { zh: `{author} 评价页面「${page.name}」{score} 分：{content}`, en: `{author} rated the page “${page.nameEn}” {score}: {content}` }
    : { zh: '{author} 评分 {score} 分：{content}', en: '{author} rated {score}: {content}' };
  for (const manager of managers) {
    if (manager.staffId === staffId) continue;
    await createMessage(deps, {
      staffId: manager.staffId,
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
