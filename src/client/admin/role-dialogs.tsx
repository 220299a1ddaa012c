import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import type { z } from 'zod';
import { DATA_SCOPES, roleCopy, roleDelete, roleList, roleSave, type AdminRoleRow } from '../../shared/api/admin-calls';
import { invalidateCall, useCallMutation } from '../api/use-call';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';
import { useLocalName } from './user-dialogs';

const saveBody = callBody(roleSave);
const copyBody = callBody(roleCopy);
type SaveValues = z.input<typeof saveBody>;
type CopyValues = z.input<typeof copyBody>;

export function RoleDialog({ row, onClose }: { row: AdminRoleRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<SaveValues>({
    resolver: zodResolver(saveBody),
    defaultValues: row
      ? { id: row.id, code: row.code, name: row.name, nameEn: row.nameEn, description: row.description, dataScope: row.dataScope }
      : { code: '', name: '', nameEn: '', description: '', dataScope: 'own' },
  });
  const save = useCallMutation(roleSave, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t(row ? 'admin.roles.edit' : 'admin.roles.new')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(roleList);
          onClose();
        }}
      >
        <FormField<SaveValues> name="code" label={t('admin.roles.code')}>
          <Input autoComplete="off" placeholder="sales-lead" />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<SaveValues> name="name" label={t('admin.roles.name')}>
            <Input autoComplete="off" />
          </FormField>
          <FormField<SaveValues> name="nameEn" label={t('admin.roles.nameEn')}>
            <Input autoComplete="off" />
          </FormField>
        </div>
        <FormField<SaveValues> name="description" label={t('admin.roles.description')}>
          <Input autoComplete="off" />
        </FormField>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('admin.roles.dataScope')}</legend>
          {DATA_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="radio" value={scope} className="h-4 w-4" {...form.register('dataScope')} />
              {t(`admin.roles.scope.${scope}`)}
            </label>
          ))}
        </fieldset>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('admin.saving')}>{t('admin.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

export function CopyRoleDialog({ row, onClose }: { row: AdminRoleRow; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<CopyValues>({
    resolver: zodResolver(copyBody),
    defaultValues: { id: row.id, code: `${row.code}-copy`.slice(0, 40), name: `${row.name} 副本`, nameEn: `${row.nameEn} copy` },
  });
  const copy = useCallMutation(roleCopy, { silent: true });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('admin.roles.copyTitle', { name: row.name })}
      description={t('admin.roles.copyHint')}
    >
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await copy.mutateAsync({ body: values });
          void invalidateCall(roleList);
          onClose();
        }}
      >
        <FormField<CopyValues> name="code" label={t('admin.roles.code')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<CopyValues> name="name" label={t('admin.roles.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<CopyValues> name="nameEn" label={t('admin.roles.nameEn')}>
          <Input autoComplete="off" />
        </FormField>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('admin.saving')}>{t('admin.roles.copy')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** Deleting a held role needs the role its holders get instead (the server refuses otherwise). */
export function DeleteRoleDialog({ row, roles, onClose }: { row: AdminRoleRow; roles: readonly AdminRoleRow[]; onClose(): void }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const [reassignTo, setReassignTo] = useState(0);
  const remove = useCallMutation(roleDelete, {
    onSuccess: () => {
      toast.success(t('admin.roles.deleted', { name: local(row) }));
      void invalidateCall(roleList);
      onClose();
    },
  });
  const held = row.holders > 0;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('admin.roles.deleteTitle', { name: local(row) })}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">{held ? t('admin.roles.deleteHeld', { count: row.holders }) : t('admin.roles.deleteFree')}</p>
        {held && (
          <label className="flex flex-col gap-1 text-sm text-slate-800">
            {t('admin.roles.reassignTo')}
            <select
              className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
              value={reassignTo}
              onChange={(event) => setReassignTo(Number(event.target.value))}
            >
              <option value={0}>{t('admin.roles.choose')}</option>
              {roles
                .filter((role) => role.id !== row.id)
                .map((role) => (
                  <option key={role.id} value={role.id}>
                    {local(role)}
                  </option>
                ))}
            </select>
          </label>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending || (held && reassignTo === 0)}
            onClick={() => remove.mutate({ body: { id: row.id, ...(held ? { reassignTo } : {}) } })}
          >
            {t('admin.roles.delete')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
