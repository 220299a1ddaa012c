/**
 * The folders of a mailbox (sections.md §2 Messages) and the detail types of sections.md §3.
 * Starred mail is a view over every folder, not a folder of its own.
 */
export const MAIL_FOLDERS = {
  inbox: 'inbox',
  junk: 'junk',
  /** Bulk mail received (List-Unsubscribe, Precedence: bulk); its unread count is indiciaUnReadNum. */
  marketing: 'marketing',
  sent: 'sent',
  drafts: 'drafts',
} as const;
export type MailFolder = (typeof MAIL_FOLDERS)[keyof typeof MAIL_FOLDERS];
export const MAIL_FOLDER_VALUES = Object.values(MAIL_FOLDERS) as MailFolder[];

/** Received mail lives in these; sent and drafts are the mailbox owner's own. */
export const RECEIVED_FOLDERS: readonly MailFolder[] = [MAIL_FOLDERS.inbox, MAIL_FOLDERS.junk, MAIL_FOLDERS.marketing];

/** sections.md §3: detail type → mail type (sent = 1, editAgain = 1, inbox = 2, spam = 3). */
export const DETAIL_TYPES = { sent: 'sent', editAgain: 'editAgain', inbox: 'inbox', spam: 'spam' } as const;
export type DetailType = (typeof DETAIL_TYPES)[keyof typeof DETAIL_TYPES];
export const MAIL_TYPE_OF_DETAIL: Readonly<Record<DetailType, 1 | 2 | 3>> = { sent: 1, editAgain: 1, inbox: 2, spam: 3 };

/** {emailboxType} of the new-mail push (sections.md §4): 新邮件 leads to the inbox, anything else to junk. */
export const EMAILBOX_TYPES = { inbox: '新邮件', junk: '垃圾邮件' } as const;

/** The portal's mailbox pages, by folder. */
export const MAIL_PATHS = {
  write: '/message/email/write',
  details: '/message/email/details',
  inbox: '/message/email/inbox',
  star: '/message/email/star',
  spam: '/message/email/spam',
  sent: '/message/email/sent',
  drafts: '/message/email/drafts',
  marketing: '/message/email/marketing',
  correspondence: '/message/email/vce',
  addressBook: '/message/email/adb',
  settings: '/message/email/set',
  manual: '/message/email/um',
  logs: '/message/email/logs',
  none: '/message/email/none',
} as const;
