import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { rolePage, roleSave } from '../../../shared/api/workflow-process-calls';
import { invalidateCall, useCallMutation } from '../../api/use-call';
import { Dialog } from '../../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { StaffPicker } from './staff-picker';
import type { useStaffNames } from './use-staff-names';

const saveBody = callBody(roleSave);
type Values = z.input<typeof saveBody>;
const EMPTY: Values = { code: '', name: '', nameEn: '', staffIds: [] };

/** A new workflow role: code, names and members. */
export function RoleDialog({
  open,
  onOpenChange,
  staff,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  staff: ReturnType<typeof useStaffNames>;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(saveBody), defaultValues: EMPTY });
  const save = useCallMutation(roleSave, { silent: true });
  const close = () => {
    form.reset(EMPTY);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={t('workflowDesign.roles.new')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(rolePage);
          close();
        }}
      >
        <FormField<Values> name="code" label={t('workflowDesign.roles.code')} hint={t('workflowDesign.basics.codeFormat')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="name" label={t('workflowDesign.roles.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="nameEn" label={t('workflowDesign.roles.nameEn')}>
          <Input autoComplete="off" />
        </FormField>
        <Controller
          control={form.control}
          name="staffIds"
          render={({ field }) => (
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium text-slate-700">{t('workflowDesign.roles.members')}</span>
              <StaffPicker value={field.value} onChange={field.onChange} nameOf={staff.nameOf} onPicked={staff.remember} />
            </div>
          )}
        />
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('workflowDesign.saving')}>{t('workflowDesign.roles.create')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
