import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError, Form, useErrorText } from '../ui/form';

/** A cleared box means "no filter": the field is left out, as the query call expects. */
const blankAsAbsent = (value: string) => value.trim() || undefined;

export interface SearchFieldProps<N extends string> {
  name: N;
  /** The query call's body narrowed to this field (`callBody(call).pick({ [name]: true })`). */
  schema: z.ZodType<Partial<Record<N, unknown>>, Partial<Record<N, unknown>>>;
  label: string;
  value: string | undefined;
  onApply(value: string | undefined): void;
}

/**
 * A text filter applied with Enter: a one-field form checked by the query call's own rule for the
 * field, so a value the server would refuse is pointed out at the box instead of failing the list.
 */
export function SearchField<N extends string>({ name, schema, label, value, onApply }: SearchFieldProps<N>) {
  const errorId = useId();
  const form = useForm<Record<string, unknown>, unknown, Partial<Record<N, unknown>>>({
    resolver: zodResolver(schema as z.ZodType<Partial<Record<N, unknown>>, Record<string, unknown>>),
    defaultValues: { [name]: value },
  });
  const error = useErrorText()(form.formState.errors[name], label);
  return (
    <Form
      form={form}
      onSubmit={(values) => onApply(values[name] === undefined ? undefined : String(values[name]))}
      className="flex flex-col gap-1"
    >
      <label className="flex flex-col text-xs text-slate-600">
        {label}
        <input
          type="search"
          className="h-9 rounded-md border border-slate-300 px-2 text-sm"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register(name, { setValueAs: blankAsAbsent })}
        />
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Form>
  );
}
