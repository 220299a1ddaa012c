import type { ReactElement } from 'react';
import { get, useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { Field, useErrorText } from '../../ui/form';

/** The first message under a path: a money field's error may sit on its amount or its currency. */
export function firstError(errors: FieldErrors, name: string): { type?: string; message?: string } | undefined {
  const visit = (node: unknown, depth: number): { type?: string; message?: string } | undefined => {
    if (!node || typeof node !== 'object' || depth > 4) return undefined;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record as { type?: string; message: string };
    for (const [key, child] of Object.entries(record)) {
      if (key === 'ref') continue;
      const found = visit(child, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return visit(get(errors, name), 0);
}

export interface WidgetFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; invalid?: boolean }>;
}

/** Label, control and the value's error (from the shared schema or the server), as one field. */
export function WidgetField({ name, label, required, hint, children }: WidgetFieldProps) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const errorText = useErrorText();
  return (
    <Field label={required ? `${label} *` : label} hint={hint} error={errorText(firstError(errors, name), label)}>
      {children}
    </Field>
  );
}
