import { useLocation } from 'react-router-dom';
import { operateDraft } from '../../../shared/api/workflow-apply-calls';
import { processFormField, selectProcess } from '../../../shared/api/workflow-process-calls';
import { useCall } from '../../api/use-call';
import { useLanguage } from '../../i18n/i18n';
import { useDocumentTitle } from '../../routes/use-document-title';
import { ApplyForm } from './apply-form';
import { ApplyFrame } from './apply-frame';
import { processOfPage } from './apply-path';
import { FailureState, LoadingState, UnavailableState } from './page-states';
import { ResubmitPage } from './resubmit-page';

/**
 * Every apply route of /general/process (…/recharge/apply, …/payment/apply…): the process bound
 * to the route (or named by ?processId=) with its published form, the saved draft and the preview;
 * with ?resubmit=<instanceId>, a returned request to change and submit again.
 */
export default function ApplyPage() {
  const resubmit = Number(new URLSearchParams(useLocation().search).get('resubmit'));
  return Number.isInteger(resubmit) && resubmit > 0 ? <ResubmitPage instanceId={resubmit} /> : <StartPage />;
}

function StartPage() {
  const { t, language } = useLanguage();
  const { pathname, search } = useLocation();
  const processes = useCall(selectProcess);
  const process = processes.data ? processOfPage(processes.data, pathname, new URLSearchParams(search).get('processId')) : null;
  const form = useCall(processFormField, process ? { params: { id: process.id } } : null);
  const draft = useCall(operateDraft, process ? { query: { processId: process.id } } : null, { retry: false });
  const name = process ? (language === 'en' ? process.nameEn : process.name) : null;
  useDocumentTitle(name ?? t('workflowApply.title'));

  let body;
  if (processes.isError) body = <FailureState error={processes.error} onRetry={() => void processes.refetch()} />;
  else if (processes.isPending) body = <LoadingState />;
  else if (!process) body = <UnavailableState />;
  else if (form.isError) body = <FailureState error={form.error} onRetry={() => void form.refetch()} />;
  // A draft that cannot be read is no reason to withhold the form: it opens empty.
  else if (form.isPending || draft.isPending) body = <LoadingState />;
  else
    body = (
      <ApplyForm key={`${process.id}:${form.data.version}`} process={process} fields={form.data.formFields} draft={draft.data ?? null} />
    );

  return <ApplyFrame heading={name ?? t('workflowApply.title')}>{body}</ApplyFrame>;
}
