import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffSelect, type StaffOption } from '../../../shared/api/staff-calls';
import { useCall } from '../../api/use-call';
import { Input } from '../../ui/input';

/**
 * Picks people from the staff directory by name or job number (one, or up to `max`). The chosen
 * ones show as chips that can be removed; the list asks the server as the person types.
 */
export function StaffPicker({
  label,
  value,
  max,
  onChange,
  invalid,
  describedBy,
}: {
  label: string;
  value: StaffOption[];
  max: number;
  onChange(next: StaffOption[]): void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [keyword, setKeyword] = useState('');
  const trimmed = keyword.trim();
  const options = useCall(staffSelect, trimmed ? { query: { keyword: trimmed, limit: 8 } } : null);
  const chosen = new Set(value.map((person) => person.staffId));
  const pick = (person: StaffOption) => {
    onChange(max === 1 ? [person] : [...value, person].slice(0, max));
    setKeyword('');
  };
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((person) => (
            <li key={person.staffId} className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2 text-xs text-brand-800">
              {person.name} ({person.jobNumber})
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100"
                aria-label={t('workflowTasks.dialog.remove', { name: person.name })}
                onClick={() => onChange(value.filter((each) => each.staffId !== person.staffId))}
              >
                <X size={12} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < max || max === 1 ? (
        <Input
          aria-label={label}
          aria-controls={listId}
          aria-describedby={describedBy}
          invalid={invalid}
          placeholder={t('workflowTasks.dialog.searchStaff')}
          value={keyword}
          maxLength={50}
          onChange={(event) => setKeyword(event.target.value)}
        />
      ) : null}
      {trimmed && (
        <ul id={listId} role="listbox" aria-label={label} className="max-h-40 overflow-y-auto rounded-md border border-slate-200 text-sm">
          {(options.data ?? [])
            .filter((person) => !chosen.has(person.staffId))
            .map((person) => (
              <li key={person.staffId} role="option" aria-selected={false}>
                <button type="button" className="flex w-full flex-col px-3 py-1.5 text-left hover:bg-slate-50" onClick={() => pick(person)}>
                  <span>
                    {person.name} <span className="text-slate-500">({person.jobNumber})</span>
                  </span>
                  <span className="text-xs text-slate-500">{person.deptNames.join(' / ')}</span>
                </button>
              </li>
            ))}
          {options.data?.length === 0 && <li className="px-3 py-1.5 text-slate-500">{t('workflowTasks.dialog.noStaff')}</li>}
        </ul>
      )}
    </div>
  );
}
