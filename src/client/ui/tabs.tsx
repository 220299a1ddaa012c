import { clsx } from 'clsx';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** Tabs of the WAI-ARIA pattern: arrow keys (and Home/End) move between them, the panel follows the selected tab. */
export function Tabs<K extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  tabs: readonly { key: K; label: string }[];
  value: K;
  onChange(key: K): void;
  children: ReactNode;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target =
      event.key === 'Home'
        ? tabs[0]
        : event.key === 'End'
          ? tabs[tabs.length - 1]
          : step
            ? tabs[(index + step + tabs.length) % tabs.length]
            : undefined;
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    refs.current.get(target.key)?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab, index) => {
          const selected = tab.key === value;
          return (
            <button
              key={tab.key}
              ref={(node) => void (node ? refs.current.set(tab.key, node) : refs.current.delete(tab.key))}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={clsx(
                '-mb-px border-b-2 px-3 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500',
                selected ? 'border-brand-600 font-semibold text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        tabIndex={0}
        className="focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {children}
      </div>
    </div>
  );
}
