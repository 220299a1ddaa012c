/** Server messages of shift scheduling and attendance (`msg` of its envelopes). */
export const HRM_SERVER_MESSAGES = {
  'hrm.month': { zh: '参数 {field} 不是有效的月份，应为 YYYY-MM', en: '{field} is not a month; write YYYY-MM' },
  'hrm.editOneKind': {
    zh: '请提供要修改的日期（cells），或要复制的周（copyWeek），二者选一',
    en: 'Send either the days to change (cells) or the week to copy (copyWeek), one of the two',
  },
  'hrm.rangeOrder': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  'hrm.rangeTooLong': { zh: '一次最多同步 {days} 天', en: 'At most {days} days can be synced at once' },
  'hrm.notMember': {
    zh: '员工 {staffId} 不在该排班组中',
    en: 'Staff member {staffId} is not in this shift group',
  },
  'hrm.tagNotInGroup': { zh: '标签 {tagId} 不属于该排班组', en: 'Tag {tagId} does not belong to this shift group' },
  'hrm.tagTaken': { zh: '该组已有名为「{name}」的标签', en: 'This group already has a tag named "{name}"' },
  'hrm.syncNotConfigured': {
    zh: '未配置钉钉应用，无法同步考勤；请管理员在服务器配置中填写钉钉 AppKey 后重试',
    en: 'The chat app is not configured, so attendance cannot be synced; an administrator must set the DingTalk app key first',
  },
  'hrm.syncFailed': {
    zh: '从钉钉读取考勤失败：{reason}',
    en: 'Reading attendance from the chat app failed: {reason}',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
