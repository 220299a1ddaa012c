import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { processQueryPage, processStateUpdate, type ProcessRow } from '../../../shared/api/workflow-process-calls';
import { failureText } from '../../api/failure-text';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Pager } from '../../business';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { LoadState } from '../../ui/load-state';
import { NewProcessDialog } from './new-process-dialog';
import { StateSwitch } from './state-switch';

const PAGE_SIZE = 20;

/** The definitions: name, group, published version, enabled switch, and the way into the designer. */
export function ProcessList({ onOpen }: { onOpen(code: string): void }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const query = useCall(
    processQueryPage,
    { body: { keyword: keyword.trim() || undefined, page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const toggle = useCallMutation(processStateUpdate, {
    silent: true,
    onSuccess: () => invalidateCall(processQueryPage),
    onError: (error) => toast.error(failureText(error)),
  });
  const rows = query.data?.rows ?? [];
  return (
    <section aria-labelledby="configer-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="configer-title" className="text-xl font-semibold text-slate-900">
            {t('workflowDesign.processes.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('workflowDesign.processes.intro')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="process-keyword">
            {t('workflowDesign.processes.search')}
          </label>
          <Input
            id="process-keyword"
            type="search"
            className="w-56"
            value={keyword}
            placeholder={t('workflowDesign.processes.search')}
            onChange={(event) => {
              setKeyword(event.target.value);
              setPage(1);
            }}
          />
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus size={14} aria-hidden />
            {t('workflowDesign.processes.new')}
          </Button>
        </div>
      </header>
      <LoadState
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={rows.length === 0}
        emptyText={keyword ? t('workflowDesign.processes.noMatch') : t('workflowDesign.processes.empty')}
      >
        <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
          <table className="w-full min-w-[640px] text-sm" aria-busy={query.isFetching}>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                {(['name', 'group', 'version', 'state', 'actions'] as const).map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {t(`workflowDesign.processes.col.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row: ProcessRow) => (
                <tr key={row.id} data-code={row.code} className="border-t border-slate-100">
                  <td className="px-3 py-2">
                    <p className="font-medium text-slate-900">{english ? row.nameEn : row.name}</p>
                    <p className="text-xs text-slate-500">{row.code}</p>
                  </td>
                  <td className="px-3 py-2">{row.groupName || '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {row.publishedVersion ? (
                      `v${row.publishedVersion}`
                    ) : (
                      <span className="text-amber-700">{t('workflowDesign.neverPublished')}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <StateSwitch
                      enabled={row.state === 'enabled'}
                      label={t('workflowDesign.processes.stateOf', { name: english ? row.nameEn : row.name })}
                      busy={toggle.isPending && toggle.variables?.body.id === row.id}
                      onChange={(enabled) => toggle.mutate({ body: { id: row.id, state: enabled ? 'enabled' : 'disabled' } })}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <Button size="sm" variant="secondary" onClick={() => onOpen(row.code)}>
                      {t('workflowDesign.processes.design')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pageSize={PAGE_SIZE} count={query.data?.count ?? 0} onPage={setPage} />
      </LoadState>
      <NewProcessDialog open={creating} onOpenChange={setCreating} onCreated={(row) => onOpen(row.code)} />
    </section>
  );
}
