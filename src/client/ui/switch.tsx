import { clsx } from 'clsx';

/** An on/off switch (role="switch"; Space toggles) named for screen readers by its label. */
export function Switch({
  checked,
  label,
  busy = false,
  onChange,
}: {
  checked: boolean;
  label: string;
  busy?: boolean;
  onChange(next: boolean): void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={busy}
      onClick={() => onChange(!checked)}
      className={clsx(
        'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-slate-400',
      )}
    >
      <span
        aria-hidden
        className={clsx('h-4 w-4 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-4.5' : 'translate-x-0.5')}
      />
    </button>
  );
}
