import { and, eq } from 'drizzle-orm';
import { MSG_TYPES } from '../../shared/api/message-calls';
import { pageKey } from '../../shared/routes/menu-keys';
import type { AppDeps } from '../deps';
import { resources, roleResources, staff, staffFeedback, staffRoles } from '../db/schema/index';
import { createMessage } from '../messages/message-service';

/** The page where feedback is managed; whoever holds it hears of new feedback. */
export const FEEDBACK_LIST_PATH = '/csc/feedbackmanagement/fb-list';
const FEEDBACK_LIST_KEY = pageKey('CSC', '/csc', FEEDBACK_LIST_PATH);

/** Stores a rating and tells the staff who manage feedback, through the message centre. */
export async function commitFeedback(
  deps: AppDeps,
  staffId: number,
  input: { score: number; content: string; pagePath?: string | undefined },
): Promise<number> {
  const [row] = await deps.db
    .insert(staffFeedback)
    .values({ staffId, score: input.score, content: input.content, pagePath: input.pagePath ?? null, createdAt: deps.clock.now() })
    .returning({ id: staffFeedback.id });
  const [author] = await deps.db.select({ name: staff.name, jobNumber: staff.jobNumber }).from(staff).where(eq(staff.id, staffId));
  const managers = await deps.db
    .selectDistinct({ staffId: staffRoles.staffId })
    .from(staffRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, staffRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(resources.international, FEEDBACK_LIST_KEY), eq(resources.live, true)));
  const excerpt = input.content.length > 60 ? `${input.content.slice(0, 60)}…` : input.content;
  for (const manager of managers) {
    if (manager.staffId === staffId) continue;
    await createMessage(deps, {
      staffId: manager.staffId,
      msgType: MSG_TYPES.system,
      title: { zh: '新的评分与反馈', en: 'New rating and feedback' },
      content: { zh: '{author} 评分 {score} 分：{content}', en: '{author} rated {score}: {content}' },
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
