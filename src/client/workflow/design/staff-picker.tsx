import { keepPreviousData } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffSelect, type StaffOption } from '../../../shared/api/staff-calls';
import { useCall } from '../../api/use-call';
import { Input } from '../../ui/input';

/** Named staff of an approver node: chips of the chosen, a directory search to add more. */
export function StaffPicker({
  value,
  onChange,
  nameOf,
  onPicked,
  invalid,
}: {
  value: readonly number[];
  onChange(ids: number[]): void;
  nameOf(id: number): string;
  /** The directory entry just added, so the designer can name it on the card. */
  onPicked?(option: StaffOption): void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const found = useCall(staffSelect, keyword.trim() ? { query: { keyword: keyword.trim(), limit: 8 } } : null, {
    placeholderData: keepPreviousData,
  });
  const options = (found.data ?? []).filter((option) => !value.includes(option.staffId));
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('workflowDesign.assignee.chosenStaff')} className="flex flex-wrap gap-1.5">
        {value.length === 0 && <li className="text-xs text-slate-500">{t('workflowDesign.assignee.noStaffYet')}</li>}
        {value.map((staffId) => (
          <li key={staffId} className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs text-brand-800">
            {nameOf(staffId)}
            <button
              type="button"
              aria-label={t('workflowDesign.assignee.removeStaff', { name: nameOf(staffId) })}
              onClick={() => onChange(value.filter((v) => v !== staffId))}
              className="rounded-full p-0.5 hover:bg-brand-100"
            >
              <X size={12} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={id} className="sr-only">
        {t('workflowDesign.assignee.searchStaff')}
      </label>
      <Input
        id={id}
        invalid={invalid}
        value={keyword}
        placeholder={t('workflowDesign.assignee.searchStaff')}
        onChange={(event) => setKeyword(event.target.value)}
      />
      {keyword.trim() !== '' && (
        <ul aria-label={t('workflowDesign.assignee.searchResults')} className="max-h-48 overflow-y-auto rounded-md border border-slate-200">
          {found.isFetching && options.length === 0 && (
            <li className="px-3 py-2 text-xs text-slate-500">{t('workflowDesign.state.loading')}</li>
          )}
          {!found.isFetching && options.length === 0 && (
            <li className="px-3 py-2 text-xs text-slate-500">{t('workflowDesign.assignee.noMatch')}</li>
          )}
          {options.map((option) => (
            <li key={option.staffId}>
              <button
                type="button"
                onClick={() => {
                  onPicked?.(option);
                  onChange([...value, option.staffId]);
                  setKeyword('');
                }}
                className="flex w-full justify-between gap-2 px-3 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
              >
                <span>
                  {option.name} ({option.jobNumber})
                </span>
                <span className="truncate text-xs text-slate-500">{option.deptNames.join(' / ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
