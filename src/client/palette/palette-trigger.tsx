import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePalette } from './palette-store';
import { PALETTE_TRIGGER_ATTRIBUTE } from './warm-palette';

/** The header's visible way into the palette (and the only one on touch screens). */
export function PaletteTrigger() {
  const { t } = useTranslation();
  const show = usePalette((state) => state.show);
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <button
      type="button"
      {...{ [PALETTE_TRIGGER_ATTRIBUTE]: '' }}
      onClick={() => show()}
      aria-label={t('palette.trigger')}
      aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
      className="flex h-9 items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 text-sm text-slate-500 hover:bg-slate-100"
    >
      <Search aria-hidden size={16} />
      {/* The long invitation only where the header has room for it (the English one is twice as wide). */}
      <span className="hidden desktop:inline">{t('palette.trigger')}</span>
      <span className="hidden sm:max-desktop:inline">{t('palette.triggerShort')}</span>
      <kbd className="hidden rounded border border-slate-300 bg-white px-1 text-xs text-slate-500 desktop:inline" aria-hidden>
        {isMac ? '⌘K' : 'Ctrl K'}
      </kbd>
    </button>
  );
}
