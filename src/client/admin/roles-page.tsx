import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { resourceTree, roleGrants, roleGrantsSave, roleList, type AdminRoleRow } from '../../shared/api/admin-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { useDocumentTitle } from '../routes/use-document-title';
import { Button } from '../ui/button';
import { Tabs } from '../ui/tabs';
import { DataTable, cell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';
import { GrantTree, grantedLeaves } from './grant-tree';
import { CopyRoleDialog, DeleteRoleDialog, RoleDialog } from './role-dialogs';
import { FieldRightsPanel } from './fields/field-rights-panel';
import { openNew, useDialogFromQuery } from './use-dialog-from-query';
import { useLocalName } from './user-dialogs';

/** The grants of one role as a tree, saved in one go. */
function GrantsPanel({ role }: { role: AdminRoleRow }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const nodes = useCall(resourceTree);
  const grants = useCall(roleGrants, { params: { id: role.id } });
  // What the administrator ticked; until then, what the role grants now.
  const [edited, setChecked] = useState<Set<number> | null>(null);
  const stored = useMemo(
    () => (nodes.data && grants.data ? grantedLeaves(nodes.data, grants.data.resourceIds) : null),
    [nodes.data, grants.data],
  );
  const checked = edited ?? stored;
  const save = useCallMutation(roleGrantsSave, {
    onSuccess: () => {
      toast.success(t('admin.roles.grantsSaved', { name: local(role) }));
      void invalidateCall(roleGrants);
      void invalidateCall(roleList);
    },
  });
  return (
    <section aria-labelledby="admin-grants-title" className="flex min-w-0 flex-1 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="admin-grants-title" className="text-base font-semibold text-slate-900">
            {t('admin.roles.grantsOf', { name: local(role) })}
          </h2>
          <p className="text-sm text-slate-600">{t('admin.roles.grantsHint')}</p>
        </div>
        <Button
          disabled={!checked || save.isPending}
          onClick={() => checked && save.mutate({ body: { id: role.id, resourceIds: [...checked] } })}
        >
          {save.isPending ? t('admin.saving') : t('admin.save')}
        </Button>
      </div>
      <LoadState
        pending={nodes.isPending || grants.isPending}
        error={nodes.error ?? grants.error}
        onRetry={() => {
          void nodes.refetch();
          void grants.refetch();
        }}
      />
      {nodes.data && checked && <GrantTree nodes={nodes.data} checked={checked} onChange={setChecked} />}
    </section>
  );
}

type RoleTab = 'grants' | 'fields';

/** The selected role's rights: its menus and buttons, and the fields it hides (字段权限). */
function RolePanel({ role }: { role: AdminRoleRow }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const [tab, setTab] = useState<RoleTab>('grants');
  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <Tabs<RoleTab>
        id="admin-role-rights"
        label={t('fieldRights.tabsLabel', { name: local(role) })}
        tabs={[
          { key: 'grants', label: t('fieldRights.grantsTab') },
          { key: 'fields', label: t('fieldRights.tab') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'grants' ? <GrantsPanel role={role} /> : <FieldRightsPanel role={role} />}
      </Tabs>
    </div>
  );
}

/** /setModule/roles: system roles, their data scope, their grants and their field rights. */
export default function RolesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.roles.title'));
  const local = useLocalName();
  const roles = useCall(roleList);
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminRoleRow | 'new' | null>(null);
  useDialogFromQuery(
    'new',
    useMemo(() => openNew(() => setEditing('new')), []),
  );
  const [copying, setCopying] = useState<AdminRoleRow | null>(null);
  const [deleting, setDeleting] = useState<AdminRoleRow | null>(null);
  const current = roles.data?.find((role) => role.id === selected) ?? null;
  return (
    <PageFrame
      id="admin-roles-title"
      title={t('admin.roles.title')}
      intro={t('admin.roles.intro')}
      actions={<Button onClick={() => setEditing('new')}>{t('admin.roles.new')}</Button>}
    >
      <LoadState
        pending={roles.isPending}
        error={roles.error}
        onRetry={() => void roles.refetch()}
        empty={roles.data?.length === 0}
        emptyText={t('admin.roles.empty')}
      />
      {roles.data && roles.data.length > 0 && (
        <div className="flex flex-col gap-4 xl:flex-row xl:items-start">
          <div className="min-w-0 xl:w-[44rem]">
            <DataTable
              caption={t('admin.roles.caption')}
              head={[
                t('admin.roles.name'),
                t('admin.roles.dataScope'),
                t('admin.roles.holders'),
                t('admin.roles.grantCount'),
                t('admin.actions'),
              ]}
            >
              {roles.data.map((role) => (
                <tr key={role.id} className={role.id === selected ? 'bg-brand-50' : undefined}>
                  <td className={cell}>
                    <span className="font-medium text-slate-900">{local(role)}</span>
                    <span className="block text-xs text-slate-600">{role.code}</span>
                  </td>
                  <td className={cell}>{t(`admin.roles.scope.${role.dataScope}`)}</td>
                  <td className={cell}>{role.holders}</td>
                  <td className={cell}>{role.grants}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <Button size="sm" variant="ghost" aria-pressed={role.id === selected} onClick={() => setSelected(role.id)}>
                      {t('admin.roles.grants')}
                      <span className="sr-only"> {local(role)}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(role)}>
                      {t('admin.edit')}
                      <span className="sr-only"> {local(role)}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setCopying(role)}>
                      {t('admin.roles.copy')}
                      <span className="sr-only"> {local(role)}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(role)}>
                      {t('admin.roles.delete')}
                      <span className="sr-only"> {local(role)}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
          {current ? (
            <RolePanel key={current.id} role={current} />
          ) : (
            <p className="flex-1 rounded-md border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
              {t('admin.roles.grantsPick')}
            </p>
          )}
        </div>
      )}
      {editing && <RoleDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {copying && <CopyRoleDialog row={copying} onClose={() => setCopying(null)} />}
      {deleting && roles.data && <DeleteRoleDialog row={deleting} roles={roles.data} onClose={() => setDeleting(null)} />}
    </PageFrame>
  );
}
