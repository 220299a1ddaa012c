import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dsrPage, dsrSourceOptions } from '../../shared/api/version-calls';
import { PER_SESSION, useCall } from '../api/use-call';
import { Pager } from '../business';
import { DataTable, cell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { useDateTime } from '../ui/use-date-time';

const PAGE_SIZE = 20;

/** 需求收集: what staff asked of the next releases (dsr/create), newest first. */
export function DemandTab() {
  const { t } = useTranslation();
  const at = useDateTime();
  const [page, setPage] = useState(1);
  const list = useCall(dsrPage, { body: { page, pageSize: PAGE_SIZE } });
  const sources = useCall(dsrSourceOptions, undefined, PER_SESSION);
  const label = (value: string) => sources.data?.find((source) => source.value === value)?.label ?? value;
  const rows = list.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('versions.demands.intro')}</p>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('versions.demands.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('versions.config.tabs.demands')}
          head={[t('versions.demand.name'), t('versions.demand.source'), t('versions.demands.by'), t('versions.demands.at')]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                <span className="font-medium text-slate-900">{row.title}</span>
                <span className="block text-xs whitespace-pre-line text-slate-600">{row.content}</span>
              </td>
              <td className={cell}>{label(row.source)}</td>
              <td className={cell}>{row.staffName}</td>
              <td className={`${cell} whitespace-nowrap`}>{at(row.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
    </div>
  );
}
