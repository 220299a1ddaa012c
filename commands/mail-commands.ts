import { MAIL_PATHS } from '../src/shared/mail/folders';
import { PERMISSION_KEYS } from '../src/shared/permissions';
import type { Command } from './types';

/**
 * Mailbox entries of the palette's `>` actions. 写邮件给 a colleague (`@` mode) and 发邮件 to a
 * customer (`#` mode) are actions on those results (src/client/palette/mail-actions.ts); every
 * mailbox folder is a page command already, from the route table.
 */
export const MAIL_COMMAND_IDS = {
  write: 'mail.write',
} as const;

export const mailCommands: Command[] = [
  {
    id: MAIL_COMMAND_IDS.write,
    title: { zh: '写邮件', en: 'Write mail' },
    keywords: ['mail', 'email', 'e-mail', 'compose', 'new mail', 'write', '邮件', '写信', '发邮件', '新邮件', 'xieyoujian'],
    icon: 'Mail',
    permission: PERMISSION_KEYS.mailWrite,
    when: (ctx) => ctx.signedIn,
    perform: (ctx) => (ctx.shell ? ctx.shell.openTab(MAIL_PATHS.write) : ctx.navigate(MAIL_PATHS.write)),
  },
];
