import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail } from '../../../shared/api/workflow-operate-calls';
import { workflowTasksZh } from '../../i18n/messages/workflow-tasks';
import { formatTime } from '../../download';
import { useLanguage } from '../../i18n/i18n';

type Entry = InstanceDetail['timeline'][number];
type ActionName = keyof typeof workflowTasksZh.timelineAction;
const isAction = (action: string): action is ActionName => Object.hasOwn(workflowTasksZh.timelineAction, action);

/** What happened to the request, oldest first: who did what at which step, with comments and attachments. */
export function Timeline({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-slate-100 bg-slate-50/60 px-3 py-2 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium text-slate-900">{entry.staffName ?? t('workflowTasks.timelineAction.system')}</span>
            <span className="text-slate-700">
              {isAction(entry.action) ? t(`workflowTasks.timelineAction.${entry.action}`) : entry.action}
            </span>
            <span className="text-xs text-slate-500">{entry.nodeName}</span>
            <time className="ml-auto text-xs text-slate-500 tabular-nums" dateTime={entry.createdAt}>
              {formatTime(entry.createdAt, language)}
            </time>
          </p>
          {entry.comment && <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{entry.comment}</p>}
          {entry.attachments.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-2 text-xs text-slate-600">
              {entry.attachments.map((file) => (
                <li key={file.fileId} className="flex items-center gap-1">
                  <Paperclip size={12} aria-hidden />
                  {file.name}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
