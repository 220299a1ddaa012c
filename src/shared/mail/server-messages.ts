import { MAIL_COMPOSE_MESSAGES } from './messages-compose';
import { MAIL_MARKETING_MESSAGES } from './messages-marketing';
import { MAIL_READING_MESSAGES } from './messages-reading';
import { MAIL_TOOLS_MESSAGES } from './messages-tools';
import { MAIL_TRANSPORT_MESSAGES } from './messages-transport';

/** The mailbox's server messages (`msg` of its envelopes), one file per part of the feature. */
export const MAIL_SERVER_MESSAGES = {
  'mail.noMailbox': { zh: '您还没有绑定邮箱，请联系管理员绑定', en: 'You have no mailbox bound yet; ask an administrator to bind one' },
  ...MAIL_COMPOSE_MESSAGES,
  ...MAIL_READING_MESSAGES,
  ...MAIL_TOOLS_MESSAGES,
  ...MAIL_TRANSPORT_MESSAGES,
  ...MAIL_MARKETING_MESSAGES,
} as const satisfies Record<string, { zh: string; en: string }>;
