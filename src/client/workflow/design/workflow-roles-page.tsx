import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { roleDelete } from '../../../shared/api/workflow-definition-calls';
import { rolePage, roleStateUpdate, type roleRow } from '../../../shared/api/workflow-process-calls';
import { failureText } from '../../api/failure-text';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Pager } from '../../business';
import { useDocumentTitle } from '../../routes/use-document-title';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { ConfirmDialog } from './confirm-dialog';
import { LoadState } from '../../ui/load-state';
import { RoleDialog } from './role-dialog';
import { StateSwitch } from './state-switch';
import { useStaffNames } from './use-staff-names';

const PAGE_SIZE = 20;
type Role = z.infer<typeof roleRow>;

/** /setModule/process/roles: the workflow roles approver nodes name, with their members. */
export default function WorkflowRolesPage() {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  useDocumentTitle(t('workflowDesign.roles.title'));
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  // The dialog's role: 'new', a row being edited, or closed.
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useCallMutation(roleDelete, {
    silent: true,
    onSuccess: () => invalidateCall(rolePage),
    // In use by a published process or a running request: the message names the processes.
    onError: (error) => toast.error(failureText(error)),
    onSettled: () => setDeleting(null),
  });
  const staff = useStaffNames();
  const query = useCall(
    rolePage,
    { body: { keyword: keyword.trim() || undefined, page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const toggle = useCallMutation(roleStateUpdate, {
    silent: true,
    onSuccess: () => invalidateCall(rolePage),
    onError: (error) => toast.error(failureText(error)),
  });
  const rows = query.data?.rows ?? [];
  return (
    <section aria-labelledby="roles-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="roles-title" className="text-xl font-semibold text-slate-900">
            {t('workflowDesign.roles.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('workflowDesign.roles.intro')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="role-keyword">
            {t('workflowDesign.roles.search')}
          </label>
          <Input
            id="role-keyword"
            type="search"
            className="w-56"
            value={keyword}
            placeholder={t('workflowDesign.roles.search')}
            onChange={(event) => {
              setKeyword(event.target.value);
              setPage(1);
            }}
          />
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus size={14} aria-hidden />
            {t('workflowDesign.roles.new')}
          </Button>
        </div>
      </header>
      <LoadState
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={rows.length === 0}
        emptyText={keyword ? t('workflowDesign.roles.noMatch') : t('workflowDesign.roles.empty')}
      >
        <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
          <table className="w-full min-w-[560px] text-sm" aria-busy={query.isFetching}>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                {(['name', 'members', 'state', 'actions'] as const).map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {t(`workflowDesign.roles.col.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-code={row.code} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2">
                    <p className="font-medium text-slate-900">{english ? row.nameEn : row.name}</p>
                    <p className="text-xs text-slate-500">{row.code}</p>
                  </td>
                  <td className="px-3 py-2">
                    {row.staffIds.length === 0 ? (
                      <span className="text-amber-700">{t('workflowDesign.roles.noMembers')}</span>
                    ) : (
                      <ul className="flex flex-wrap gap-1">
                        {row.staffIds.map((id) => (
                          <li key={id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                            {staff.nameOf(id)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <StateSwitch
                      enabled={row.state === 'enabled'}
                      label={t('workflowDesign.roles.stateOf', { name: english ? row.nameEn : row.name })}
                      busy={toggle.isPending && toggle.variables?.body.id === row.id}
                      onChange={(enabled) => toggle.mutate({ body: { id: row.id, state: enabled ? 'enabled' : 'disabled' } })}
                    />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(row)}>
                      {t('workflowDesign.roles.editShort')}
                    </Button>{' '}
                    <Button size="sm" variant="ghost" className="text-red-700" disabled={remove.isPending} onClick={() => setDeleting(row)}>
                      {t('workflowDesign.roles.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pageSize={PAGE_SIZE} count={query.data?.count ?? 0} onPage={setPage} />
      </LoadState>
      {deleting && (
        <ConfirmDialog
          title={t('workflowDesign.roles.deleteTitle', { name: english ? deleting.nameEn : deleting.name })}
          description={t('workflowDesign.roles.confirmDelete')}
          confirmLabel={t('workflowDesign.roles.delete')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate({ params: { id: deleting.id } })}
        />
      )}
      {editing && (
        <RoleDialog
          key={editing === 'new' ? 'new' : editing.id}
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          staff={staff}
        />
      )}
    </section>
  );
}
