import { keepPreviousData } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { staffSelect, type StaffOption } from '../../../shared/api/staff-calls';
import { useCall } from '../../api/use-call';
import { Combobox, useSettled, type PickerOption } from './combobox';

/** Names of the people seen in any search, so a picked id keeps its name when the form re-renders. */
const knownNames = new Map<number, string>();

const asOption = (person: StaffOption): PickerOption => {
  const label = `${person.name} (${person.jobNumber})`;
  knownNames.set(person.staffId, label);
  return { value: person.staffId, label, detail: person.deptNames.join(' / ') };
};

/** The staff directory search behind both pickers; nothing is sent until something is typed. */
function useStaffSearch(text: string) {
  const keyword = useSettled(text.trim());
  const query = useCall(staffSelect, keyword ? { query: { keyword, limit: 20 } } : null, { placeholderData: keepPreviousData });
  return { options: keyword ? (query.data ?? []).map(asOption) : [], loading: query.isFetching };
}

interface ControlProps {
  ref?: Ref<HTMLInputElement>;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}

/** One colleague (a staff field): the value is the staff id. */
export function StaffPicker({
  value,
  onChange,
  ...control
}: ControlProps & { value: number | undefined; onChange(value: number | undefined): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => (value === undefined ? '' : (knownNames.get(value) ?? `#${value}`)));
  const { options, loading } = useStaffSearch(text);
  return (
    <Combobox
      {...control}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (value !== undefined) onChange(undefined);
      }}
      options={options}
      loading={loading}
      placeholder={t('workflowApply.searchStaff')}
      onPick={(option) => {
        setText(option.label);
        onChange(Number(option.value));
      }}
    />
  );
}

/** Several colleagues (approvers chosen at start): chips with a remove button, then the search box. */
export function StaffMultiPicker({ value, onChange, ...control }: ControlProps & { value: number[]; onChange(value: number[]): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { options, loading } = useStaffSearch(text);
  return (
    <div className="flex flex-col gap-1.5">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((staffId) => {
            const name = knownNames.get(staffId) ?? `#${staffId}`;
            return (
              <li key={staffId} className="inline-flex items-center gap-1 rounded bg-brand-50 px-2 py-0.5 text-sm text-brand-800">
                {name}
                <button
                  type="button"
                  className="rounded text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                  aria-label={`${t('workflowApply.remove')} ${name}`}
                  onClick={() => onChange(value.filter((id) => id !== staffId))}
                >
                  <X aria-hidden size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Combobox
        {...control}
        text={text}
        onTextChange={setText}
        options={options.filter((option) => !value.includes(Number(option.value)))}
        loading={loading}
        placeholder={t('workflowApply.searchStaff')}
        onPick={(option) => {
          setText('');
          onChange([...value, Number(option.value)]);
        }}
      />
    </div>
  );
}
