/** Server messages of the mailbox — Transport: the SMTP listener, IMAP sync and intake. */
export const MAIL_TRANSPORT_MESSAGES = {
  'mail.syncUpToDate': {
    zh: '已是最新：您的邮箱由本系统直接收信，无需同步',
    en: 'Up to date: your mailbox receives mail here directly, there is nothing to sync',
  },
  'mail.syncFailed': {
    zh: '收信失败：无法从邮件服务器同步（{reason}），请稍后重试',
    en: 'Could not fetch mail from your mail server ({reason}); please try again later',
  },
  'mail.syncNotConfigured': {
    zh: '您的邮箱尚未配置收信服务器，请联系管理员',
    en: 'Your mailbox has no incoming mail server configured; ask an administrator',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
