import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../ui/toast';
import { userOptions, userQuery, userStatus, userUnlock, type AdminUserRow, type StaffStatus } from '../../shared/api/admin-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { useSessionUser } from '../auth';
import { useDocumentTitle } from '../routes/use-document-title';
import { Button } from '../ui/button';
import { DataTable, cell } from '../ui/data-table';
import { Dialog } from '../ui/dialog';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';
import { SearchBox } from '../ui/search-box';
import { useDateTime } from '../ui/use-date-time';
import { StaffImportButton } from './org/staff-import-dialog';
import { openNew, useDialogFromQuery } from './use-dialog-from-query';
import { ResetPasswordDialog, UserDialog, useLocalName } from './user-dialogs';

const PAGE_SIZE = 20;
const selectClass = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

function StatusBadge({ row }: { row: AdminUserRow }) {
  const { t } = useTranslation();
  const badges: { key: string; text: string; tone: string }[] = [];
  if (row.status === 'disabled') badges.push({ key: 'd', text: t('admin.users.disabled'), tone: 'bg-slate-200 text-slate-800' });
  else badges.push({ key: 'a', text: t('admin.users.active'), tone: 'bg-emerald-100 text-emerald-900' });
  if (row.lockedUntil) badges.push({ key: 'l', text: t('admin.users.locked'), tone: 'bg-amber-100 text-amber-900' });
  if (row.mustChangePassword) badges.push({ key: 'm', text: t('admin.users.mustChange'), tone: 'bg-sky-100 text-sky-900' });
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((badge) => (
        <span key={badge.key} className={`rounded px-1.5 py-0.5 text-xs whitespace-nowrap ${badge.tone}`}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}

/** A staff id from the address (`?reset=3`), or 0 when it names no one. */
const staffIdOf = (value: string | null): number => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

/**
 * `?reset=<staffId>` / `?edit=<staffId>` (the palette's 重置密码… / 分配角色…): that person's row, asked for
 * by id, and the openers the dialogs hand to useDialogFromQuery. An id that names no one: a toast, no dialog.
 */
function usePersonFromQuery(selfId: number | null, open: { reset(row: AdminUserRow): void; edit(row: AdminUserRow): void }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = staffIdOf(search.get('reset') ?? search.get('edit'));
  const asked = useCall(userQuery, id ? { body: { id, page: 1, pageSize: 1 } } : null);
  const settle = useCallback(
    (value: string, show: (row: AdminUserRow) => void, allowed: (row: AdminUserRow) => boolean): boolean => {
      const wanted = staffIdOf(value);
      if (wanted && (asked.isPending || wanted !== id)) return false;
      const row = wanted ? asked.data?.rows.find((person) => person.id === wanted) : undefined;
      if (!row) toast.error(t('palette.peopleAdmin.notFound', { id: value }));
      else if (allowed(row)) show(row);
      else toast.error(t('palette.peopleAdmin.notOwnPassword'));
      return true;
    },
    [asked.isPending, asked.data, id, t],
  );
  useDialogFromQuery(
    'reset',
    useCallback((value: string) => settle(value, open.reset, (row) => row.id !== selfId), [settle, open.reset, selfId]),
  );
  useDialogFromQuery(
    'edit',
    useCallback((value: string) => settle(value, open.edit, () => true), [settle, open.edit]),
  );
}

/** /setModule/authManage/user: staff accounts, their roles and departments. */
export default function UsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.users.title'));
  const local = useLocalName();
  const formatDateTime = useDateTime();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<StaffStatus | ''>('');
  const [roleId, setRoleId] = useState(0);
  const [deptId, setDeptId] = useState(0);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUserRow | 'new' | null>(null);
  useDialogFromQuery(
    'new',
    useMemo(() => openNew(() => setEditing('new')), []),
  );
  const [resetting, setResetting] = useState<AdminUserRow | null>(null);
  // The server refuses an administrator disabling themselves or resetting their own password: no such buttons.
  const selfId = useSessionUser()?.staffId ?? null;
  usePersonFromQuery(
    selfId,
    useMemo(() => ({ reset: setResetting, edit: setEditing }), []),
  );
  const [disabling, setDisabling] = useState<AdminUserRow | null>(null);
  const options = useCall(userOptions);
  const list = useCall(userQuery, {
    body: {
      page,
      pageSize: PAGE_SIZE,
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(status ? { status } : {}),
      ...(roleId ? { roleId } : {}),
      ...(deptId ? { deptId } : {}),
    },
  });
  const changeStatus = useCallMutation(userStatus, {
    onSuccess: (row) => {
      toast.success(t(row.status === 'disabled' ? 'admin.users.done.disabled' : 'admin.users.done.enabled', { name: row.name }));
      setDisabling(null);
      void invalidateCall(userQuery);
    },
  });
  const unlock = useCallMutation(userUnlock, {
    onSuccess: (row) => {
      toast.success(t('admin.users.done.unlocked', { name: row.name }));
      void invalidateCall(userQuery);
    },
  });
  const filterChanged =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  return (
    <PageFrame
      id="admin-users-title"
      title={t('admin.users.title')}
      intro={t('admin.users.intro')}
      actions={
        <>
          <StaffImportButton />
          <Button onClick={() => setEditing('new')}>{t('admin.users.new')}</Button>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox id="admin-users-search" label={t('admin.users.search')} value={keyword} onChange={filterChanged(setKeyword)} />
        <label className="flex items-center gap-1 text-sm text-slate-700">
          {t('admin.users.status')}
          <select
            className={selectClass}
            value={status}
            onChange={(event) => filterChanged(setStatus)(event.target.value as StaffStatus | '')}
          >
            <option value="">{t('admin.all')}</option>
            <option value="active">{t('admin.users.active')}</option>
            <option value="disabled">{t('admin.users.disabled')}</option>
          </select>
        </label>
        <label className="flex items-center gap-1 text-sm text-slate-700">
          {t('admin.users.role')}
          <select className={selectClass} value={roleId} onChange={(event) => filterChanged(setRoleId)(Number(event.target.value))}>
            <option value={0}>{t('admin.all')}</option>
            {options.data?.roles.map((role) => (
              <option key={role.id} value={role.id}>
                {local(role)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1 text-sm text-slate-700">
          {t('admin.users.dept')}
          <select className={selectClass} value={deptId} onChange={(event) => filterChanged(setDeptId)(Number(event.target.value))}>
            <option value={0}>{t('admin.all')}</option>
            {options.data?.departments.map((dept) => (
              <option key={dept.id} value={dept.id}>
                {local(dept)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={list.data?.rows.length === 0}
        emptyText={t('admin.users.empty')}
      />
      {list.data && list.data.rows.length > 0 && (
        <>
          <DataTable
            caption={t('admin.users.caption')}
            head={[
              t('admin.users.name'),
              t('admin.users.jobNumber'),
              t('admin.users.dept'),
              t('admin.users.role'),
              t('admin.users.status'),
              t('admin.users.lastLogin'),
              t('admin.actions'),
            ]}
          >
            {list.data.rows.map((row) => (
              <tr key={row.id}>
                <td className={`${cell} whitespace-nowrap`}>
                  <span className="font-medium text-slate-900">{local(row)}</span>
                  <span className="block text-xs text-slate-600">{row.username}</span>
                </td>
                <td className={`${cell} whitespace-nowrap`}>{row.jobNumber}</td>
                <td className={`${cell} whitespace-nowrap`}>{row.departments.map(local).join('、')}</td>
                <td className={`${cell} whitespace-nowrap`}>{row.roles.map(local).join('、')}</td>
                <td className={cell}>
                  <StatusBadge row={row} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {row.lastLoginAt ? formatDateTime(row.lastLoginAt) : t('admin.users.never')}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                    {t('admin.edit')}
                    <span className="sr-only"> {row.name}</span>
                  </Button>
                  {row.id === selfId ? null : row.status === 'active' ? (
                    <Button size="sm" variant="ghost" onClick={() => setDisabling(row)}>
                      {t('admin.users.disable')}
                      <span className="sr-only"> {row.name}</span>
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={changeStatus.isPending}
                      onClick={() => changeStatus.mutate({ body: { id: row.id, status: 'active' } })}
                    >
                      {t('admin.users.enable')}
                      <span className="sr-only"> {row.name}</span>
                    </Button>
                  )}
                  {row.lockedUntil && (
                    <Button size="sm" variant="ghost" disabled={unlock.isPending} onClick={() => unlock.mutate({ body: { id: row.id } })}>
                      {t('admin.users.unlock')}
                      <span className="sr-only"> {row.name}</span>
                    </Button>
                  )}
                  {row.id !== selfId && (
                    <Button size="sm" variant="ghost" onClick={() => setResetting(row)}>
                      {t('admin.users.resetPassword')}
                      <span className="sr-only"> {row.name}</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <nav className="flex items-center justify-end gap-2 text-sm text-slate-700" aria-label={t('admin.users.caption')}>
            <span>{t('admin.pageOf', { page, pages, count: list.data.count })}</span>
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('admin.previous')}
            </Button>
            <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('admin.next')}
            </Button>
          </nav>
        </>
      )}
      {editing && <UserDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {resetting && <ResetPasswordDialog row={resetting} onClose={() => setResetting(null)} />}
      {disabling && (
        <Dialog
          open
          onOpenChange={(next) => !next && setDisabling(null)}
          title={t('admin.users.disableTitle', { name: disabling.name })}
          description={t('admin.users.disableBody')}
        >
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDisabling(null)}>
              {t('admin.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={changeStatus.isPending}
              onClick={() => changeStatus.mutate({ body: { id: disabling.id, status: 'disabled' } })}
            >
              {t('admin.users.disable')}
            </Button>
          </div>
        </Dialog>
      )}
    </PageFrame>
  );
}
