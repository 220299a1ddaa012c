import { useEffect, type RefObject } from 'react';

/** Marks an open panel's own floating menus (rendered in a portal), which count as inside it. */
export const PANEL_MENU_ATTRIBUTE = 'data-quick-access-menu';

/**
 * While the panel is open, Escape or a press outside it closes it. `close(true)` asks to return
 * the focus to the opener, because the focus was inside the panel when it closed. Pass a stable `close`.
 */
export function useOutsideDismiss(open: boolean, panel: RefObject<HTMLElement | null>, close: (returnFocus: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && panel.current?.contains(target)) return;
      if (target instanceof Element && target.closest(`[${PANEL_MENU_ATTRIBUTE}]`)) return;
      close(false);
    };
    // A menu or dialog above the panel handles its own Escape first and marks it handled.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close(panel.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, panel, close]);
}
