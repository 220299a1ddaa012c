import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  invalid?: boolean;
}

/** Text input; `invalid` sets aria-invalid and the red border (Field passes it). */
export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={clsx(
        'h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        invalid ? 'border-red-500' : 'border-slate-300',
        className,
      )}
      {...rest}
    />
  );
}
