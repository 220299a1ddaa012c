import { ChevronLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { operateDraft } from '../../../shared/api/workflow-apply-calls';
import { processFormField, selectProcess } from '../../../shared/api/workflow-process-calls';
import { useCall } from '../../api/use-call';
import { useLanguage } from '../../i18n/i18n';
import { useDocumentTitle } from '../../routes/use-document-title';
import { ApplyForm } from './apply-form';
import { SPONSOR_PATH, processOfPage } from './apply-path';
import { FailureState, LoadingState, UnavailableState } from './page-states';

/**
 * Every apply route of /general/process (…/recharge/apply, …/payment/apply…): the process bound
 * to the route (or named by ?processId=) with its published form, the saved draft and the preview.
 */
export default function ApplyPage() {
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

  return (
    <section aria-labelledby="apply-title" className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <Link to={SPONSOR_PATH} className="inline-flex w-fit items-center gap-0.5 text-sm text-slate-600 hover:text-brand-700">
          <ChevronLeft aria-hidden size={16} />
          {t('workflowApply.title')}
        </Link>
        <h1 id="apply-title" className="text-xl font-semibold text-slate-900">
          {name ?? t('workflowApply.title')}
        </h1>
      </header>
      {body}
    </section>
  );
}
