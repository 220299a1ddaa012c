import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';

/** A native select that a Field can mark invalid (aria-invalid and the red border). */
export function Select({ invalid, className, ...rest }: ComponentPropsWithRef<'select'> & { invalid?: boolean }) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={clsx(
        'h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        invalid ? 'border-red-500' : 'border-slate-300',
        className,
      )}
      {...rest}
    />
  );
}
