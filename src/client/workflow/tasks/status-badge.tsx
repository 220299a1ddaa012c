import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { INSTANCE_STATUSES } from '../../../shared/api/workflow-process-calls';

type Status = (typeof INSTANCE_STATUSES)[number];
const isStatus = (value: string): value is Status => (INSTANCE_STATUSES as readonly string[]).includes(value);

const TONES: Record<Status, string> = {
  running: 'bg-blue-50 text-blue-700 ring-blue-200',
  returned: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-green-50 text-green-700 ring-green-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  withdrawn: 'bg-slate-100 text-slate-600 ring-slate-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A request's state as a coloured tag (DingTalk: 审批中 blue, 已通过 green, 已驳回 red). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isStatus(status);
  return (
    <span
      className={clsx(
        'inline-flex rounded px-1.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset',
        known ? TONES[status] : 'bg-slate-100 text-slate-600 ring-slate-200',
      )}
    >
      {known ? t(`workflowTasks.status.${status}`) : status}
    </span>
  );
}
