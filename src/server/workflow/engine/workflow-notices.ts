import { MSG_TYPES } from '../../../shared/api/message-calls';
import type { AppDeps } from '../../deps';
import { createMessage } from '../../messages';
import { sendWorkNotices } from './workflow-work-notices';

export type NoticeKind = 'task' | 'returned' | 'rejected' | 'approved' | 'cc' | 'urge' | 'withdrawn';

/** A message-centre notice for one person about one request. */
export interface Notice {
  staffId: number;
  kind: NoticeKind;
  instanceId: number;
  title: string;
  taskId?: number;
}

const TEXTS: Record<NoticeKind, { title: { zh: string; en: string }; content: { zh: string; en: string } }> = {
  task: { title: { zh: '新待办', en: 'New to-do' }, content: { zh: '{title} 等待你审批', en: '{title} is waiting for your approval' } },
  returned: {
    title: { zh: '申请被退回', en: 'Request returned' },
    content: { zh: '{title} 被退回，请修改后重新提交', en: '{title} was returned to you; edit and submit it again' },
  },
  rejected: { title: { zh: '申请被驳回', en: 'Request rejected' }, content: { zh: '{title} 已被驳回', en: '{title} was rejected' } },
  approved: { title: { zh: '申请已通过', en: 'Request approved' }, content: { zh: '{title} 已审批通过', en: '{title} was approved' } },
  cc: { title: { zh: '抄送给你', en: 'Copied to you' }, content: { zh: '{title} 抄送给你', en: '{title} was copied to you' } },
  urge: {
    title: { zh: '催办提醒', en: 'Reminder' },
    content: { zh: '{title} 正在等待你处理，请尽快审批', en: '{title} is still waiting for you' },
  },
  withdrawn: {
    title: { zh: '申请已撤回', en: 'Request withdrawn' },
    content: { zh: '{title} 已被申请人撤回', en: '{title} was withdrawn by its applicant' },
  },
};

/** Where the notice leads: the to-do profile for a task, the request otherwise. */
function linkOf(notice: Notice): string {
  if (notice.kind === 'task' || notice.kind === 'urge')
    return `/general/my-agent/profile?id=${notice.instanceId}&taskId=${notice.taskId ?? ''}`;
  if (notice.kind === 'cc') return `/general/my-deliver/profile?id=${notice.instanceId}`;
  return `/general/my-initiate/profile?id=${notice.instanceId}`;
}

/**
 * Stores each notice in the message centre, which pushes it to the person's open connections, and
 * sends it as a chat-app work notice when the chat app is configured. Called after commit.
 */
export async function sendNotices(deps: AppDeps, notices: readonly Notice[]): Promise<void> {
  for (const notice of notices) {
    const text = TEXTS[notice.kind];
    await createMessage(deps, {
      staffId: notice.staffId,
      msgType: MSG_TYPES.approval,
      title: text.title,
      content: text.content,
      fillVars: [{ key: '{title}', showFieldName: notice.title }],
      link: linkOf(notice),
    });
  }
  await sendWorkNotices(
    deps,
    notices.map((notice) => {
      const text = TEXTS[notice.kind];
      const fill = (content: string) => content.replace('{title}', notice.title);
      return {
        staffId: notice.staffId,
        title: text.title,
        content: { zh: fill(text.content.zh), en: fill(text.content.en) },
        path: linkOf(notice),
      };
    }),
  );
}
