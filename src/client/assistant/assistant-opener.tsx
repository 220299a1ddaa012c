import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssistant } from './assistant-store';
import { DRAG_THRESHOLD, OPENER_SIZE, clampTop, initialTop } from './opener-position';

/**
 * The floating button that opens the assistant. It can be dragged up and down (kept inside the
 * window); a press without a drag opens the panel. The keyboard opens it too (Enter, Space).
 */
export function AssistantOpener() {
  const { t } = useTranslation();
  const stored = useAssistant((state) => state.openerTop);
  const [top, setTop] = useState(() => (stored === null ? initialTop(window.innerHeight) : clampTop(stored, window.innerHeight)));
  const drag = useRef<{ startY: number; startTop: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    const onResize = () => setTop((current) => clampTop(current, window.innerHeight));
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
    <button
      type="button"
      aria-label={t('assistant.opener')}
      title={t('assistant.opener')}
      data-testid="assistant-opener"
      className="fixed right-3 z-[1900] flex touch-none items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      style={{ top, width: OPENER_SIZE, height: OPENER_SIZE }}
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
    >
      <Sparkles size={24} aria-hidden />
    </button>
  );
}
