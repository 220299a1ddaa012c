import { and, eq, inArray } from 'drizzle-orm';
import { VERSION_PATHS } from '../../shared/versions/version-paths';
import type { AppDeps } from '../deps';
import { staff, staffDepartments, versionChatNotices, versionChatSends } from '../db/schema/index';
import type { NoteRow } from './note-view';

type Rule = typeof versionChatNotices.$inferSelect;

/** Active staff a rule addresses, with their chat-app account if bound. */
async function recipientsOf(deps: AppDeps, rule: Rule): Promise<{ id: number; dingUserId: string | null }[]> {
  const active = eq(staff.status, 'active');
  if (rule.audience === 'all') return deps.db.select({ id: staff.id, dingUserId: staff.dingUserId }).from(staff).where(active);
  if (rule.deptIds.length === 0) return [];
  return deps.db
    .selectDistinct({ id: staff.id, dingUserId: staff.dingUserId })
    .from(staff)
    .innerJoin(staffDepartments, eq(staffDepartments.staffId, staff.id))
    .where(and(active, inArray(staffDepartments.deptId, rule.deptIds)));
}

/**
 * Sends a published note through every enabled chat-app rule that wants it. Each sending is
 * recorded with what really happened: without a configured chat app nothing is sent
 * (not_configured); otherwise the work notices go out in the background and the row ends with
 * the numbers sent, skipped (no chat-app account) and failed.
 */
export async function sendReleaseChatNotices(deps: AppDeps, note: NoteRow): Promise<void> {
  const rules = await deps.db.select().from(versionChatNotices).where(eq(versionChatNotices.enabled, true));
  for (const rule of rules) {
    if (rule.popupOnly && !note.popup) continue;
    const people = await recipientsOf(deps, rule);
    const bound = people.filter((person): person is { id: number; dingUserId: string } => person.dingUserId !== null);
    const client = deps.dingtalk;
    const [send] = await deps.db
      .insert(versionChatSends)
      .values({
        noticeId: rule.id,
        versionId: note.id,
        state: client ? 'sending' : 'not_configured',
        recipients: people.length,
        skipped: client ? people.length - bound.length : people.length,
        startedAt: deps.clock.now(),
        finishedAt: client ? null : deps.clock.now(),
      })
      .returning({ id: versionChatSends.id });
    if (!client || !send) continue;
    const card = {
      // Both languages: the chat app does not know which one the person reads.
      title: `Switchboard ${note.version} · ${note.title}`,
      text: `### ${note.title}\n\n${note.content}\n\n---\n\n### ${note.titleEn}\n\n${note.contentEn}`,
      url: `${deps.env.publicUrl}${VERSION_PATHS.timeline}`,
      button: '查看 · Open',
    };
    void (async () => {
      let sent = 0;
      let failed = 0;
      for (const person of bound) {
        try {
          await client.sendLinkNotice(person.dingUserId, card);
          sent++;
        } catch (error) {
          failed++;
          deps.log.warn({ err: error, staffId: person.id, version: note.version }, 'release chat notice was not sent');
        }
      }
      await deps.db
        .update(versionChatSends)
        .set({ state: 'done', sent, failed, finishedAt: deps.clock.now() })
        .where(eq(versionChatSends.id, send.id))
        .catch((error: unknown) => deps.log.warn({ err: error }, 'release chat notice result was not recorded'));
    })();
  }
}
