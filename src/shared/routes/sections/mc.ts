import type { SectionDef } from '../types';

/** Messages (sections.md §2 "Messages"): staff mailbox, notification centre, release notes. */
export const mcSection: SectionDef = {
  area: 'MC',
  prefix: '/message',
  iframeName: 'mc',
  icon: 'Mail',
  title: { zh: '消息中心', en: 'Message centre' },
  shortEn: 'Messages',
  description: {
    zh: '员工邮箱、消息通知与版本发布说明。',
    en: 'Staff mailbox, notifications and release notes.',
  },
  groups: [
    {
      key: 'mailbox',
      title: { zh: '邮箱', en: 'Mailbox' },
      pages: [
        {
          path: '/message/email/write',
          title: { zh: '写邮件', en: 'Write e-mail' },
          description: { zh: '撰写并发送邮件。', en: 'Write and send an e-mail.' },
          keywords: ['compose', 'new mail', '新邮件'],
        },
        {
          path: '/message/email/inbox',
          title: { zh: '收件箱', en: 'Inbox' },
          description: { zh: '查看收到的邮件。', en: 'Read received mail.' },
          name: 'MessageEmailInbox',
          keywords: ['inbox', 'received mail'],
        },
        {
          path: '/message/email/star',
          title: { zh: '星标邮件', en: 'Starred mail' },
          description: { zh: '查看加了星标的邮件。', en: 'Read starred mail.' },
          keywords: ['star', 'starred'],
        },
        {
          path: '/message/email/spam',
          title: { zh: '垃圾邮件', en: 'Junk mail' },
          description: { zh: '查看被识别为垃圾的邮件。', en: 'Read mail marked as junk.' },
          name: 'MessageEmailSpam',
          keywords: ['spam', 'junk'],
        },
        {
          path: '/message/email/sent',
          title: { zh: '已发送', en: 'Sent mail' },
          description: { zh: '查看已发送的邮件。', en: 'Read mail you have sent.' },
          keywords: ['sent', 'outbox', '发件箱'],
        },
        {
          path: '/message/email/drafts',
          title: { zh: '草稿箱', en: 'Drafts' },
          description: { zh: '查看并继续编辑草稿。', en: 'Open and continue drafts.' },
          keywords: ['draft'],
        },
        {
          path: '/message/email/marketing',
          title: { zh: '营销邮件', en: 'Marketing e-mails' },
          description: { zh: '管理营销邮件。', en: 'Manage marketing e-mails.' },
          keywords: ['marketing', 'edm'],
        },
        {
          path: '/message/email/vce',
          title: { zh: '往来邮件', en: 'Correspondence' },
          description: { zh: '按联系人查看往来邮件。', en: 'Read mail exchanged with a contact.' },
          keywords: ['correspondence', 'vce'],
        },
        {
          path: '/message/email/adb',
          title: { zh: '通讯录', en: 'Address book' },
          description: { zh: '管理邮箱联系人。', en: 'Manage mailbox contacts.' },
          keywords: ['address book', 'contacts', 'adb', '联系人'],
        },
        {
          path: '/message/email/set',
          title: { zh: '邮箱设置', en: 'Mailbox settings' },
          description: { zh: '设置个人邮箱。', en: 'Configure your mailbox.' },
          keywords: ['settings', 'set'],
        },
        {
          path: '/message/email/um',
          title: { zh: '邮箱使用手册', en: 'Mailbox manual' },
          description: { zh: '邮箱的使用说明。', en: 'How to use the mailbox.' },
          keywords: ['manual', 'um', '帮助'],
        },
        {
          // "/logs (customer mail log)" is a list of the mailbox menu, not a detail page.
          path: '/message/email/logs',
          title: { zh: '客户邮件日志', en: 'Customer mail log' },
          description: { zh: '查看客户邮件日志。', en: 'View the customer mail log.' },
          keywords: ['mail log', 'logs'],
        },
      ],
    },
    {
      key: 'notices',
      title: { zh: '消息与公告', en: 'Notifications and notices' },
      shortEn: 'Notifications',
      pages: [
        {
          path: '/message/notification',
          title: { zh: '消息查询', en: 'Message query' },
          description: { zh: '查询收到的消息通知。', en: 'Look up the notifications you received.' },
          keywords: ['notification', 'message', '通知'],
        },
        {
          path: '/message/publicnotice/timeaxis',
          title: { zh: '版本时间轴', en: 'Release timeline' },
          description: { zh: '按时间查看版本发布说明。', en: 'Release notes along a timeline.' },
          keywords: ['release timeline', 'version', '版本'],
        },
        {
          path: '/message/publicnotice/noticelist',
          title: { zh: '版本迭代列表', en: 'Version iteration list' },
          description: { zh: '查看版本迭代的列表。', en: 'List of version iterations.' },
          keywords: ['version list', 'iteration', '迭代'],
        },
      ],
    },
  ],
  details: [
    {
      path: '/message/email/details',
      parent: '/message/email/inbox',
      title: { zh: '邮件详情', en: 'Mail details' },
      propsFromQuery: true,
    },
    {
      path: '/message/email/none',
      parent: '/message/email/inbox',
      title: { zh: '未绑定邮箱', en: 'No mailbox bound' },
      description: { zh: '当前用户没有绑定邮箱时显示。', en: 'Shown when the user has no bound mailbox.' },
    },
    {
      path: '/message/email/marketing/detail',
      parent: '/message/email/marketing',
      title: { zh: '营销邮件详情', en: 'Marketing e-mail details' },
      propsFromQuery: true,
    },
    {
      path: '/message/email/marketing/add',
      parent: '/message/email/marketing',
      title: { zh: '新增营销邮件', en: 'Add marketing e-mail' },
      propsFromQuery: true,
    },
  ],
  redirects: [{ from: '/message/email', to: '/message/email/inbox' }],
};
