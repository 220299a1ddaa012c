import { ChevronLeft, Loader2, Search, X } from 'lucide-react';
import { forwardRef, type KeyboardEvent } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { Translate } from './palette-items';
import { todoChip, todoPlaceholder } from './todo-input-labels';
import { isTodoPage } from './todo-types';
import type { PaletteController } from './use-palette-controller';
import type { RecordScope } from './remote-search';

const MODE_NAMES = { '>': 'actions', '?': 'ask', '@': 'people', '#': 'records' } as const;
/** `#` is named for what it searches for this person. */
const RECORD_NAMES: Record<RecordScope, string> = { customers: 'records', none: 'records', devices: 'recordsDevices', both: 'recordsBoth' };

export interface PaletteInputProps {
  c: PaletteController;
  listId: string;
  activeId: string | undefined;
  busy: boolean;
  /** The panel's t (one useTranslation per keystroke is enough). */
  t: Translate;
  recordScope: RecordScope;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * The combobox: the search box with the nested page or prefix mode as a chip in front. The chip
 * is a button too (click = Backspace on an empty box). The box keeps the typed text while an
 * input method composes; the list follows only once the composition ends.
 */
export const PaletteInput = forwardRef<HTMLInputElement, PaletteInputProps>(function PaletteInput(
  { c, listId, activeId, busy, t, recordScope, onKeyDown },
  ref,
) {
  const page = c.page;
  const modeName = c.mode === '#' ? RECORD_NAMES[recordScope] : c.mode ? MODE_NAMES[c.mode] : null;
  const placeholder = isTodoPage(page)
    ? todoPlaceholder(page, t)
    : page
      ? t(
          page.type === 'choices'
            ? 'palette.placeholders.choices'
            : page.type === 'actions'
              ? 'palette.placeholders.itemActions'
              : page.type === 'deviceConfirm' || page.type === 'personConfirm'
                ? 'palette.placeholders.confirm'
                : 'palette.placeholders.person',
        )
      : modeName
        ? t(`palette.placeholders.${modeName}`)
        : t('palette.placeholder');
  const chip = isTodoPage(page)
    ? todoChip(page, t)
    : page
      ? page.type === 'choices'
        ? page.title
        : page.type === 'actions'
          ? page.subject.title
          : page.type === 'deviceConfirm'
            ? page.port.label
            : page.person.name
      : c.mode && modeName
        ? `${c.mode} ${t(`palette.modes.${modeName}`)}`
        : null;

  return (
    <div className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 px-3">
      <Search aria-hidden size={18} className="shrink-0 text-slate-400" />
      {chip && (
        <button
          type="button"
          onClick={() => c.back()}
          aria-label={page ? `${t('palette.back')}: ${chip}` : t('palette.removeMode', { mode: chip })}
          className="flex max-w-[45%] shrink-0 items-center gap-1 rounded bg-brand-50 px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100"
        >
          {page && <ChevronLeft aria-hidden size={14} />}
          <span className="truncate">{chip}</span>
        </button>
      )}
      <input
        ref={ref}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-label={placeholder}
        placeholder={placeholder}
        value={c.text}
        onChange={(event) => c.onTextChange(event.target.value)}
        onCompositionStart={c.onCompositionStart}
        onCompositionEnd={(event) => c.onCompositionEnd(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        className="h-full min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400"
      />
      {busy && <Loader2 aria-hidden size={16} className="shrink-0 animate-spin text-slate-400" />}
      <RadixDialog.Close aria-label={t('app.close')} className="shrink-0 rounded p-1.5 text-slate-500 hover:bg-slate-100">
        <X aria-hidden size={18} />
      </RadixDialog.Close>
    </div>
  );
});
