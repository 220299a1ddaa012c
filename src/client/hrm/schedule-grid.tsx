import { clsx } from 'clsx';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellEdit, SchedulePageData, Shift } from '../../shared/api/hrm-calls';
import { isoWeekday, shanghaiDate } from '../../shared/business/dates';
import { useLanguage } from '../i18n/i18n';

export interface Pos {
  row: number;
  col: number;
}
export interface Selection {
  anchor: Pos;
  focus: Pos;
}

const SHIFT_STYLE: Record<Shift, string> = {
  early: 'bg-sky-100 text-sky-900',
  day: 'bg-emerald-100 text-emerald-900',
  late: 'bg-violet-100 text-violet-900',
  rest: 'bg-slate-100 text-slate-600',
};
const TAG_STYLE: Record<string, string> = {
  slate: 'bg-slate-500',
  blue: 'bg-blue-600',
  green: 'bg-green-600',
  amber: 'bg-amber-600',
  rose: 'bg-rose-600',
  violet: 'bg-violet-600',
};
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Keys that assign a shift to the selection (number row; letters for the English initials). */
export const SHIFT_KEYS: Record<string, Shift> = {
  '1': 'early',
  '2': 'day',
  '3': 'late',
  '4': 'rest',
  e: 'early',
  d: 'day',
  l: 'late',
  r: 'rest',
};

export function inSelection(selection: Selection | null, row: number, col: number): boolean {
  if (!selection) return false;
  const { anchor, focus } = selection;
  return (
    row >= Math.min(anchor.row, focus.row) &&
    row <= Math.max(anchor.row, focus.row) &&
    col >= Math.min(anchor.col, focus.col) &&
    col <= Math.max(anchor.col, focus.col)
  );
}

/** The cells of the selection as edits: the same shift (or tag) for every selected person-day. */
export function selectionEdits(
  data: SchedulePageData,
  selection: Selection,
  change: Pick<CellEdit, 'tagId'> & { shift?: Shift | null },
): CellEdit[] {
  const edits: CellEdit[] = [];
  for (
    let row = Math.min(selection.anchor.row, selection.focus.row);
    row <= Math.max(selection.anchor.row, selection.focus.row);
    row += 1
  ) {
    const person = data.people[row];
    if (!person) continue;
    for (
      let col = Math.min(selection.anchor.col, selection.focus.col);
      col <= Math.max(selection.anchor.col, selection.focus.col);
      col += 1
    ) {
      const date = data.days[col];
      if (!date) continue;
      const current = data.cells.find((cell) => cell.staffId === person.staffId && cell.date === date);
      const shift = change.shift !== undefined ? change.shift : (current?.shift ?? null);
      edits.push({ staffId: person.staffId, date, shift, ...(change.tagId !== undefined ? { tagId: change.tagId } : {}) });
    }
  }
  return edits;
}

/**
 * The month grid: people × days. Arrow keys move, Shift+arrows extend, digits assign, drag
 * selects a range; the page decides what an action does with the selection.
 */
