import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PreviewNode, PreviewResult } from '../../../shared/api/workflow-apply-calls';
import type { FormField } from '../../../shared/api/workflow-form';
import type { ApiError } from '../../api/api-error';
import { failureText } from '../../api/failure-text';
import { useLanguage } from '../../i18n/i18n';
import { fieldLabel } from './apply-schema';
import { StaffMultiPicker } from './staff-picker';
import { WidgetField } from './widget-field';

const KIND_TONE: Record<PreviewNode['kind'], string> = {
  approver: 'bg-brand-50 text-brand-700',
  handler: 'bg-amber-50 text-amber-800',
  cc: 'bg-slate-100 text-slate-700',
};

/** The approvers the applicant picks for one node; Field hands it the label's id. */
function ChosenPicker({ name, ...aria }: { name: string; id?: string; 'aria-describedby'?: string; invalid?: boolean }) {
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <StaffMultiPicker {...aria} ref={field.ref} value={(field.value as number[] | undefined) ?? []} onChange={field.onChange} />
      )}
    />
  );
}

function NodePeople({ node }: { node: PreviewNode }) {
  const { t } = useTranslation();
  if (node.chosenByApplicant) {
    return (
      <div className="mt-1.5">
        <WidgetField
          name={`chosen.${node.nodeId}`}
          label={t('workflowApply.preview.chooseApprovers')}
          required
          hint={t('workflowApply.preview.chosenHint')}
        >
          <ChosenPicker name={`chosen.${node.nodeId}`} />
        </WidgetField>
      </div>
    );
  }
  if (node.whenEmpty && node.people.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {t(node.whenEmpty === 'autoPass' ? 'workflowApply.preview.autoPass' : 'workflowApply.preview.toAdmin')}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-800">
      {node.people.length > 0 ? node.people.map((person) => person.name).join('、') : t('workflowApply.preview.nobody')}
      {node.whenEmpty === 'admin' && <span className="ml-1 text-xs text-slate-500">{t('workflowApply.preview.toAdmin')}</span>}
    </p>
  );
}

function Step({ node }: { node: PreviewNode }) {
  const { t } = useTranslation();
  return (
    <li className="relative pb-4 pl-5" data-node={node.nodeId}>
      <span aria-hidden className="absolute top-1.5 left-0 size-2.5 rounded-full bg-brand-500" />
      <span aria-hidden className="absolute top-4 bottom-0 left-[4px] w-px bg-slate-200" />
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-sm font-medium text-slate-900">{node.name}</span>
        <span className={clsx('rounded px-1.5 py-0.5 text-xs', KIND_TONE[node.kind])}>{t(`workflowApply.preview.kind.${node.kind}`)}</span>
        {node.mode && node.kind !== 'cc' && node.people.length > 1 && (
          <span className="text-xs text-slate-500">{t(`workflowApply.preview.mode.${node.mode}`)}</span>
        )}
      </div>
      {node.parallel && <p className="text-xs text-slate-500">{t('workflowApply.preview.parallel', { name: node.parallel.branchName })}</p>}
      <NodePeople node={node} />
    </li>
  );
}

/** Who will approve, given the values on screen: the path the request would take, step by step. */
export function ApproverPreview({
  preview,
  fields,
  applicant,
}: {
  preview: UseQueryResult<PreviewResult, ApiError>;
  fields: readonly FormField[];
  applicant: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const data = preview.data;
  const pending = (data?.pendingFields ?? []).map((key) => {
    const field = fields.find((candidate) => candidate.key === key);
    return field ? fieldLabel(field, language) : key;
  });
  return (
    <section
      aria-labelledby="approver-preview-title"
      aria-busy={preview.isFetching}
      className="rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="approver-preview-title" className="text-base font-semibold text-slate-900">
        {t('workflowApply.preview.title')}
      </h2>
      {preview.isError && !data && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('workflowApply.preview.failed', { message: failureText(preview.error) })}
        </p>
      )}
      {!data && preview.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-500">
          {t('workflowApply.preview.loading')}
        </p>
      )}
      {data && (
        <>
          <p className="mt-1 text-xs text-slate-500">{t('workflowApply.preview.intro')}</p>
          <ol className="mt-3" aria-live="polite">
            <li className="relative pb-4 pl-5">
              <span aria-hidden className="absolute top-1.5 left-0 size-2.5 rounded-full bg-slate-400" />
              <span aria-hidden className="absolute top-4 bottom-0 left-[4px] w-px bg-slate-200" />
              <span className="text-sm font-medium text-slate-900">{t('workflowApply.preview.applicant')}</span>
              <p className="text-sm text-slate-800">{applicant}</p>
            </li>
            {data.nodes.map((node) => (
              <Step key={`${node.nodeId}-${node.parallel?.branchId ?? ''}`} node={node} />
            ))}
            <li className="relative pl-5">
              <span aria-hidden className="absolute top-1.5 left-0 size-2.5 rounded-full bg-slate-300" />
              <span className="text-sm text-slate-500">{t('workflowApply.preview.end')}</span>
            </li>
          </ol>
          {pending.length > 0 && (
            <p className="mt-2 text-xs text-amber-800">{t('workflowApply.preview.pending', { fields: pending.join('、') })}</p>
          )}
          {preview.isError && (
            <p role="alert" className="mt-2 text-xs text-red-700">
              {t('workflowApply.preview.failed', { message: failureText(preview.error) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
