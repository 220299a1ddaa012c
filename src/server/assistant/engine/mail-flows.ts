import { formatCount } from '../../../shared/business/figures';
import { PERMISSION_KEYS } from '../../../shared/permissions';
import { suggestedFor } from '../compose/guess-questions';
import { t } from '../compose/phrases';
import { MAIL_INBOX_PAGE, runUnreadMailTool } from '../tools/mail-tools';
import { canOpen, pageAt } from '../tools/page-directory';
import type { ToolContext } from '../tools/tool-context';
import type { ToolAnswer } from './engine';

/** 今天有几封未读邮件 / "how many unread mails today" / 我有新邮件吗: a question about the unread counters. */
export function asksUnreadMail(question: string): boolean {
  const text = question.toLowerCase();
  const zh = /(未读|没看|没读|新)(的)?(邮件|email|e-mail)|邮件.*(未读|没看|没读)|有.{0,4}邮件(吗|么|没)/.test(text);
  const en = /\b(unread|new)\s+(e-?mails?|mails?|messages in my (inbox|mailbox))\b|\bunread\b.*\b(e-?mail|mail|inbox)\b/.test(text);
  return zh || en;
}

const guesses = (ctx: ToolContext) => suggestedFor(ctx.permissions, ctx.lang, ['navigation', 'guide']);

/**
 * The unread counters with a link to the inbox, which shows the same figures. Without the mailbox
 * page it says the user has none; without a bound mailbox it says so and links nothing.
 */
export async function unreadMailFlow(ctx: ToolContext): Promise<ToolAnswer> {
  const base = { docIds: [], guesses: guesses(ctx), memo: null };
  const { lang } = ctx;
  if (!ctx.permissions.has(PERMISSION_KEYS.mailInbox)) {
    return {
      ...base,
      text: t(
        lang,
        '你没有邮箱的权限，看不到邮件。需要的话请联系管理员开通。',
        'You do not have access to the mailbox. Ask an administrator if you need it.',
      ),
      status: 'no-permission',
      facts: {},
    };
  }
  const unread = await runUnreadMailTool(ctx);
  if (!unread.hasMailbox) {
    return {
      ...base,
      text: t(
        lang,
        '你还没有绑定邮箱，所以没有邮件可查。请联系管理员在「邮箱账号」里为你绑定。',
        'You have no mailbox bound yet, so there is no mail to count. Ask an administrator to bind one under mail accounts.',
      ),
      status: 'no-data',
      facts: { hasMailbox: false },
    };
  }
  const inbox = formatCount(unread.inbox);
  const others = t(
    lang,
    `另有营销邮件 **${formatCount(unread.marketing)}** 封、垃圾邮件 **${formatCount(unread.junk)}** 封未读。`,
    `Also unread: **${formatCount(unread.marketing)}** marketing and **${formatCount(unread.junk)}** junk.`,
  );
  const head =
    unread.inbox === 0
      ? t(lang, '你的收件箱现在没有未读邮件。', 'Your inbox has no unread mail right now.')
      : t(
          lang,
          `你的收件箱现在有 **${inbox}** 封未读邮件。`,
          `Your inbox has **${inbox}** unread ${unread.inbox === 1 ? 'mail' : 'mails'} right now.`,
        );
  const page = pageAt(MAIL_INBOX_PAGE);
  const link =
    page && canOpen(MAIL_INBOX_PAGE, ctx.permissions)
      ? `\n\n${t(lang, `[打开「${page.title.zh}」](${page.path})`, `[Open "${page.title.en}"](${page.path})`)}`
      : '';
  return {
    ...base,
    text: `${head}${others}${link}`,
    status: 'ok',
    facts: { inboxUnread: unread.inbox, marketingUnread: unread.marketing, junkUnread: unread.junk },
  };
}
