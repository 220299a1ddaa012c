/** Server messages of the mailbox — Reading: folders, lists, detail, marks, junk, correspondence, search. */
export const MAIL_READING_MESSAGES = {
  'mail.nothingToChange': { zh: '请至少选择一项要修改的标记', en: 'Choose at least one thing to change' },
  'mail.alreadyPushed': { zh: '该邮件已推送到财务账单邮件，请勿重复推送', en: 'This mail has already been pushed to finance bill mail' },
  'mail.notReceived': { zh: '只能对收到的邮件执行此操作', en: 'This can only be done with received mail' },
  'mail.unknownFollower': { zh: '跟进人不存在或未绑定邮箱', en: 'The follow-up owner does not exist or has no mailbox' },
  'mail.mark.none': { zh: '无标记', en: 'No mark' },
  'mail.mark.important': { zh: '重要', en: 'Important' },
  'mail.mark.followUp': { zh: '待跟进', en: 'To follow up' },
  'mail.mark.done': { zh: '已处理', en: 'Handled' },
  'mail.billFlag.bill': { zh: '账单', en: 'Bill' },
  'mail.billFlag.statement': { zh: '对账单', en: 'Statement' },
  'mail.billFlag.paymentNotice': { zh: '付款通知', en: 'Payment notice' },
  'mail.billFlag.invoice': { zh: '发票', en: 'Invoice' },
} as const satisfies Record<string, { zh: string; en: string }>;
