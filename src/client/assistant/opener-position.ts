/**
 * Where the opener tab sits on the right edge (sections.md §9): its bottom 120 px above the window
 * bottom at first, draggable vertically but kept between the top (0) and the window height minus 52 px.
 */
/** The tab's height (px). */
export const OPENER_SIZE = 52;
export const OPENER_BOTTOM_GAP = 120;
/** Movement (px) below which a press counts as a click, not a drag. */
export const DRAG_THRESHOLD = 4;

export function clampTop(top: number, windowHeight: number): number {
  return Math.min(Math.max(0, top), Math.max(0, windowHeight - OPENER_SIZE));
}

export function initialTop(windowHeight: number): number {
  return clampTop(windowHeight - OPENER_BOTTOM_GAP - OPENER_SIZE, windowHeight);
}
