import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERSION_TYPES, versionPage, type VersionNote, type VersionType } from '../../shared/api/version-calls';
import { useCall } from '../api/use-call';
import { Pager } from '../business';
import { Button } from '../ui/button';
import { NoteDetailDialog } from './note-detail-dialog';
import { PopupBadge, TypeBadge } from './version-ui';
import { DataTable, cell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';

const PAGE_SIZE = 20;
const control = 'h-9 rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** /message/publicnotice/noticelist: every published release as a searchable list. */
export default function NoticeListPage() {
  const { t, i18n } = useTranslation();
  const date = useDateTime(false);
  const en = i18n.language.startsWith('en');
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<VersionType | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<VersionNote | null>(null);
  const list = useCall(versionPage, {
    body: { page, pageSize: PAGE_SIZE, state: 'published', keyword: keyword.trim() || undefined, ...(type ? { versionType: type } : {}) },
  });
  const rows = list.data?.rows ?? [];
  return (
    <PageFrame id="version-list-title" title={t('versions.list.title')} intro={t('versions.list.intro')}>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor="version-keyword">
          {t('versions.list.search')}
        </label>
        <input
          id="version-keyword"
          type="search"
          value={keyword}
          placeholder={t('versions.list.search')}
          onChange={(event) => (setKeyword(event.target.value), setPage(1))}
          className={`${control} w-56`}
        />
        <label className="sr-only" htmlFor="version-type">
          {t('versions.field.type')}
        </label>
        <select
          id="version-type"
          value={type}
          onChange={(event) => (setType(event.target.value as VersionType | ''), setPage(1))}
          className={control}
        >
          <option value="">{t('versions.list.allTypes')}</option>
          {VERSION_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`versions.type.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={keyword || type ? t('versions.list.noMatch') : t('versions.list.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('versions.list.title')}
          head={[
            t('versions.field.version'),
            t('versions.field.title'),
            t('versions.field.type'),
            t('versions.field.releasedAt'),
            t('versions.field.docs'),
            t('versions.actions'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} font-mono whitespace-nowrap`}>v{row.version}</td>
              <td className={cell}>
                <span className="font-medium text-slate-900">{en ? row.titleEn : row.title}</span>
                {row.popupState === 1 && (
                  <span className="ml-2">
                    <PopupBadge />
                  </span>
                )}
              </td>
              <td className={cell}>
                <TypeBadge type={row.versionType} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{date(row.releasedAt)}</td>
              <td className={cell}>{row.docs.length}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setOpen(row)}>
                  {t('versions.view')}
                  <span className="sr-only"> v{row.version}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
      {open && <NoteDetailDialog note={open} onClose={() => setOpen(null)} />}
    </PageFrame>
  );
}
