import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdgeInset } from '../shell';
import { EdgeTab } from '../ui/edge-tab';
import { useAssistant } from './assistant-store';
import { DRAG_THRESHOLD, OPENER_SIZE, clampTop, initialTop } from './opener-position';

/**
 * The tab on the right edge that opens the assistant, 120 px above the window bottom at first. It
 * can be dragged up and down along the edge (kept inside the window); a press without a drag
 * opens the panel. The keyboard opens it too (Enter, Space).
 */
export function AssistantOpener() {
  const { t } = useTranslation();
  const stored = useAssistant((state) => state.openerTop);
  const [top, setTop] = useState(() => (stored === null ? initialTop(window.innerHeight) : clampTop(stored, window.innerHeight)));
  const drag = useRef<{ startY: number; startTop: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  // It rests left of a docked assistant and of the page's scrollbar, like the other edge tabs.
  const inset = useEdgeInset();

  useEffect(() => {
    // Not dragged yet, it keeps its 120 px from the bottom; a dragged one stays where it was put.
    const onResize = () =>
      setTop((current) =>
        useAssistant.getState().openerTop === null ? initialTop(window.innerHeight) : clampTop(current, window.innerHeight),
      );
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    drag.current = { startY: event.clientY, startTop: top, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const delta = event.clientY - current.startY;
    if (!current.moved && Math.abs(delta) < DRAG_THRESHOLD) return;
    current.moved = true;
    setTop(clampTop(current.startTop + delta, window.innerHeight));
  };
  const onPointerUp = () => {
    suppressClick.current = drag.current?.moved ?? false;
    if (suppressClick.current) useAssistant.setState({ openerTop: top });
    drag.current = null;
  };

  return (
    <EdgeTab
      icon={Sparkles}
      tone="brand"
      label={t('assistant.title')}
      name={t('assistant.opener')}
      title={t('assistant.opener')}
      data-testid="assistant-opener"
      className="z-[1900] touch-none"
      style={{ top, height: OPENER_SIZE, right: inset > 0 ? inset : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        useAssistant.setState({ open: true });
      }}
    />
  );
}
