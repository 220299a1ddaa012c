import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Kbd } from '../shortcuts';

const HINTS: [string[], 'move' | 'open' | 'newTab' | 'more' | 'back' | 'close' | 'shortcuts'][] = [
  [['ArrowUp'], 'move'],
  [['Enter'], 'open'],
  [['mod', 'Enter'], 'newTab'],
  [['ArrowRight'], 'more'],
  [['Backspace'], 'back'],
  [['Escape'], 'close'],
  [['?'], 'shortcuts'],
];

/** Key hints under the list (hidden on phones, which have no keyboard shortcuts to learn). */
export const PaletteFooter = memo(function PaletteFooter() {
  const { t } = useTranslation();
  return (
    <div
      aria-hidden
      className="hidden shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-200 px-3 py-2 text-xs text-slate-500 md:flex"
    >
      {HINTS.map(([chord, label]) => (
        <span key={label} className="flex items-center gap-1">
          {label === 'move' && <Kbd chord={['ArrowDown']} spoken={false} />}
          <Kbd chord={chord} spoken={false} />
          {t(`palette.footer.${label}`)}
        </span>
      ))}
    </div>
  );
});
