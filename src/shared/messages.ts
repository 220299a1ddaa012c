import { FEEDBACK_SERVER_MESSAGES } from './feedback/server-messages';
import { HRM_SERVER_MESSAGES } from './hrm/server-messages';
import { MAIL_SERVER_MESSAGES } from './mail/server-messages';
import { VERSION_SERVER_MESSAGES } from './versions/server-messages';
import { DEVICES_SERVER_MESSAGES } from './devices/server-messages';
import { ADMIN_SERVER_MESSAGES } from './admin/server-messages';
import { AUDIT_SERVER_MESSAGES } from './audit/server-messages';
import { DICTIONARY_SERVER_MESSAGES } from './dictionaries/server-messages';
import { ADMIN_MENU_SERVER_MESSAGES } from './admin/menu-messages';
import { ADMIN_ORG_SERVER_MESSAGES } from './admin/org-messages';

/**
 * Messages the server puts in `msg`, in both languages. The server picks the language from the
 * request's Accept-Language (zh unless it asks for English), so an English-speaking user never
 * reads a Chinese error. Placeholders are written {name}.
 */
export const SERVER_MESSAGES = {
  ok: { zh: '成功', en: 'OK' },
  'error.validation': { zh: '参数 {field} 不正确：{detail}', en: 'Invalid {field}: {detail}' },
  'error.badJson': { zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  'error.forbidden': {
    zh: '暂无权限，请联系管理员（需要权限 {permission}）',
    en: 'You do not have permission for this ({permission}); ask an administrator',
  },
  'error.tooLarge': { zh: '请求体过大（上限 {limit}）', en: 'The request body is too large (limit {limit})' },
  'error.notJson': {
    zh: '请求体须为 JSON（Content-Type: application/json，UTF-8）',
    en: 'The request body must be JSON (Content-Type: application/json, UTF-8)',
  },
  'input.date': {
    zh: '参数 {field} 不是有效的日期，应为 YYYY-MM-DD（1900–2999 年）',
    en: '{field} is not a real date; write YYYY-MM-DD (years 1900–2999)',
  },
  'input.dateTime': {
    zh: '参数 {field} 不是有效的时间，应为 YYYY-MM-DD 或 YYYY-MM-DDTHH:mm[:ss]',
    en: '{field} is not a real date or time; write YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss]',
  },
  'input.controlChars': {
    zh: '参数 {field} 含有不允许的控制字符',
    en: '{field} contains control characters that are not allowed',
  },
  'input.tooDeep': {
    zh: '参数 {field} 嵌套层级过深（最多 {limit} 层）',
    en: '{field} is nested too deeply (at most {limit} levels)',
  },
  'error.notFound': { zh: '请求的内容不存在', en: 'Not found' },
  'error.routeNotFound': { zh: '接口不存在：{method} {path}', en: 'No such API: {method} {path}' },
  'error.conflict': {
    zh: '数据已被他人修改，请刷新后重试',
    en: 'Someone else changed this record; reload and try again',
  },
  'error.duplicate': {
    zh: '请勿重复提交，上一次提交已生效',
    en: 'Already submitted; the first submission took effect',
  },
  'error.idempotenceMissing': {
    zh: '缺少防重复提交标识，请刷新页面后重试',
    en: 'Missing the submission id; reload the page and try again',
  },
  'error.rateLimited': {
    zh: '操作过于频繁，请 {seconds} 秒后再试',
    en: 'Too many requests; try again in {seconds} s',
  },
  'error.internal': {
    zh: '服务器开小差了，请稍后再试（请求编号 {requestId}）',
    en: 'Something went wrong on the server; try again later (request {requestId})',
  },
  'auth.tokenInvalid': {
    zh: '登录已失效，请重新登录',
    en: 'Your session has ended; please sign in again',
  },
  'auth.usernameFormat': { zh: '用户名格式不正确', en: 'The username format is not correct' },
  'auth.passwordFormat': { zh: '密码格式不正确', en: 'The password format is not correct' },
  'auth.codeFormat': { zh: '验证码格式不正确', en: 'The verification code format is not correct' },
  /** Every failed password sign-in, whatever failed: the answer must not tell which part was right. */
  'auth.badCredentials': {
    zh: '用户名、密码或验证码错误',
    en: 'Wrong username, password or verification code',
  },
  'auth.locked': {
    zh: '账号已锁定至 {until}，请稍后再试',
    en: 'The account is locked until {until}',
  },
  'auth.passwordChangeRequired': {
    zh: '请先修改管理员为你设置的初始密码，再进行其他操作',
    en: 'Change the password an administrator set for you before doing anything else',
  },
  'auth.disabled': { zh: '账号已停用，请联系管理员', en: 'This account is disabled; contact an administrator' },
  'auth.codeSent': {
    zh: '验证码已发送到你的工作通知，5 分钟内有效',
    en: 'The code was sent to your work notifications; it is valid for 5 minutes',
  },
  'auth.codeCooldown': {
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'A code was sent recently; try again in {seconds} s',
  },
  'auth.refreshInvalid': {
    zh: '登录凭证已失效，请重新登录',
    en: 'Your sign-in can no longer be renewed; please sign in again',
  },
  'auth.clientInvalid': { zh: '客户端标识不正确', en: 'Unknown client id' },
  'auth.ssoUnavailable': {
    zh: '单点登录未启用',
    en: 'Single sign-on is not available',
  },
  'auth.ssoFailed': {
    zh: '单点登录失败：{reason}',
    en: 'Single sign-on failed: {reason}',
  },
  'auth.ssoNoStaff': {
    zh: '该工作账号未关联 Switchboard 员工',
    en: 'This work account is not linked to a Switchboard staff member',
  },
  'auth.passwordWrong': {
    zh: '原密码不正确，再错 {left} 次账号将被锁定',
    en: 'The current password is not correct; {left} more wrong attempts lock the account',
  },
  'auth.passwordLocked': {
    zh: '原密码错误次数过多，账号已锁定至 {until}，请稍后重新登录',
    en: 'Too many wrong current passwords; the account is locked until {until}. Sign in again later',
  },
  /** Chat-app notices to the account's owner: only the owner learns the remaining tries and the lock. */
  'auth.noticeFailed': {
    zh: '【Switchboard】{name}，你的账号刚刚有一次登录失败（密码或验证码错误），再失败 {left} 次账号将被锁定。如非本人操作，请尽快修改密码。',
    en: '[Switchboard] {name}, a sign-in to your account just failed (wrong password or code); {left} more failures lock the account. If this was not you, change your password soon.',
  },
  'auth.noticeLocked': {
    zh: '【Switchboard】{name}，你的账号因连续失败的登录已锁定至 {until}。如非本人操作，请联系管理员。',
    en: '[Switchboard] {name}, your account is locked until {until} after repeated failed sign-ins. If this was not you, contact an administrator.',
  },
  'auth.oldPasswordMissing': { zh: '请输入原密码', en: 'Enter your current password' },
  'auth.passwordSame': {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
  },
  'auth.passwordWeak': {
    zh: '新密码需 8–64 位，且同时包含字母和数字',
    en: 'The new password needs 8–64 characters with both letters and digits',
  },
  'auth.passwordChanged': {
    zh: '密码已修改，请重新登录',
    en: 'Password changed; please sign in again',
  },
  // Shell: download centre, uploads, exports, message centre.
  'download.fileId': { zh: '文件编号不正确', en: 'Invalid file id' },
  'download.notReady': { zh: '文件尚未生成完成，请稍后再试', en: 'The file is not ready yet; try again shortly' },
  'download.expired': { zh: '文件已过期，请重新导出', en: 'The file has expired; export it again' },
  'download.notRetryable': { zh: '只有失败的任务可以重试', en: 'Only a failed job can be retried' },
  'download.running': { zh: '任务正在生成，暂不能删除', en: 'The job is running and cannot be removed now' },
  'download.noFile': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'download.emptyFile': { zh: '文件内容为空', en: 'The file is empty' },
  'download.tooLarge': { zh: '文件过大（上限 {limit}）', en: 'The file is too large (limit {limit})' },
  'download.chunkMismatch': {
    zh: '分片信息与本次上传不一致，请重新上传',
    en: 'The chunk does not match this upload; upload the file again',
  },
  'download.exportFailed': { zh: '导出失败：{reason}', en: 'Export failed: {reason}' },
  'messages.type': { zh: '消息类型不正确', en: 'Invalid message type' },
  'messages.nothingToChange': { zh: '请选择要标记的消息', en: 'Choose the messages to mark' },
  'messages.clientId': { zh: '连接标识不正确', en: 'Invalid connection id' },
  'shell.baseDataType': { zh: '配置类型不正确', en: 'Invalid setting type' },
  'shell.unknownPage': { zh: '页面不存在或不可用', en: 'The page does not exist or is not available' },
  // Business data: performance, profit, send records, customers.
  'business.dateFormat': { zh: '日期格式应为 YYYY-MM-DD', en: 'Dates are written YYYY-MM-DD' },
  'business.dateTimeFormat': { zh: '时间格式应为 YYYY-MM-DD 或 YYYY-MM-DDTHH:mm', en: 'Times are written YYYY-MM-DD or YYYY-MM-DDTHH:mm' },
  'business.periodOrder': { zh: '结束时间不能早于开始时间', en: 'The end must not be before the start' },
  'business.periodTooLong': { zh: '查询区间过长，请缩短后再试', en: 'The period is too long; choose a shorter one' },
  'business.phoneFormat': { zh: '号码只能包含数字（可带 +）', en: 'A number has digits only (and an optional +)' },
  'crm.transferScope': { zh: '只能在你管理的部门内转移客户', en: 'You can only transfer customers within the departments you lead' },
  'crm.transferSameOwner': { zh: '该客户已属于此员工', en: 'The customer already belongs to this staff member' },
  'crm.transferTarget': { zh: '接收人不存在或不是销售人员', en: 'The new owner does not exist or is not in sales' },
  'palette.itemKey': {
    zh: '条目标识不正确（应为 page:路径 或 cmd:操作标识）',
    en: 'Invalid item (expected page:<path> or cmd:<command id>)',
  },
  'assistant.uuidRequired': { zh: '缺少会话或消息标识（uuid）', en: 'The conversation or chat id (uuid) is missing or invalid' },
  'assistant.likeTypeRequired': { zh: '缺少反馈类型（LIKE 或 DISLIKE）', en: 'The feedback type (LIKE or DISLIKE) is missing' },
  'assistant.inputLength': { zh: '问题不能为空，且最多 100 个字符', en: 'A question needs 1 to 100 characters' },
  'assistant.tagRequired': { zh: '请至少选择一个标签', en: 'Please select a tag' },
  'assistant.kbId': { zh: '文档标识不正确', en: 'Invalid document id' },
  'assistant.conversationNotFound': { zh: '会话不存在或已删除', en: 'The conversation does not exist or was deleted' },
  'assistant.chatNotFound': { zh: '该回答不存在', en: 'The answer does not exist' },
  'assistant.kbNotFound': { zh: '文档不存在', en: 'No such document' },
  // Workflow: approval requests and their definitions.
  'workflow.taskStale': {
    zh: '该待办已被处理或已变更，请刷新后查看',
    en: 'This task was already handled or has changed; reload to see where it stands',
  },
  'workflow.instanceClosed': { zh: '该申请已结束，不能再操作', en: 'This request has ended; nothing more can be done with it' },
  'workflow.notAssignee': { zh: '只有当前处理人可以处理该待办', en: 'Only the task’s current assignee can act on it' },
  'workflow.notApplicant': { zh: '只有申请人可以这样操作', en: 'Only the applicant can do this' },
  'workflow.legacyInstance': {
    zh: '该申请来自旧版审批，不能在此处理',
    en: 'This request comes from the old approval records and cannot be acted on here',
  },
  'workflow.processDisabled': { zh: '该流程已停用，不能发起新的申请', en: 'This process is disabled; no new request can be started' },
  'workflow.notPublished': { zh: '该流程尚未发布，不能发起', en: 'This process has not been published yet' },
  'workflow.draftStale': {
    zh: '流程草稿已被他人修改，请刷新后再保存',
    en: 'Someone else changed this draft; reload it before saving',
  },
  'workflow.urgeTooSoon': {
    zh: '10 分钟内只能催办一次，请 {seconds} 秒后再试',
    en: 'You can remind once every 10 minutes; try again in {seconds} s',
  },
  'workflow.rejectTarget': { zh: '不能退回到该节点', en: 'The request cannot be sent back to that node' },
  'workflow.handlerNoReject': { zh: '办理节点不能驳回', en: 'A handling step cannot reject' },
  'workflow.voteNoAddSign': { zh: '票签节点不能加签', en: 'Signers cannot be added to a vote' },
  'workflow.resubmitOnly': { zh: '退回的申请只能重新提交或撤回', en: 'A returned request can only be submitted again or withdrawn' },
  'workflow.badTarget': {
    zh: '所选人员不存在、已停用或已在处理该节点',
    en: 'That person does not exist, is disabled or already has this step',
  },
  'workflow.notEditable': { zh: '该字段在此节点不可修改', en: 'This field cannot be changed at this step' },
  'workflow.unknownReference': { zh: '所选记录不存在', en: 'The chosen record does not exist' },
  'workflow.chosenMissing': { zh: '请为该节点选择审批人', en: 'Choose the approvers of this step' },
  'workflow.nodeIdFormat': {
    zh: '节点标识须以字母开头，最多 40 个字母、数字、_ 或 -',
    en: 'A node id starts with a letter: at most 40 letters, digits, _ or -',
  },
  'workflow.fieldKeyFormat': {
    zh: '字段标识须以字母开头，最多 40 个字母、数字或 _',
    en: 'A field key starts with a letter: at most 40 letters, digits or _',
  },
  'workflow.amountFormat': {
    zh: '金额格式不正确（最多 14 位整数、6 位小数）',
    en: 'Write the amount with at most 14 digits and 6 decimals',
  },
  'workflow.amountPositive': { zh: '金额须大于 0', en: 'The amount must be above 0' },
  'workflow.currencyNotAllowed': { zh: '不支持该币种', en: 'This currency is not allowed here' },
  'workflow.optionUnknown': { zh: '请选择列表中的选项', en: 'Choose one of the listed options' },
  'workflow.graphEmpty': { zh: '流程至少需要一个审批或办理节点', en: 'A flow needs at least one approval or handling step' },
  'workflow.graphDuplicateId': { zh: '节点或分支标识重复', en: 'Two nodes or branches have the same id' },
  'workflow.graphThreshold': { zh: '票签节点须设置通过比例（1–100）', en: 'A vote needs a pass threshold (1–100 %)' },
  'workflow.graphUnknownField': {
    zh: '条件或审批人引用了表单中不存在的字段',
    en: 'A condition or approver rule names a field the form does not have',
  },
  'workflow.graphFieldType': { zh: '审批人字段须为人员类型', en: 'An approver field must be a staff field' },
  'workflow.graphUnknownRole': { zh: '流程角色不存在或已停用', en: 'The workflow role does not exist or is disabled' },
  'workflow.graphEffectFields': {
    zh: '该业务处理需要表单字段 {fields}',
    en: 'This business service needs the form fields {fields}',
  },
  'workflow.serviceUnknown': { zh: '不支持的业务处理', en: 'Unknown business service' },
  'workflow.seaPickTaken': {
    zh: '该客户已不在公海，无法领取；请驳回此申请',
    en: 'This customer is no longer in the open sea and cannot be picked; reject this request',
  },
  'workflow.applicationRef': {
    zh: '请给出申请编号 id 或流程实例 processInstanceId（两者都给时须相同）',
    en: 'Give the application id or processInstanceId (the same number when both are given)',
  },
  'workflow.creditCurrency': {
    zh: '该客户的信用额度以 {currency} 计，临时额度须使用同一币种',
    en: 'This customer’s credit is kept in {currency}; the temporary limit must use the same currency',
  },
  'workflow.formInUse': { zh: '表单已被流程使用，不能删除', en: 'The form is used by a process and cannot be deleted' },
  'workflow.roleInUse': {
    zh: '该角色仍被已发布的流程或进行中的审批使用，不能删除',
    en: 'The role is still used by a published process or a running request and cannot be deleted',
  },
  'workflow.fieldKeyTaken': { zh: '该字段标识已被本表单的其他字段使用', en: 'Another field of this form already uses this key' },
  'workflow.fieldUnknown': { zh: '表单中没有该字段，请刷新后再试', en: 'The form has no such field; reload and try again' },
  'workflow.importTooMany': { zh: '一个表单最多 {max} 个字段', en: 'A form holds at most {max} fields' },
  'workflow.importTypeUnknown': { zh: '类型不正确，可填：{types}', en: 'Unknown type; use one of: {types}' },
  'workflow.importYesNo': { zh: '请填写“是”或“否”', en: 'Write yes or no' },
  'workflow.importNumber': { zh: '请填写数字', en: 'Write a number' },
  'workflow.importDuplicateKey': { zh: '字段标识在文件中重复', en: 'This key appears more than once in the file' },
  'workflow.importDetailParent': {
    zh: '所属明细须为本文件中类型为“明细”的字段标识',
    en: 'The detail field must be the key of a field of type detail in this file',
  },
  'workflow.importEmpty': { zh: '文件中没有字段', en: 'The file holds no fields' },
  'workflow.importNotXlsx': { zh: '请上传填写好的 .xlsx 导入模板', en: 'Upload the filled-in .xlsx template' },
  'workflow.importHasErrors': {
    zh: '导入文件有 {count} 行存在问题，未做任何修改',
    en: '{count} rows of the file have problems; nothing was changed',
  },
  ...MAIL_SERVER_MESSAGES,
  ...FEEDBACK_SERVER_MESSAGES,
  ...VERSION_SERVER_MESSAGES,
  ...HRM_SERVER_MESSAGES,
  ...DEVICES_SERVER_MESSAGES,
  ...ADMIN_SERVER_MESSAGES,
  ...AUDIT_SERVER_MESSAGES,
  ...DICTIONARY_SERVER_MESSAGES,
  ...ADMIN_MENU_SERVER_MESSAGES,
  ...ADMIN_ORG_SERVER_MESSAGES,
} as const satisfies Record<string, { zh: string; en: string }>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
export type Lang = 'zh' | 'en';

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.prototype.hasOwnProperty.call(SERVER_MESSAGES, key);
}

export function formatMessage(key: ServerMessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const template = SERVER_MESSAGES[key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
