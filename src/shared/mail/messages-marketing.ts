/** Server messages of the mailbox — Marketing mail: campaigns, unsubscribe, open tracking. */
export const MAIL_MARKETING_MESSAGES = {
  'mail.campaignNotDraft': {
    zh: '这个营销活动已经发送，不能再修改或重复发送',
    en: 'This campaign has already been sent; it cannot be changed or sent again',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
