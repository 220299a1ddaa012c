import { zodResolver } from '@hookform/resolvers/zod';
import { Save, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { operateDraft, operateDraftSave, type DraftRow } from '../../../shared/api/workflow-apply-calls';
import type { FormField } from '../../../shared/api/workflow-form';
import { operateStart } from '../../../shared/api/workflow-operate-calls';
import { invalidateCall, useCallMutation } from '../../api/use-call';
import { useSessionUser } from '../../auth';
import { formatTime } from '../../download';
import { useLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Form, FormError, SubmitButton, showFailure } from '../../ui/form';
import { invalidateTaskViews, useAgreeTask } from '../task-actions';
import { applyErrorMap, applySchema, errorsPerField, type ApplyValues } from './apply-schema';
import { INITIATED_PROFILE_PATH, type StartableProcess } from './apply-path';
import { ApproverPreview } from './approver-preview';
import { FieldWidget } from './form-field-widget';
import { useApproverPreview } from './use-approver-preview';

export interface ApplyFormProps {
  process: StartableProcess;
  fields: readonly FormField[];
  draft: DraftRow | null;
  /** A returned request sent again: its values, and the applicant's resubmit task to agree. */
  resubmit?: { instanceId: number; taskId: number; rev: number; formData: Record<string, unknown> };
}

/**
 * The apply form of any process, rendered from its published field list and checked with the
 * schema the server builds from the same list; beside it, who will approve with these values.
 */
export function ApplyForm({ process, fields, draft, resubmit }: ApplyFormProps) {
  const { t, language } = useLanguage();
  const navigate = useNavigate();
  const user = useSessionUser();
  const processName = language === 'en' ? process.nameEn : process.name;
  // The resolver reads the schema of the moment: the nodes that need a choice follow the preview.
  const schema = useRef(applySchema(fields, []));
  const resolver: Resolver<ApplyValues> = async (values, context, options) => {
    const result = await zodResolver(schema.current, { error: applyErrorMap(language) })(values, context, options);
    return { ...result, errors: errorsPerField(result.errors, fields) } as ResolverResult<ApplyValues>;
  };
  const form = useForm<ApplyValues>({
    defaultValues: { formData: resubmit?.formData ?? draft?.formData ?? {}, chosen: draft?.chosenApprovers ?? {} },
    resolver,
  });
  // A returned request keeps its own version's path (its profile shows it); the preview follows the published one.
  const preview = useApproverPreview(process.id, fields, form.control, !resubmit);
  const chosenNodes = (preview.data?.nodes ?? []).filter((node) => node.chosenByApplicant).map((node) => node.nodeId);
  const chosenKey = chosenNodes.join(',');
  const built = useMemo(() => applySchema(fields, chosenKey ? chosenKey.split(',') : []), [fields, chosenKey]);
  useEffect(() => {
    schema.current = built;
  }, [built]);

  const start = useCallMutation(operateStart, { silent: true });
  const agree = useAgreeTask({ silent: true });
  const saveDraft = useCallMutation(operateDraftSave, { silent: true });

  const submit = async (values: ApplyValues) => {
    if (resubmit) {
      await agree.mutateAsync({ body: { taskId: resubmit.taskId, rev: resubmit.rev, formData: values.formData } });
      toast.success(t('workflowApply.resubmitted', { name: processName }));
      navigate(`${INITIATED_PROFILE_PATH}?id=${resubmit.instanceId}`);
      return;
    }
    const { instanceId } = await start.mutateAsync({ body: { processId: process.id, formData: values.formData, chosen: values.chosen } });
    toast.success(t('workflowApply.submitted', { name: processName }));
    void invalidateTaskViews();
    void invalidateCall(operateDraft, { query: { processId: process.id } });
    navigate(`${INITIATED_PROFILE_PATH}?id=${instanceId}`);
  };

  const keepDraft = async () => {
    form.clearErrors('root.server');
    const { formData, chosen } = form.getValues();
    try {
      await saveDraft.mutateAsync({ body: { processId: process.id, formData: withoutEmpty(formData), chosenApprovers: chosen } });
      toast.success(t('workflowApply.draftSaved'));
      void invalidateCall(operateDraft, { query: { processId: process.id } });
    } catch (error) {
      showFailure(form, error);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    } else if (event.target instanceof HTMLInputElement) {
      // Enter in a one-line box would submit a half-filled form; Ctrl/⌘+Enter is the submit key.
      event.preventDefault();
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label={processName}
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="flex min-w-0 flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5">
        <h2 className="text-base font-semibold text-slate-900">{t('workflowApply.formTitle')}</h2>
        {draft && (
          <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {t('workflowApply.draftRestored', { time: formatTime(draft.updatedAt, language) })}
          </p>
        )}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {fields.map((field) => (
            <div key={field.key} className={wide(field) ? 'md:col-span-2' : undefined}>
              <FieldWidget field={field} />
            </div>
          ))}
        </div>
        <FormError />
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
          <SubmitButton busyLabel={t('workflowApply.submitting')} aria-keyshortcuts="Control+Enter Meta+Enter">
            <Send aria-hidden size={14} />
            {resubmit ? t('workflowApply.resubmit') : t('workflowApply.submit')}
          </SubmitButton>
          {!resubmit && (
            <Button variant="secondary" disabled={saveDraft.isPending} onClick={() => void keepDraft()}>
              <Save aria-hidden size={14} />
              {saveDraft.isPending ? t('workflowApply.savingDraft') : t('workflowApply.saveDraft')}
            </Button>
          )}
          <span className="hidden text-xs text-slate-500 sm:inline">{t('workflowApply.submitHint')}</span>
        </div>
      </div>
      {!resubmit && (
        <div className="min-w-0 lg:sticky lg:top-0 lg:self-start">
          <ApproverPreview preview={preview} fields={fields} applicant={user?.name ?? ''} />
        </div>
      )}
    </Form>
  );
}

/** Long text, files and detail rows take the whole width; short fields sit two to a row. */
const wide = (field: FormField) => field.type === 'textarea' || field.type === 'attachment' || field.type === 'detail';

/** The draft keeps what was typed, without the keys of boxes left empty. */
function withoutEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  );
}
