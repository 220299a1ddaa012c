import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatChord, spokenChord } from './chord';

interface KbdProps {
  chord: readonly string[];
  className?: string;
  /** Say the chord to screen readers (default); off where the text next to it says enough. */
  spoken?: boolean;
}

const capClass =
  'rounded border border-slate-300 bg-white px-1.5 py-0.5 font-sans text-[11px] leading-none text-slate-600 shadow-[0_1px_0_rgba(0,0,0,0.08)]';

/** A key chord as key caps, with its spoken name for screen readers ("Control K", not "⌃K"). */
export function Kbd({ chord, className, spoken = true, describe }: KbdProps & { describe?: (keys: string) => string }) {
  if (!spoken) return <KbdCaps chord={chord} className={className} text={null} />;
  return describe ? (
    <KbdCaps chord={chord} className={className} text={describe(spokenChord(chord))} />
  ) : (
    <TranslatedKbd chord={chord} className={className} />
  );
}

function TranslatedKbd({ chord, className }: KbdProps) {
  const { t } = useTranslation();
  return <KbdCaps chord={chord} className={className} text={t('palette.shortcut', { keys: spokenChord(chord) })} />;
}

function KbdCaps({ chord, className, text }: { chord: readonly string[]; className?: string; text: string | null }) {
  return (
    <>
      <kbd aria-hidden className={clsx(capClass, className)}>
        {formatChord(chord)}
      </kbd>
      {text && <span className="sr-only">{text}</span>}
    </>
  );
}
