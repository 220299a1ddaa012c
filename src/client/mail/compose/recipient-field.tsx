import { X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookContact, customerContact, type ContactRow } from '../../../shared/api/mail-compose-calls';
import { useCall } from '../../api/use-call';
import { addChips, chipIsValid, splitRecipients, type Chip } from './recipient-chips';

interface RecipientFieldProps {
  label: string;
  value: Chip[];
  onChange(value: Chip[]): void;
  /** The server's or schema's message for this list. */
  error?: string | undefined;
}

/** To/Cc/Bcc as chips: Enter, comma or leaving the box adds what was typed; suggestions from colleagues, the address book and customer contacts. */
export function RecipientField({ label, value, onChange, error }: RecipientFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const keyword = useDeferredValue(text.trim());
  const enabled = open && keyword.length >= 1;
  const book = useCall(bookContact, enabled ? { body: { keyword, limit: 8 } } : null, { staleTime: 30_000 });
  const customers = useCall(customerContact, enabled ? { body: { keyword, limit: 8 } } : null, { staleTime: 30_000 });
  const present = new Set(value.map((chip) => chip.email.toLowerCase()));
  const options: ContactRow[] = [...(book.data ?? []), ...(customers.data ?? [])]
    .filter((row) => !present.has(row.email.toLowerCase()))
    .slice(0, 10);
  const invalid = value.some((chip) => !chipIsValid(chip));

  const commit = (raw: string, all: boolean) => {
    const { chips, rest } = splitRecipients(raw, all);
    if (chips.length > 0) onChange(addChips(value, chips));
    setText(rest);
  };
  const pick = (row: ContactRow) => {
    onChange(addChips(value, [{ name: row.name, email: row.email }]));
    setText('');
    setActive(0);
  };
  const sourceLabel = {
    colleague: t('mailCompose.sourceColleague'),
    book: t('mailCompose.sourceBook'),
    customer: t('mailCompose.sourceCustomer'),
  };
  const message = error ?? (invalid ? t('mailCompose.recipientFormat') : undefined);

  return (
    <div className="relative flex items-start gap-2 border-b border-slate-200 py-1.5">
      <label htmlFor={id} className="w-16 shrink-0 pt-1.5 text-sm text-slate-600">
        {label}
      </label>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1">
          {value.map((chip) => {
            const ok = chipIsValid(chip);
            return (
              <span
                key={chip.email}
                className={`inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-sm ${ok ? 'bg-sky-50 text-sky-900' : 'bg-red-50 text-red-800 ring-1 ring-red-400'}`}
                title={chip.email}
              >
                <span className="truncate">{chip.name ? `${chip.name} <${chip.email}>` : chip.email}</span>
                <button
                  type="button"
                  aria-label={t('mailCompose.removeRecipient', { email: chip.email })}
                  className="rounded-full p-0.5 hover:bg-black/10"
                  onClick={() => onChange(value.filter((c) => c !== chip))}
                >
                  <X size={12} aria-hidden />
                </button>
              </span>
            );
          })}
          <input
            id={id}
            role="combobox"
            aria-expanded={open && options.length > 0}
            aria-controls={`${id}-list`}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            autoComplete="off"
            placeholder={value.length === 0 ? t('mailCompose.recipientHint') : ''}
            className="min-w-[10rem] flex-1 bg-transparent py-1 text-sm outline-none placeholder:text-slate-500"
            value={text}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              commit(text, true);
              setTimeout(() => setOpen(false), 150);
            }}
            onChange={(event) => {
              setOpen(true);
              setActive(0);
              commit(event.target.value, false);
            }}
            onKeyDown={(event) => {
              if (event.nativeEvent.isComposing) return;
              if (event.key === 'ArrowDown' && options.length > 0) {
                event.preventDefault();
                setActive((a) => (a + 1) % options.length);
              } else if (event.key === 'ArrowUp' && options.length > 0) {
                event.preventDefault();
                setActive((a) => (a - 1 + options.length) % options.length);
              } else if (event.key === 'Enter') {
                event.preventDefault();
                const option = options[active];
                if (open && option && text.trim() !== '') pick(option);
                else commit(text, true);
              } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
                onChange(value.slice(0, -1));
              } else if (event.key === 'Escape') setOpen(false);
            }}
          />
        </div>
        {message && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {message}
          </p>
        )}
      </div>
      {open && options.length > 0 && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('mailCompose.suggestions')}
          className="absolute left-16 top-full z-20 mt-1 w-[min(28rem,90vw)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
        >
          {options.map((row, index) => (
            <li
              key={`${row.source}-${row.email}`}
              role="option"
              aria-selected={index === active}
              className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm ${index === active ? 'bg-sky-50' : ''}`}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(row);
              }}
            >
              <span className="min-w-0 flex-1 truncate">
                <span className="text-slate-900">{row.name}</span> <span className="text-slate-600">{row.email}</span>
              </span>
              <span className="shrink-0 text-xs text-slate-600">
                {row.detail ? `${sourceLabel[row.source]} · ${row.detail}` : sourceLabel[row.source]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
