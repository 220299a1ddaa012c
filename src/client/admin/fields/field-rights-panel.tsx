import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import type { AdminRoleRow } from '../../../shared/api/admin-calls';
import { fieldsOfPage, type FieldRightPage } from '../../../shared/admin/field-rights';
import { BUSINESS_PAGES } from '../../../shared/business/page-links';
import { roleFieldRights, roleFieldRightsSave } from '../../../shared/api/field-rights-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { callBody, Form, FormError, SubmitButton } from '../../ui/form';
import { LoadState } from '../../ui/load-state';
import { useLocalName } from '../user-dialogs';

const saveBody = callBody(roleFieldRightsSave);
type SaveValues = z.input<typeof saveBody>;

/** The name of each page with field rights, as the menu calls it. */
const PAGE_NAMES: Record<FieldRightPage, 'customerDetails'> = { [BUSINESS_PAGES.clientDetails]: 'customerDetails' };

/** One page's fields as checkboxes (ticked: the role's holders see it), saved on their own. */
function PageFields({ role, page, hidden }: { role: AdminRoleRow; page: FieldRightPage; hidden: string[] }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const form = useForm<SaveValues>({ resolver: zodResolver(saveBody), defaultValues: { id: role.id, page, hidden } });
  const save = useCallMutation(roleFieldRightsSave, { silent: true });
  const current = useWatch({ control: form.control, name: 'hidden' });
  const titleId = `field-rights-${PAGE_NAMES[page]}`;
  return (
    <Form
      form={form}
      className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3"
      aria-labelledby={titleId}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ body: values });
        form.reset({ id: role.id, page, hidden: saved.pages.find((entry) => entry.page === page)?.hidden ?? [] });
        void invalidateCall(roleFieldRights);
        toast.success(t('fieldRights.saved', { name: local(role) }));
      }}
    >
      <fieldset className="flex flex-col gap-1">
        <legend id={titleId} className="mb-1 text-sm font-medium text-slate-900">
          {t(`fieldRights.pages.${PAGE_NAMES[page]}`)} <span className="font-normal text-slate-600">{page}</span>
        </legend>
        {fieldsOfPage(page).map((field) => (
          <label key={field} className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={!current.includes(field)}
              onChange={(event) =>
                form.setValue('hidden', event.target.checked ? current.filter((name) => name !== field) : [...current, field], {
                  shouldDirty: true,
                })
              }
            />
            <span>
              {t(`fieldRights.fields.${field as 'balance'}.name`)}
              <span className="block text-xs text-slate-600">{t(`fieldRights.fields.${field as 'balance'}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormError />
      <div className="flex justify-end">
        <SubmitButton busyLabel={t('admin.saving')}>{t('fieldRights.save')}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * 字段权限 of a role: for each page with field rights, which of its fields the role's holders see.
 * A person sees a field when any of their roles that opens the page shows it.
 */
export function FieldRightsPanel({ role }: { role: AdminRoleRow }) {
  const { t } = useTranslation();
  const rights = useCall(roleFieldRights, { params: { id: role.id } });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('fieldRights.hint')}</p>
      <LoadState pending={rights.isPending} error={rights.error} onRetry={() => void rights.refetch()} />
      {rights.data?.pages.map((entry) => (
        <PageFields key={`${role.id}-${entry.page}`} role={role} page={entry.page as FieldRightPage} hidden={entry.hidden} />
      ))}
    </div>
  );
}
