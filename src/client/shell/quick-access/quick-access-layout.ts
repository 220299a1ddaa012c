/**
 * Rules of the quick-access bar (shell.md §2/§4), kept apart from React: which entries show
 * inline, when a pointer movement is a drag, where a dropped bar docks, and its saved position.
 */
export const INLINE_COUNT = 7;
export const DRAG_THRESHOLD_PX = 10;
export const STORAGE_KEY = 'sb.quickAccess.ui';

/** Where the handle sits; whether the panel is open is never saved, so no visit starts with it over the page. */
export interface BarPosition {
  side: 'left' | 'right';
  /** Distance of the bar's top from the viewport's top, in px. */
  top: number;
}

export const DEFAULT_POSITION: BarPosition = { side: 'right', top: 160 };

export function splitEntries<T>(entries: readonly T[]): { inline: T[]; more: T[] } {
  return { inline: entries.slice(0, INLINE_COUNT), more: entries.slice(INLINE_COUNT) };
}

/** A movement counts as a drag only beyond 10 px. */
export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) > DRAG_THRESHOLD_PX;
}

/** The edge nearer to where the bar was dropped. */
export function dockSide(centreX: number, viewportWidth: number): 'left' | 'right' {
  return centreX < viewportWidth / 2 ? 'left' : 'right';
}

/** Keeps the bar inside the viewport below the header. */
export function clampTop(top: number, barHeight: number, viewportHeight: number, header = 52): number {
  return Math.round(Math.min(Math.max(header + 8, top), Math.max(header + 8, viewportHeight - barHeight - 8)));
}

/** The saved side and height; anything else an older version saved (an open panel) is ignored. */
export function readPosition(storage: Pick<Storage, 'getItem'>): BarPosition {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<BarPosition> | null;
    if (!value) return DEFAULT_POSITION;
    return {
      side: value.side === 'left' ? 'left' : 'right',
      top: typeof value.top === 'number' && Number.isFinite(value.top) ? value.top : DEFAULT_POSITION.top,
    };
  } catch {
    return DEFAULT_POSITION;
  }
}

export function writePosition(storage: Pick<Storage, 'setItem'>, { side, top }: BarPosition): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ side, top }));
  } catch {
    // storage blocked: the position lasts for this page
  }
}
