import { Bold, Italic, Link, List, ListOrdered } from 'lucide-react';
import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichEditorHandle {
  /** Puts HTML at the caret (or at the end when the editor has no caret). */
  insertHtml(html: string): void;
  setHtml(html: string): void;
  focus(): void;
}

interface RichEditorProps {
  initialHtml: string;
  label: string;
  onChange(html: string): void;
}

/** A small dependency-free rich-text box: bold, italic, lists and links over contentEditable. */
export const RichEditor = forwardRef<RichEditorHandle, RichEditorProps>(function RichEditor({ initialHtml, label, onChange }, ref) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const emit = () => onChange(box.current?.innerHTML ?? '');
  const command = (name: string, value?: string) => {
    box.current?.focus();
    document.execCommand(name, false, value);
    emit();
  };
  useImperativeHandle(ref, () => ({
    insertHtml(html) {
      const el = box.current;
      if (!el) return;
      const selection = window.getSelection();
      if (selection && selection.rangeCount > 0 && el.contains(selection.anchorNode)) document.execCommand('insertHTML', false, html);
      else el.insertAdjacentHTML('afterbegin', html);
      emit();
    },
    setHtml(html) {
      if (box.current) box.current.innerHTML = html;
      emit();
    },
    focus: () => box.current?.focus(),
  }));
  const tool = (title: string, icon: ReactNode, run: () => void) => (
    <button
      type="button"
      title={title}
      aria-label={title}
      className="rounded p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {icon}
    </button>
  );
  return (
    <div className="flex min-h-0 flex-1 flex-col rounded-md border border-slate-300 focus-within:border-sky-600">
      <div role="toolbar" aria-label={label} className="flex gap-1 border-b border-slate-200 px-2 py-1">
        {tool(t('mailCompose.bold'), <Bold size={16} aria-hidden />, () => command('bold'))}
        {tool(t('mailCompose.italic'), <Italic size={16} aria-hidden />, () => command('italic'))}
        {tool(t('mailCompose.bulletList'), <List size={16} aria-hidden />, () => command('insertUnorderedList'))}
        {tool(t('mailCompose.numberList'), <ListOrdered size={16} aria-hidden />, () => command('insertOrderedList'))}
        {tool(t('mailCompose.link'), <Link size={16} aria-hidden />, () => {
          const url = window.prompt(t('mailCompose.linkPrompt'), 'https://');
          if (url && /^(https?:|mailto:)/i.test(url)) command('createLink', url);
        })}
      </div>
      <div
        ref={(el) => {
          box.current = el;
          if (el && el.dataset.ready !== '1') {
            el.innerHTML = initialHtml;
            el.dataset.ready = '1';
            // Text typed through an input method arrives without a keydown.
            el.addEventListener('beforeinput', () => placeOnce(el));
          }
        }}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        // The first time in, the caret goes to the top line — above the signature and the quoted
        // original — as mail clients do, wherever the click landed. Placed synchronously when the
        // click ends or the first key arrives: a timer after focus loses to input events, which
        // the browser runs first, so the first typed characters landed where the click was.
        onFocus={(event) => {
          if (event.currentTarget.dataset.placed !== '1') placeCaretAtTop(event.currentTarget);
        }}
        onMouseUp={(event) => placeOnce(event.currentTarget)}
        onKeyDown={(event) => placeOnce(event.currentTarget)}
        className="min-h-[16rem] flex-1 overflow-auto px-3 py-2 text-sm leading-relaxed text-slate-900 outline-none [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-sky-700 [&_a]:underline"
      />
    </div>
  );
});

function placeCaretAtTop(el: HTMLElement) {
  const range = document.createRange();
  range.setStart(el.firstElementChild ?? el, 0);
  range.collapse(true);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function placeOnce(el: HTMLElement) {
  if (el.dataset.placed === '1') return;
  el.dataset.placed = '1';
  placeCaretAtTop(el);
}
