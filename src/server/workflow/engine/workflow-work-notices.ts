import { inArray } from 'drizzle-orm';
import { staff } from '../../db/schema/index';
import type { AppDeps } from '../../deps';

type Bilingual = { zh: string; en: string };

/** One approval notice as the chat app shows it: both languages, and the page it opens. */
export interface WorkNotice {
  staffId: number;
  title: Bilingual;
  content: Bilingual;
  /** The portal path of the page, e.g. /general/my-agent/profile?id=1&taskId=2. */
  path: string;
}

/**
 * Sends approval notices as chat-app work notices when the chat app is configured. Called after
 * the move's transaction has committed; the sends run in the background so a slow or failing chat
 * app neither holds up nor fails the approval — a failure is only logged.
 */
export async function sendWorkNotices(deps: AppDeps, notices: readonly WorkNotice[]): Promise<void> {
  const client = deps.dingtalk;
  if (!client || notices.length === 0) return;
  const ids = [...new Set(notices.map((notice) => notice.staffId))];
  const rows = await deps.db.select({ id: staff.id, dingUserId: staff.dingUserId }).from(staff).where(inArray(staff.id, ids));
  const dingIds = new Map(rows.map((row) => [row.id, row.dingUserId]));
  const base = deps.env.publicUrl;
  const log = deps.log;
  void (async () => {
    for (const notice of notices) {
      const dingUserId = dingIds.get(notice.staffId);
      if (!dingUserId) continue; // not bound to a chat-app account: the message centre is enough
      try {
        await client.sendLinkNotice(dingUserId, {
          // Both languages: the chat app does not know which one the person reads.
          title: `${notice.title.zh} · ${notice.title.en}`,
          text: `${notice.content.zh}\n\n${notice.content.en}`,
          url: `${base}${notice.path}`,
          button: '查看 · Open',
        });
      } catch (error) {
        log.warn({ err: error, staffId: notice.staffId, path: notice.path }, 'approval work notice was not sent');
      }
    }
  })();
}
