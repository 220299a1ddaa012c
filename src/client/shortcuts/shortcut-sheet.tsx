import { useTranslation } from 'react-i18next';
import { commandRegistry } from '../../../commands/index';
import { useCommands } from '../commands';
import { useLanguage } from '../i18n/i18n';
import { Dialog } from '../ui/dialog';
import { Kbd } from './kbd';
import { useShortcutSheet } from '../palette';
import { chordsOf } from './use-global-shortcuts';

/** Keys inside the palette; not commands, so listed here. */
type SheetKey =
  | 'move'
  | 'firstLast'
  | 'run'
  | 'runNewTab'
  | 'actionPanel'
  | 'back'
  | 'close'
  | 'prefixActions'
  | 'prefixAsk'
  | 'prefixPeople'
  | 'prefixRecords';
const PALETTE_KEYS: [string[][], SheetKey][] = [
  [[['ArrowUp'], ['ArrowDown']], 'move'],
  [[['Home'], ['End']], 'firstLast'],
  [[['Enter']], 'run'],
  [[['mod', 'Enter']], 'runNewTab'],
  [[['mod', 'K'], ['ArrowRight']], 'actionPanel'],
  [[['Backspace']], 'back'],
  [[['Escape']], 'close'],
  [[['>']], 'prefixActions'],
  [[['?']], 'prefixAsk'],
  [[['@']], 'prefixPeople'],
  [[['#']], 'prefixRecords'],
];

function ShortcutRow({ chords, label }: { chords: string[][]; label: string }) {
  return (
    <li className="flex items-center justify-between gap-4 py-1.5 text-sm">
      <span className="text-slate-700">{label}</span>
      <span className="flex shrink-0 items-center gap-1">
        {chords.map((chord) => (
          <Kbd key={chord.join('+')} chord={chord} />
        ))}
      </span>
    </li>
  );
}

/** The `?` cheat sheet: every shortcut the person can use now, from the same registry. */
export function ShortcutSheet() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { ctx } = useCommands();
  const open = useShortcutSheet((state) => state.open);
  const hide = useShortcutSheet((state) => state.hide);
  if (!open) return null;
  const commands = commandRegistry.list().filter((command) => chordsOf(command).length > 0 && commandRegistry.isAvailable(command, ctx));
  return (
    <Dialog open onOpenChange={(next) => !next && hide()} title={t('palette.sheet.title')} description={t('palette.sheet.description')}>
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        <h3 className="text-xs font-medium text-slate-500">{t('palette.sheet.global')}</h3>
        <ul className="mb-4 divide-y divide-slate-100">
          {commands.map((command) => (
            <ShortcutRow key={command.id} chords={chordsOf(command)} label={command.title[language]} />
          ))}
        </ul>
        <h3 className="text-xs font-medium text-slate-500">{t('palette.sheet.inPalette')}</h3>
        <ul className="divide-y divide-slate-100">
          {PALETTE_KEYS.map(([chords, label]) => (
            <ShortcutRow key={label} chords={chords} label={t(`palette.sheet.${label}`)} />
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
