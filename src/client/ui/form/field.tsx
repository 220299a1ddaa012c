import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { FormLabel } from './form-label';

interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}

export interface FieldProps {
  label: string;
  /** Shown under the control and announced (role=alert) when set. */
  error?: string | null | undefined;
  hint?: string | undefined;
  /** One control (Input, TextArea…); it receives id, aria-describedby and invalid. */
  children: ReactElement<FieldControlProps>;
  /** Something beside the control, e.g. the send-code button. */
  addon?: ReactNode;
}

/** Label + control + hint + error, wired together so screen readers read them as one field. */
export function Field({ label, error, hint, children, addon }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-describedby': describedBy, invalid: Boolean(error) })
    : children;
  return (
    <div className="flex flex-col gap-1">
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">{control}</div>
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
