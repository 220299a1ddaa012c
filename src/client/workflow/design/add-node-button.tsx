import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_NODE_KINDS, type NewNodeKind } from './graph-edit';
import { KIND_TONE } from './node-card';

/**
 * The "+" on a connector (DingTalk's add-node bubble): opens a small menu of node kinds. The menu
 * takes focus, arrow keys move within it and Escape returns to the "+".
 */
export function AddNodeButton({ label, onAdd }: { label: string; onAdd(kind: NewNodeKind): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      items[(at + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      items[(at - 1 + items.length) % items.length]?.focus();
    }
  };
  return (
    <div className="relative z-10 flex flex-col items-center py-3">
      <button
        ref={opener}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-white shadow hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <Plus size={16} aria-hidden />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
          className="absolute top-11 z-20 grid w-64 grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          {NEW_NODE_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              role="menuitem"
              onClick={() => {
                onAdd(kind);
                setOpen(false);
              }}
              className="flex items-center gap-2 rounded-md px-2 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span aria-hidden className={`h-3 w-3 shrink-0 rounded-full ${KIND_TONE[kind]}`} />
              {t(`workflowDesign.kind.${kind}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
