import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** Marks a device server (and what hangs off it) as the development simulator, never real hardware. */
export function SimulatedBadge({ simulated }: { simulated: boolean }) {
  const { t } = useTranslation();
  if (!simulated) return null;
  return (
    <span
      title={t('devices.simulatedHint')}
      className="ml-1 inline-flex items-center rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-800"
    >
      {t('devices.simulated')}
    </span>
  );
}

const TONES = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  busy: 'bg-sky-50 text-sky-800 ring-sky-200',
  warn: 'bg-amber-50 text-amber-900 ring-amber-200',
  bad: 'bg-red-50 text-red-800 ring-red-200',
  idle: 'bg-slate-50 text-slate-700 ring-slate-200',
} as const;
export type Tone = keyof typeof TONES;

/** A state word in a coloured pill (the colour repeats the word; it never carries meaning alone). */
export function StatePill({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[tone])}>{children}</span>
  );
}
