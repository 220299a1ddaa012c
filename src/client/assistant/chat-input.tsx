import { ArrowUp, Square } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_INPUT_MAX } from '../../shared/api/assistant-calls';

/**
 * The question box (sections.md §5): 1 to 4 rows, at most 100 characters, Enter sends and
 * Shift+Enter adds a line; a blank question cannot be sent. While an answer streams the send
 * button becomes a stop button, disabled until the answer has started (init).
 */
const LINE_HEIGHT = 22;
const MAX_ROWS = 4;
/** Browsers that size a text area to its content themselves (between its min and max height). */
const SIZES_ITSELF = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export interface ChatInputProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  onStop(): void;
  loading: boolean;
  canStop: boolean;
  width?: number;
  placeholder?: string;
  autoFocus?: boolean;
  label?: string;
}

export function ChatInput({ value, onChange, onSend, onStop, loading, canStop, width, placeholder, autoFocus, label }: ChatInputProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const blank = value.trim() === '';

  useLayoutEffect(() => {
    const element = area.current;
    // Measuring here forces a layout of the whole page inside the commit; where the browser sizes
    // the box itself, it does so in its own layout.
    if (!element || SIZES_ITSELF) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(MAX_ROWS * LINE_HEIGHT, Math.max(LINE_HEIGHT, element.scrollHeight))}px`;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing Chinese with an input method confirms the word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blank && !loading) onSend();
  };

  return (
    <div
      className="flex w-full items-end gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 focus-within:border-brand-500"
      style={width ? { maxWidth: width } : undefined}
    >
      <textarea
        ref={area}
        rows={1}
        value={value}
        maxLength={AI_INPUT_MAX}
        placeholder={placeholder ?? t('assistant.placeholder')}
        aria-label={label ?? t('assistant.homeLabel')}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value.slice(0, AI_INPUT_MAX))}
        onKeyDown={onKeyDown}
        className="max-h-[88px] min-h-[22px] flex-1 resize-none bg-transparent text-sm leading-[22px] outline-none [field-sizing:content]"
      />
      <span className="pb-0.5 text-[11px] text-slate-500 tabular-nums" aria-hidden>
        {t('assistant.characters', { count: [...value].length, max: AI_INPUT_MAX })}
      </span>
      {loading ? (
        <button
          type="button"
          onClick={onStop}
          disabled={!canStop}
          aria-label={t('assistant.stop')}
          title={t('assistant.stop')}
          className="flex size-8 items-center justify-center rounded-full bg-slate-800 text-white disabled:bg-slate-300"
        >
          <Square size={12} fill="currentColor" aria-hidden />
        </button>
      ) : (
        <button
          type="button"
          onClick={onSend}
          disabled={blank}
          aria-label={t('assistant.send')}
          title={t('assistant.send')}
          className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-white disabled:bg-brand-200"
        >
          <ArrowUp size={16} aria-hidden />
        </button>
      )}
    </div>
  );
}
