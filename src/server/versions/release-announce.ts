import { eq } from 'drizzle-orm';
import { MSG_TYPES } from '../../shared/api/message-calls';
import { VERSION_PATHS } from '../../shared/versions/version-paths';
import type { AppDeps } from '../deps';
import { staff } from '../db/schema/index';
import { createMessage } from '../messages';
import { sendReleaseChatNotices } from './chat-notice-send';
import type { NoteRow } from './note-view';

/**
 * A note was published: every active staff member gets a 版本更新 message (and its push), and the
 * enabled chat-app notice rules send it. A force-popup note also pops up at each person's next
 * visit through the popup check.
 */
export async function announceRelease(deps: AppDeps, note: NoteRow): Promise<void> {
  const people = await deps.db.select({ id: staff.id }).from(staff).where(eq(staff.status, 'active'));
  for (const person of people) {
    await createMessage(deps, {
      staffId: person.id,
      msgType: MSG_TYPES.version,
      title: { zh: '版本更新', en: 'New release' },
      content: { zh: `Switchboard {version} 已发布：${note.title}`, en: `Switchboard {version} is out: ${note.titleEn}` },
      fillVars: [{ key: '{version}', showFieldName: note.version }],
      link: VERSION_PATHS.timeline,
    });
  }
  await sendReleaseChatNotices(deps, note);
}
