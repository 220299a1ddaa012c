/** Server messages of the mailbox — Accounts, domains, templates, signatures, address book, sender lists, notices, logs. */
export const MAIL_TOOLS_MESSAGES = {
  'mail.patternFormat': {
    zh: '请输入完整的邮箱地址或以 @ 开头的域名，如 li@example.com 或 @example.com',
    en: 'Enter a full address or a domain starting with @, such as li@example.com or @example.com',
  },
  'mail.addressFormat': { zh: '输入邮箱格式有误，请更正', en: 'Invalid e-mail address format, please correct it' },
  'mail.domainFormat': { zh: '请输入有效的域名，如 example.com', en: 'Enter a valid domain, such as example.com' },
  'mail.hostFormat': { zh: '请输入有效的服务器地址', en: 'Enter a valid server host name' },
  'mail.phoneFormat': { zh: '电话只能包含数字、空格和 + - ( )', en: 'A phone number holds only digits, spaces and + - ( )' },
  'mail.imapRequired': { zh: 'IMAP 邮箱需要填写服务器、端口和登录账号', en: 'An IMAP mailbox needs its server, port and login' },
  'mail.imapPasswordRequired': { zh: '首次绑定 IMAP 邮箱需要填写密码', en: 'Binding an IMAP mailbox needs its password the first time' },
  'mail.domainNotLocal': {
    zh: '{domain} 不是已启用的本地邮箱域名，请先在邮箱域名中添加并启用',
    en: '{domain} is not an enabled local mail domain; add and enable it under mail domains first',
  },
  'mail.addressTaken': { zh: '{address} 已绑定给其他员工', en: '{address} is already bound to another staff member' },
  'mail.staffNotFound': { zh: '员工不存在或已停用', en: 'The staff member does not exist or is disabled' },
  'mail.domainInUse': {
    zh: '还有 {count} 个邮箱使用该域名，请先解绑',
    en: '{count} mailboxes still use this domain; unbind them first',
  },
  'mail.duplicateEntry': { zh: '{value} 已存在', en: '{value} already exists' },
  'mail.notEditable': { zh: '这是同事共享的内容，只能查看不能修改', en: 'This is shared by a colleague: you may use it but not change it' },
  'mail.unbound': { zh: '该员工没有绑定邮箱', en: 'This staff member has no mailbox bound' },
} as const satisfies Record<string, { zh: string; en: string }>;
