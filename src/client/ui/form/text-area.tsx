import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  invalid?: boolean;
}

/** Multi-line text; `invalid` sets aria-invalid and the red border, as Input does (Field passes it). */
export function TextArea({ invalid, className, ...rest }: TextAreaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={clsx(
        'w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        invalid ? 'border-red-500' : 'border-slate-300',
        className,
      )}
      {...rest}
    />
  );
}
