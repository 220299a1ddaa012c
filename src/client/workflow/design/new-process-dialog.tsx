import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { processQueryPage, processSave, type ProcessRow } from '../../../shared/api/workflow-process-calls';
import { invalidateCall, useCallMutation } from '../../api/use-call';
import { Dialog } from '../../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';

const saveBody = callBody(processSave);
type Values = z.input<typeof saveBody>;
type Output = z.output<typeof saveBody>;
const EMPTY: Values = { code: '', name: '', nameEn: '', groupName: '', formId: null, serviceName: null, graph: { nodes: [] } };

/** A new process: its code and names; the flow is drawn in the designer afterwards. */
export function NewProcessDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(row: ProcessRow): void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(saveBody) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: EMPTY,
  });
  const save = useCallMutation(processSave, { silent: true });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(EMPTY);
        onOpenChange(next);
      }}
      title={t('workflowDesign.processes.new')}
    >
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          const row = await save.mutateAsync({ body: values });
          void invalidateCall(processQueryPage);
          form.reset(EMPTY);
          onOpenChange(false);
          onCreated(row);
        }}
      >
        <FormField<Values> name="code" label={t('workflowDesign.basics.code')} hint={t('workflowDesign.basics.codeFormat')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="name" label={t('workflowDesign.basics.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="nameEn" label={t('workflowDesign.basics.nameEn')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="groupName" label={t('workflowDesign.basics.group')}>
          <Input autoComplete="off" />
        </FormField>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('workflowDesign.saving')}>{t('workflowDesign.processes.create')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
