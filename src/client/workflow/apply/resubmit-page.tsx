import { Undo2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { operateInstanceDetail } from '../../../shared/api/workflow-operate-calls';
import { useCall } from '../../api/use-call';
import { useLanguage } from '../../i18n/i18n';
import { useDocumentTitle } from '../../routes/use-document-title';
import { readFields } from '../tasks/form-view';
import { ApplyForm } from './apply-form';
import { ApplyFrame } from './apply-frame';
import { INITIATED_PROFILE_PATH } from './apply-path';
import { FailureState, LoadingState } from './page-states';

/**
 * A returned request opened again in its apply form (?resubmit=<instanceId>), filled with what was
 * sent and on the request's own version, so the applicant changes what the approver asked and
 * submits it again (the resubmit task's agree). Only while the request waits on her.
 */
export function ResubmitPage({ instanceId }: { instanceId: number }) {
  const { t } = useLanguage();
  const detail = useCall(operateInstanceDetail, { query: { instanceId } });
  const data = detail.data;
  const heading = data ? t('workflowApply.resubmitTitle', { name: data.processName }) : t('workflowApply.title');
  useDocumentTitle(heading);

  let body;
  if (detail.isError) body = <FailureState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (!data) body = <LoadingState />;
  else if (data.myTask?.kind !== 'resubmit')
    body = (
      <div role="status" className="flex flex-col items-center gap-3 rounded-lg bg-white px-4 py-12 text-center ring-1 ring-slate-200">
        <Undo2 aria-hidden size={28} className="text-slate-400" />
        <p className="max-w-md text-sm text-slate-600">{t('workflowApply.notReturned')}</p>
        <Link to={`${INITIATED_PROFILE_PATH}?id=${instanceId}`} className="text-sm text-brand-700 underline">
          {t('workflowApply.openRequest')}
        </Link>
      </div>
    );
  else
    body = (
      <ApplyForm
        key={`${instanceId}:${data.myTask.rev}`}
        process={{
          id: data.processId,
          code: '',
          name: data.processName,
          nameEn: data.processName,
          groupName: '',
          formPath: null,
          version: data.version,
        }}
        fields={readFields(data.formFields)}
        draft={null}
        resubmit={{ instanceId, taskId: data.myTask.taskId, rev: data.myTask.rev, formData: data.formData }}
      />
    );
  return <ApplyFrame heading={heading}>{body}</ApplyFrame>;
}
