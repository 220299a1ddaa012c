import { useTranslation } from 'react-i18next';
import { myToDoPage, selectProcess, INSTANCE_STATUSES, type MyPageBody } from '../../../shared/api/workflow-calls';
import { PER_SESSION, useCall } from '../../api/use-call';
import { SearchField, SelectFilter } from '../../business';
import { useLanguage } from '../../i18n/i18n';
import { callBody } from '../../ui/form';

export type ListFilters = Pick<MyPageBody, 'keyword' | 'processId' | 'applicant' | 'from' | 'to' | 'status'>;

const BODY = callBody(myToDoPage);
const KEYWORD = BODY.pick({ keyword: true });
const APPLICANT = BODY.pick({ applicant: true });
const dateField = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';

/** The lists' filters: title, process, applicant, day range and (on request lists) state; all sent to the server. */
export function ListFilterBar({
  value,
  showStatus,
  onChange,
}: {
  value: ListFilters;
  showStatus: boolean;
  onChange(patch: ListFilters): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // The process names a person may start; a filter by a process they cannot start is rare enough to go without.
  const processes = useCall(selectProcess, undefined, PER_SESSION).data ?? [];
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-3">
      <SearchField
        name="keyword"
        schema={KEYWORD}
        label={t('workflowTasks.filters.keyword')}
        value={value.keyword}
        onApply={(keyword) => onChange({ keyword })}
        live
      />
      <SelectFilter
        label={t('workflowTasks.filters.process')}
        value={value.processId === undefined ? undefined : String(value.processId)}
        allLabel={t('workflowTasks.filters.allProcesses')}
        options={processes.map((process) => ({
          value: String(process.id),
          label: language === 'en' ? process.nameEn : process.name,
        }))}
        onChange={(id) => onChange({ processId: id === undefined ? undefined : Number(id) })}
      />
      <SearchField
        name="applicant"
        schema={APPLICANT}
        label={t('workflowTasks.filters.applicant')}
        value={value.applicant}
        onApply={(applicant) => onChange({ applicant })}
        live
      />
      <label className="flex flex-col text-xs text-slate-600">
        {t('workflowTasks.filters.from')}
        <input
          type="date"
          className={dateField}
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        {t('workflowTasks.filters.to')}
        <input
          type="date"
          className={dateField}
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </label>
      {showStatus && (
        <SelectFilter
          label={t('workflowTasks.filters.status')}
          value={value.status}
          allLabel={t('workflowTasks.filters.allStatuses')}
          options={INSTANCE_STATUSES.map((status) => ({ value: status, label: t(`workflowTasks.status.${status}`) }))}
          onChange={(status) => onChange({ status })}
        />
      )}
    </div>
  );
}
