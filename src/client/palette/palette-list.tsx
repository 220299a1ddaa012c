import { defaultRangeExtractor, observeElementOffset, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import type { FlatRows } from './flat-rows';
import { PaletteRow, type RowLabels } from './palette-row';

export const HEADING_HEIGHT = 28;
const PADDING = 6;

export interface PaletteListProps {
  flat: FlatRows;
  active: number;
  scrollRequest: number;
  query: string;
  listId: string;
  label: string;
  labels: RowLabels;
  optionId(option: number): string;
  rowHeight: number;
  /** Height of the scroll area (its maximum); known up front, so nothing is measured from layout. */
  height: number;
  onHover(option: number): void;
  onRun(option: number): void;
}

export interface PaletteListHandle {
  /** Back to the top, called inside the event that replaces the list (so the next render is already there). */
  scrollToTop(): void;
}

type OffsetCallback = (offset: number, isScrolling: boolean) => void;

/**
 * The listbox, virtualised: only the rows on screen (plus a few, plus the selected one, so that
 * aria-activedescendant always names a real element) are in the DOM, so 10,000 items stay smooth.
 * Each section is a group named for screen readers; its visible heading is presentation only.
 * Nothing is measured from layout during a keystroke: row sizes are fixed, the window is `height`.
 */
export const PaletteList = forwardRef<PaletteListHandle, PaletteListProps>(function PaletteList(props, handle) {
  const { flat, active, scrollRequest, query, listId, label, labels, optionId, rowHeight, height, onHover, onRun } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const offsetCallback = useRef<OffsetCallback | null>(null);
  const rectCallback = useRef<((rect: { width: number; height: number }) => void) | null>(null);
  const activeRow = active >= 0 ? flat.rowOfOption(active) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (activeRow >= 0 && !rows.includes(activeRow)) {
        rows.push(activeRow);
        rows.sort((a, b) => a - b);
      }
      return rows;
    },
    [activeRow],
  );
  const virtualizer = useVirtualizer({
    count: flat.rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: (row) => (flat.isHeading(row) ? HEADING_HEIGHT : rowHeight),
    overscan: 2,
    paddingStart: PADDING,
    paddingEnd: PADDING,
    initialRect: { width: 0, height },
    rangeExtractor,
    // The list is never taller than `height` (its max-height): that is the window to fill, known
    // without measuring. Following the real height would add a commit whenever results shrink or grow.
    observeElementRect: (_instance: Virtualizer<HTMLDivElement, Element>, notify) => {
      rectCallback.current = notify;
      notify({ width: 0, height });
      return () => {
        rectCallback.current = null;
      };
    },
    observeElementOffset: (instance: Virtualizer<HTMLDivElement, Element>, notify) => {
      offsetCallback.current = notify;
      return observeElementOffset(instance, notify);
    },
  });

  useImperativeHandle(
    handle,
    () => ({
      scrollToTop() {
        const element = scrollRef.current;
        if (!element || (virtualizer.scrollOffset ?? 0) === 0) return;
        element.scrollTop = 0;
        offsetCallback.current?.(0, false);
      },
    }),
    [virtualizer],
  );

  useEffect(() => rectCallback.current?.({ width: 0, height }), [height]);

  useEffect(() => {
    if (scrollRequest === 0 || activeRow < 0) return;
    // The first option of a group brings its heading into view too.
    virtualizer.scrollToIndex(flat.isHeading(activeRow - 1) ? activeRow - 1 : activeRow, { align: 'auto' });
  }, [scrollRequest]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the keyboard moved the selection

  const groups: { section: number; label: string; rows: React.ReactNode[] }[] = [];
  for (const virtual of virtualizer.getVirtualItems()) {
    if (virtual.index >= flat.rowCount) continue;
    const row = flat.row(virtual.index);
    let group = groups.at(-1);
    if (!group || group.section !== row.sectionIndex) {
      group = { section: row.sectionIndex, label: row.section.label, rows: [] };
      groups.push(group);
    }
    group.rows.push(
      row.type === 'heading' ? (
        <div
          key={`r${virtual.index}`}
          aria-hidden
          style={{ height: HEADING_HEIGHT, transform: `translateY(${virtual.start}px)` }}
          className="absolute inset-x-2 top-0 flex items-end px-3 pb-1 text-xs font-medium text-slate-500"
        >
          {row.section.label}
        </div>
      ) : (
        <PaletteRow
          // Keyed by position, not by item: a new query updates the rows in place instead of
          // unmounting and mounting them (a keystroke then touches a dozen text nodes, not the tree).
          key={`r${virtual.index}`}
          item={row.item}
          id={optionId(row.option)}
          option={row.option}
          selected={row.option === active}
          query={query}
          top={virtual.start}
          height={virtual.size}
          labels={labels}
          onHover={onHover}
          onRun={onRun}
        />
      ),
    );
  }

  return (
    <div
      ref={scrollRef}
      id={listId}
      role="listbox"
      aria-label={label}
      tabIndex={-1}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      style={{ maxHeight: height }}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {groups.map((group) => (
          <div key={group.section} role="group" aria-label={group.label}>
            {group.rows}
          </div>
        ))}
      </div>
    </div>
  );
});
