import { Command } from 'cmdk';
import { Check, Star } from 'lucide-react';
import { memo } from 'react';
import { Kbd, ariaKeyshortcuts } from '../shortcuts';
import { HighlightedText } from './highlighted-text';
import { PaletteIcon } from './palette-icons';
import type { PaletteItem } from './palette-types';

/** Words rows need, translated once per language by the panel (not by each row). */
export interface RowLabels {
  kinds: Record<'page' | 'external' | 'action' | 'person' | 'customer' | 'device' | 'task', string>;
  favourite: string;
  current: string;
  shortcut(keys: string): string;
}

export interface PaletteRowProps {
  item: PaletteItem;
  id: string;
  option: number;
  selected: boolean;
  query: string;
  top: number;
  height: number;
  labels: RowLabels;
  onHover(option: number): void;
  onRun(option: number): void;
}

/**
 * One option, as cmdk's Item (role "option") with the palette's own id and selection: the list is
 * virtualised, so selection and aria-activedescendant are kept by the palette, not by cmdk's DOM scan.
 */
function Row({ item, id, option, selected, query, top, height, labels, onHover, onRun }: PaletteRowProps) {
  const kind = labels.kinds[item.kind === 'choice' || item.kind === 'secondary' || item.kind === 'ask' ? 'action' : item.kind];
  return (
    <Command.Item asChild value={item.value} disabled={item.disabled}>
      <div
        id={id}
        role="option"
        aria-selected={selected}
        aria-disabled={item.disabled ? true : undefined}
        data-selected={selected}
        data-disabled={item.disabled ? true : undefined}
        data-key={item.value}
        aria-keyshortcuts={item.shortcut ? ariaKeyshortcuts(item.shortcut) : undefined}
        style={{ height, transform: `translateY(${top}px)` }}
        className="absolute inset-x-2 top-0 flex cursor-pointer items-center gap-3 rounded-md px-3 text-slate-800 data-[disabled=true]:cursor-default data-[disabled=true]:opacity-60 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-700"
        onPointerMove={(event) => {
          if (!selected && (event.movementX !== 0 || event.movementY !== 0)) onHover(option);
        }}
        onClick={() => onRun(option)}
      >
        <PaletteIcon name={item.icon} className="shrink-0 text-slate-500" />
        <div className="min-w-0 flex-1">
          <div className="truncate text-sm">
            <HighlightedText text={item.title} query={query} />
            {item.other && ' '}
            {item.other && (
              <span className="ml-1.5 text-xs text-slate-600">
                <HighlightedText text={item.other} query={query} />
              </span>
            )}
          </div>
          {item.hint && <div className="truncate text-xs text-slate-600">{item.hint}</div>}
        </div>
        <span className="sr-only">{kind}</span>
        {item.starred && <Star aria-label={labels.favourite} size={14} className="shrink-0 fill-amber-400 text-amber-500" />}
        {item.checked && (
          <span className="flex shrink-0 items-center gap-1 text-xs text-brand-600">
            <Check aria-hidden size={14} />
            {item.checkedLabel ?? labels.current}
          </span>
        )}
        {item.shortcut && <Kbd chord={item.shortcut} className="shrink-0" describe={labels.shortcut} />}
      </div>
    </Command.Item>
  );
}

/** Rows are rebuilt on every render; they re-render only when something they show changed. */
export const PaletteRow = memo(
  Row,
  (a, b) =>
    a.item.value === b.item.value &&
    a.item.title === b.item.title &&
    a.item.other === b.item.other &&
    a.item.hint === b.item.hint &&
    a.item.starred === b.item.starred &&
    a.item.checked === b.item.checked &&
    a.item.disabled === b.item.disabled &&
    a.id === b.id &&
    a.option === b.option &&
    a.selected === b.selected &&
    a.query === b.query &&
    a.top === b.top &&
    a.height === b.height &&
    a.labels === b.labels &&
    a.onHover === b.onHover &&
    a.onRun === b.onRun,
);
