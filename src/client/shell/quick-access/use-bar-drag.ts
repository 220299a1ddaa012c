import { useRef, useState, type PointerEvent } from 'react';
import { clampTop, dockSide, isDrag, type BarPosition } from './quick-access-layout';

interface DragState {
  startX: number;
  startY: number;
  startTop: number;
  dragging: boolean;
}

/**
 * Pointer handling of the bar's handle: beyond 10 px it is a drag (the bar follows, then docks to
 * the nearer edge); otherwise it is a click.
 */
export function useBarDrag(position: BarPosition, onDrop: (next: BarPosition) => void, onClick: () => void) {
  const drag = useRef<DragState | null>(null);
  /** The click that follows a drag's pointerup is not a click. */
  const dragged = useRef(false);
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    dragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, startTop: position.top, dragging: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.dragging && !isDrag(dx, dy)) return;
    state.dragging = true;
    setOffset({ x: dx, y: dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    drag.current = null;
    setOffset(null);
    if (!state?.dragging) return;
    dragged.current = true;
    const bar = event.currentTarget.closest('[data-quick-access]')?.getBoundingClientRect();
    const height = bar?.height ?? 200;
    const top = clampTop(state.startTop + (event.clientY - state.startY), height, window.innerHeight);
    onDrop({ ...position, top, side: dockSide(event.clientX, window.innerWidth) });
  };
  // Clicks (mouse within 10 px, keyboard Enter/Space) toggle the bar.
  const onClickCapture = () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    onClick();
  };
  return {
    offset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onClick: onClickCapture,
      onPointerCancel: () => ((drag.current = null), setOffset(null)),
    },
  };
}
