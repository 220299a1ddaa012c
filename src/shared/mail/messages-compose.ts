import { RECIPIENT_FORMAT_MESSAGE_EN, RECIPIENT_FORMAT_MESSAGE_ZH } from './recipient-rule';

/** Server messages of the mailbox — Writing and sending: compose, drafts, timed drafts, attachments, outgoing delivery. */
export const MAIL_COMPOSE_MESSAGES = {
  'mail.recipientFormat': { zh: RECIPIENT_FORMAT_MESSAGE_ZH, en: RECIPIENT_FORMAT_MESSAGE_EN },
  'mail.noRecipient': { zh: '请填写收件人', en: 'Add at least one recipient' },
  'mail.senderNotAllowed': { zh: '不能以该地址发信：{address}', en: 'You may not send as {address}' },
  'mail.fileTooLarge': { zh: '附件不能超过 {limit}', en: 'An attachment may be at most {limit}' },
  'mail.mailTooLarge': { zh: '一封邮件的附件合计不能超过 {limit}', en: 'The attachments of one mail may be at most {limit} in all' },
  'mail.noFile': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'mail.emptyFile': { zh: '不能上传空文件', en: 'An empty file cannot be uploaded' },
  'mail.attachmentGone': { zh: '附件已失效，请重新上传', en: 'An attachment is no longer available; upload it again' },
  'mail.scheduleInPast': { zh: '定时发送时间须晚于当前时间', en: 'The scheduled time must be in the future' },
  'mail.notRetryable': { zh: '该邮件没有待重试的投递', en: 'This mail has no delivery to retry' },
} as const satisfies Record<string, { zh: string; en: string }>;
