import { clsx } from 'clsx';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../ui/input';

export interface PickerOption {
  value: string | number;
  label: string;
  detail?: string;
}

export interface ComboboxProps {
  /** The box, for react-hook-form to focus the first field in error. */
  ref?: Ref<HTMLInputElement>;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  text: string;
  onTextChange(text: string): void;
  options: readonly PickerOption[];
  loading: boolean;
  placeholder: string;
  onPick(option: PickerOption): void;
  /** Enter with nothing highlighted (the customer picker takes the typed code). */
  onCommit?(): void;
}

/** The value a person is still typing, settled after a pause, so a search is sent per pause, not per key. */
export function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * A search box with a list of options (WAI-ARIA combobox): ↑/↓ move, Enter picks, Escape closes;
 * the list opens as the person types or presses ↓. Enter never submits the form from here.
 */
export function Combobox({
  ref,
  id,
  invalid,
  text,
  onTextChange,
  options,
  loading,
  placeholder,
  onPick,
  onCommit,
  ...rest
}: ComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = open && (loading || options.length > 0 || text.trim() !== '');
  const pick = (option: PickerOption) => {
    onPick(option);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive((at) => (at + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter' && !(event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      const option = shown ? options[active] : undefined;
      if (option) pick(option);
      else onCommit?.();
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <div className="relative">
      <Input
        ref={ref}
        id={id}
        aria-describedby={rest['aria-describedby']}
        invalid={invalid}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && options[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          onTextChange(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {shown && (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {loading && options.length === 0 && <li className="px-3 py-2 text-slate-500">{t('workflowApply.searching')}</li>}
          {!loading && options.length === 0 && <li className="px-3 py-2 text-slate-500">{t('workflowApply.noOptions')}</li>}
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={clsx('cursor-pointer px-3 py-1.5', index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800')}
              // Keep the focus in the box: a click picks before the box's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option.label}
              {option.detail && <span className="ml-2 text-xs text-slate-500">{option.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