export function ScheduleGrid({
  data,
  groupName,
  selection,
  onSelect,
  onKeyAction,
}: {
  data: SchedulePageData;
  groupName: string;
  selection: Selection | null;
  onSelect(selection: Selection): void;
  onKeyAction(event: KeyboardEvent<HTMLTableElement>): boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [dragging, setDragging] = useState(false);
  const table = useRef<HTMLTableElement>(null);
  const focus = selection?.focus ?? { row: 0, col: 0 };
  const cellOf = new Map(data.cells.map((cell) => [`${cell.staffId}|${cell.date}`, cell]));
  const conflictOf = new Map(data.conflicts.map((conflict) => [`${conflict.staffId}|${conflict.date}`, conflict]));
  const tagOf = new Map(data.tags.map((tag) => [tag.id, tag]));

  const move = (pos: Pos, extend: boolean) => {
    const next = {
      row: Math.max(0, Math.min(data.people.length - 1, pos.row)),
      col: Math.max(0, Math.min(data.days.length - 1, pos.col)),
    };
    onSelect({ anchor: extend && selection ? selection.anchor : next, focus: next });
    table.current?.querySelector<HTMLElement>(`[data-cell="${next.row}-${next.col}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      move({ row: focus.row + step[0], col: focus.col + step[1] }, event.shiftKey);
      return;
    }
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      move({ row: focus.row, col: event.key === 'Home' ? 0 : data.days.length - 1 }, event.shiftKey);
      return;
    }
    if (onKeyAction(event)) event.preventDefault();
  };

  const today = shanghaiDate(new Date());
  return (
    <div className="max-w-full overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200" onMouseUp={() => setDragging(false)}>
      <table
        ref={table}
        role="grid"
        aria-label={t('scheduling.schedule.gridLabel', { group: groupName, month: data.yearMonth })}
        aria-multiselectable
        className="border-collapse text-xs select-none"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 min-w-28 border-b border-slate-200 bg-slate-50 px-2 py-1 text-left font-medium text-slate-600"
            >
              {t('scheduling.schedule.person')}
            </th>
            {data.days.map((day) => {
              const weekday = isoWeekday(day);
              return (
                <th
                  key={day}
                  scope="col"
                  className={clsx(
                    'min-w-9 border-b border-l border-slate-200 px-0.5 py-1 text-center font-medium',
                    weekday >= 6 ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-600',
                    day === today && 'ring-2 ring-brand-500 ring-inset',
                  )}
                >
                  <span className="block">{Number(day.slice(8))}</span>
                  <span className="block font-normal">{t(`scheduling.schedule.weekday.${WEEKDAYS[weekday - 1] ?? 'mon'}`)}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {data.people.map((person, row) => (
            <tr key={person.staffId}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-b border-slate-100 bg-white px-2 py-1 text-left font-normal whitespace-nowrap text-slate-800"
              >
                {language === 'en' ? person.nameEn : person.name}
                <span className="ml-1 text-slate-600">{person.jobNumber}</span>
              </th>
              {data.days.map((day, col) => {
                const value = cellOf.get(`${person.staffId}|${day}`);
                const conflict = conflictOf.get(`${person.staffId}|${day}`);
                const tag = value?.tagId ? tagOf.get(value.tagId) : undefined;
                const selected = inSelection(selection, row, col);
                const isFocus = focus.row === row && focus.col === col;
                const shiftName = value?.shift ? t(`scheduling.shift.${value.shift}`) : t('scheduling.shift.none');
                const conflictText = conflict
                  ? t(conflict.kind === 'double' ? 'scheduling.schedule.conflictDouble' : 'scheduling.schedule.conflictRest', {
                      detail: conflict.detail,
                    })
                  : '';
                const label = [
                  t('scheduling.schedule.cellLabel', {
                    name: language === 'en' ? person.nameEn : person.name,
                    date: day,
                    shift: shiftName,
                  }),
                  tag?.name,
                  value && !value.published ? t('scheduling.schedule.pending') : '',
                  conflictText,
                ]
                  .filter(Boolean)
                  .join('，');
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-cell={`${row}-${col}`}
                    tabIndex={isFocus ? 0 : -1}
                    aria-selected={selected}
                    aria-label={label}
                    title={label}
                    onMouseDown={(event) => {
                      if (event.button !== 0) return;
                      setDragging(true);
                      move({ row, col }, event.shiftKey);
                    }}
                    onMouseEnter={() => dragging && onSelect({ anchor: selection?.anchor ?? { row, col }, focus: { row, col } })}
                    className={clsx(
                      'relative h-9 min-w-9 cursor-pointer border-b border-l border-slate-100 p-0.5 text-center outline-none',
                      selected && 'bg-brand-50',
                      isFocus && selection && 'ring-2 ring-brand-600 ring-inset',
                    )}
                  >
                    <span
                      aria-hidden
                      className={clsx(
                        'flex h-7 items-center justify-center rounded font-medium',
                        value?.shift ? SHIFT_STYLE[value.shift] : 'text-slate-300',
                        value && !value.published && 'border border-dashed border-amber-600',
                        conflict && 'ring-2 ring-red-600',
                      )}
                    >
                      {value?.shift ? t(`scheduling.shiftShort.${value.shift}`) : '·'}
                    </span>
                    {tag && (
                      <span aria-hidden className={clsx('absolute top-0.5 right-0.5 h-1.5 w-1.5 rounded-full', TAG_STYLE[tag.color])} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { SHIFT_STYLE, TAG_STYLE };
