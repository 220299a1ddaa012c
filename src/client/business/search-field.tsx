import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldError, Form, useErrorText } from '../ui/form';

/** How long typing must pause before a live filter asks again, as the other pages' searches do. */
export const TYPING_PAUSE_MS = 300;

/** A cleared box means "no filter": the field is left out, as the query call expects. */
const blankAsAbsent = (value: string) => value.trim() || undefined;

export interface SearchFieldProps<N extends string> {
  name: N;
  /** The query call's body narrowed to this field (`callBody(call).pick({ [name]: true })`). */
  schema: z.ZodType<Partial<Record<N, unknown>>, Partial<Record<N, unknown>>>;
  label: string;
  value: string | undefined;
  onApply(value: string | undefined): void;
  /** Applies the text once typing pauses (Enter still applies at once); otherwise only Enter does. */
  live?: boolean;
}

/**
 * A text filter: a one-field form checked by the query call's own rule for the field, so a value
 * the server would refuse is pointed out at the box instead of failing the list. Enter applies it;
 * a `live` field also applies it when typing pauses, never on every keystroke nor mid-IME.
 */
export function SearchField<N extends string>({ name, schema, label, value, onApply, live = false }: SearchFieldProps<N>) {
  const { t } = useTranslation();
  const errorId = useId();
  const form = useForm<Record<string, unknown>, unknown, Partial<Record<N, unknown>>>({
    resolver: zodResolver(schema as z.ZodType<Partial<Record<N, unknown>>, Record<string, unknown>>),
    defaultValues: { [name]: value },
  });
  const error = useErrorText()(form.formState.errors[name], label);
  const applied = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const composing = useRef(false);

  // A filter changed from outside (a link, the back button) shows in the box.
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    form.reset({ [name]: value });
  }, [value, name, form]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (values: Partial<Record<N, unknown>>, always: boolean) => {
    clearTimeout(timer.current);
    const next = values[name] === undefined ? undefined : String(values[name]);
    if (!always && next === applied.current) return;
    applied.current = next;
    onApply(next);
  };
  const settle = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void form.handleSubmit((values) => apply(values, false))(), TYPING_PAUSE_MS);
  };
  const { onChange, ...field } = form.register(name, { setValueAs: blankAsAbsent });

  return (
    <Form form={form} onSubmit={(values) => apply(values, true)} className="flex flex-col gap-1">
      <label className="flex flex-col text-xs text-slate-600">
        {label}
        <input
          type="search"
          className="h-9 rounded-md border border-slate-300 px-2 text-sm"
          placeholder={live ? undefined : t('business.enterToFilter')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
            if (live) settle();
          }}
          {...field}
          onChange={(event) => {
            void onChange(event);
            if (live && !composing.current) settle();
          }}
        />
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Form>
  );
}
