import { MSG_TYPES } from '../../shared/api/message-calls';

/** Names of the message types (sections.md §7 getDropList). */
export const MSG_TYPE_NAMES: Record<number, { zh: string; en: string }> = {
  [MSG_TYPES.system]: { zh: '系统通知', en: 'System notice' },
  [MSG_TYPES.mail]: { zh: '新邮件', en: 'New mail' },
  [MSG_TYPES.approval]: { zh: '审批提醒', en: 'Approval' },
  [MSG_TYPES.download]: { zh: '下载通知', en: 'Download' },
  [MSG_TYPES.version]: { zh: '版本更新', en: 'Release' },
  [MSG_TYPES.feedback]: { zh: '反馈回复', en: 'Feedback reply' },
  [MSG_TYPES.schedule]: { zh: '排班通知', en: 'Shift change' },
};
