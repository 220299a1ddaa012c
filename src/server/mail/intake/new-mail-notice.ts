import { MSG_TYPES, PUSH_EVENTS } from '../../../shared/api/message-calls';
import { EMAILBOX_TYPES, MAIL_PATHS, type MailFolder } from '../../../shared/mail/folders';
import type { AppDeps } from '../../deps';
import { createMessage } from '../../messages';
import { sendWorkNotices, type WorkNotice } from '../../workflow';
import type { MailAccountRow } from '../accounts/mailbox-of';

/** How many new messages one intake or sync filed, by folder. */
export type NewMailCounts = Partial<Record<MailFolder, number>>;

const TITLE = { zh: '新邮件', en: 'New mail' };

/**
 * The new-mail push of sections.md §4: a msgType 2 message with {newEmailNum} and {emailboxType}.
 * Mail in the inbox (and marketing) is announced as 新邮件, mail filed as junk as 垃圾邮件 so the
 * notice leads there. A sync that found nothing (`announceEmpty`) pushes the zero count, which the
 * client shows as 收信完成，您没有收到新的邮件！ — pushed only, never stored as a message.
 */
export async function announceNewMail(
  deps: AppDeps,
  account: MailAccountRow,
  counts: NewMailCounts,
  options: { announceEmpty?: boolean } = {},
): Promise<void> {
  if (account.staffId === null) return;
  const staffId = account.staffId;
  const inbox = (counts.inbox ?? 0) + (counts.marketing ?? 0);
  const junk = counts.junk ?? 0;
  if (inbox === 0 && junk === 0) {
    if (!options.announceEmpty) return;
    deps.pushHub.publish(staffId, PUSH_EVENTS.message, (lang) => ({
      event: 'message',
      msgType: MSG_TYPES.mail,
      title: lang === 'en' ? TITLE.en : TITLE.zh,
      msgContentTemplate: lang === 'en' ? 'Mail checked: no new mail.' : '收信完成，您没有收到新的邮件！',
      msgFillAfterVar: [
        { key: '{newEmailNum}', showFieldName: '0' },
        { key: '{emailboxType}', showFieldName: EMAILBOX_TYPES.inbox },
      ],
      link: MAIL_PATHS.inbox,
    }));
    return;
  }
  const boxes = [
    { count: inbox, type: EMAILBOX_TYPES.inbox, link: MAIL_PATHS.inbox, en: 'in your inbox' },
    { count: junk, type: EMAILBOX_TYPES.junk, link: MAIL_PATHS.spam, en: 'filed as junk' },
  ];
  const chatNotices: WorkNotice[] = [];
  for (const box of boxes) {
    if (box.count === 0) continue;
    // The chat-app notice is the person's own choice (email/dingNotice), sent when the app is configured.
    if (account.dingNotice) {
      chatNotices.push({
        staffId,
        title: TITLE,
        content: { zh: `您收到 ${box.count} 封${box.type}`, en: `You have ${box.count} new e-mail(s) ${box.en}` },
        path: box.link,
      });
    }
    // The push (and its message-centre row) is switched off with email/account/updateEmailSseStatus.
    if (!account.pushEnabled) continue;
    await createMessage(deps, {
      staffId,
      msgType: MSG_TYPES.mail,
      title: TITLE,
      content: { zh: '您收到 {newEmailNum} 封{emailboxType}', en: `You have {newEmailNum} new e-mail(s) ${box.en}` },
      fillVars: [
        { key: '{newEmailNum}', showFieldName: String(box.count) },
        { key: '{emailboxType}', showFieldName: box.type },
      ],
      link: box.link,
    });
  }
  await sendWorkNotices(deps, chatNotices);
}
