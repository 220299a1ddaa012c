import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** The enabled/disabled switch of a process or role row (role="switch", Space toggles). */
export function StateSwitch({
  enabled,
  label,
  busy,
  onChange,
}: {
  enabled: boolean;
  label: string;
  busy: boolean;
  onChange(enabled: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-label={label}
        disabled={busy}
        onClick={() => onChange(!enabled)}
        className={clsx(
          'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50',
          enabled ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden
          className={clsx('h-4 w-4 rounded-full bg-white shadow transition-transform', enabled ? 'translate-x-4.5' : 'translate-x-0.5')}
        />
      </button>
      <span className={clsx('text-xs', enabled ? 'text-emerald-700' : 'text-slate-500')}>
        {t(enabled ? 'workflowDesign.enabled' : 'workflowDesign.disabled')}
      </span>
    </span>
  );
}
