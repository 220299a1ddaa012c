import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VERSION_STATES,
  versionDelete,
  versionPage,
  versionTimelinePage,
  type VersionNote,
  type VersionState,
} from '../../shared/api/version-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { Pager } from '../business';
import { Button } from '../ui/button';
import { NoteDetailDialog } from './note-detail-dialog';
import { NoteEditor } from './note-editor';
import { PopupBadge, TypeBadge } from './version-ui';
import { ConfirmDelete } from '../ui/confirm-delete';
import { DataTable, cell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { useDateTime } from '../ui/use-date-time';

const PAGE_SIZE = 20;

/** 版本说明: drafts and published notes; write, edit, publish, delete. */
export function NotesTab() {
  const { t, i18n } = useTranslation();
  const date = useDateTime();
  const en = i18n.language.startsWith('en');
  const [state, setState] = useState<VersionState | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<VersionNote | 'new' | null>(null);
  const [viewing, setViewing] = useState<VersionNote | null>(null);
  const [deleting, setDeleting] = useState<VersionNote | null>(null);
  const list = useCall(versionPage, { body: { page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) } });
  const del = useCallMutation(versionDelete, {
    onSuccess: () => {
      void invalidateCall(versionPage);
      void invalidateCall(versionTimelinePage);
    },
  });
  const rows = list.data?.rows ?? [];
  if (editing) return <NoteEditor note={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <label className="sr-only" htmlFor="note-state">
            {t('versions.field.state')}
          </label>
          <select
            id="note-state"
            value={state}
            onChange={(event) => (setState(event.target.value as VersionState | ''), setPage(1))}
            className="h-9 rounded-md border border-slate-300 bg-white px-3 text-sm"
          >
            <option value="">{t('versions.config.allStates')}</option>
            {VERSION_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`versions.state.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => setEditing('new')}>{t('versions.config.new')}</Button>
      </div>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('versions.config.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('versions.config.tabs.notes')}
          head={[
            t('versions.field.version'),
            t('versions.field.title'),
            t('versions.field.state'),
            t('versions.field.releasedAt'),
            t('versions.field.author'),
            t('versions.actions'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} font-mono whitespace-nowrap`}>v{row.version}</td>
              <td className={cell}>
                <span className="font-medium text-slate-900">{en ? row.titleEn : row.title}</span>
                <span className="mt-1 flex flex-wrap gap-1">
                  <TypeBadge type={row.versionType} />
                  {row.popupState === 1 && <PopupBadge />}
                </span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <span className={row.state === 'published' ? 'text-emerald-800' : 'text-slate-600'}>
                  {t(`versions.state.${row.state}`)}
                </span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{row.state === 'published' ? date(row.releasedAt) : '—'}</td>
              <td className={`${cell} whitespace-nowrap`}>{row.authorName ?? '—'}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setViewing(row)}>
                  {t('versions.view')}
                  <span className="sr-only"> v{row.version}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                  {row.state === 'draft' ? t('versions.config.editOrPublish') : t('versions.edit')}
                  <span className="sr-only"> v{row.version}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
                  {t('versions.delete')}
                  <span className="sr-only"> v{row.version}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
      {viewing && <NoteDetailDialog note={viewing} onClose={() => setViewing(null)} />}
      {deleting && (
        <ConfirmDelete
          name={`v${deleting.version}`}
          body={t('versions.deleteNote', { name: `v${deleting.version}` })}
          busy={del.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => del.mutate({ body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </div>
  );
}
