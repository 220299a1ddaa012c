import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { roleUpdate } from '../../../shared/api/workflow-definition-calls';
import { rolePage, roleSave, type roleRow } from '../../../shared/api/workflow-process-calls';
import { invalidateCall, useCallMutation } from '../../api/use-call';
import { Dialog } from '../../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { StaffPicker } from './staff-picker';
import type { useStaffNames } from './use-staff-names';

const saveBody = callBody(roleSave);
type Values = z.input<typeof saveBody>;
const EMPTY: Values = { code: '', name: '', nameEn: '', staffIds: [] };

/**
 * A workflow role's code, names and members: a new one (roleSave), or an existing one renamed and
 * re-staffed (roleUpdate, the same body), whose code stays.
 */
export function RoleDialog({
  role,
  onClose,
  staff,
}: {
  /** The role edited; null: a new role. */
  role: z.infer<typeof roleRow> | null;
  onClose(): void;
  staff: ReturnType<typeof useStaffNames>;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(saveBody),
    defaultValues: role ? { code: role.code, name: role.name, nameEn: role.nameEn, staffIds: role.staffIds } : EMPTY,
  });
  const create = useCallMutation(roleSave, { silent: true });
  const update = useCallMutation(roleUpdate, { silent: true });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={role ? t('workflowDesign.roles.edit', { name: role.name }) : t('workflowDesign.roles.new')}
    >
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          if (role) await update.mutateAsync({ params: { id: role.id }, body: values });
          else await create.mutateAsync({ body: values });
          void invalidateCall(rolePage);
          onClose();
        }}
      >
        <FormField<Values> name="code" label={t('workflowDesign.roles.code')} hint={t('workflowDesign.basics.codeFormat')}>
          <Input autoComplete="off" readOnly={!!role} className={role ? 'bg-slate-50' : undefined} />
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
          <SubmitButton busyLabel={t('workflowDesign.saving')}>
            {role ? t('workflowDesign.roles.save') : t('workflowDesign.roles.create')}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
