import { cloneElement, type ReactElement } from 'react';
import { useFormContext, useFormState, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { useErrorText } from './error-text';
import { Field, type FieldProps } from './field';

export interface FormFieldProps<T extends FieldValues> extends Omit<FieldProps, 'error' | 'children'> {
  name: Path<T>;
  /** One control (Input, TextArea…): it is registered under `name`. */
  children: ReactElement<Record<string, unknown>>;
  options?: RegisterOptions<T, Path<T>>;
}

/** A Field bound to the surrounding Form: registers its control and shows that value's error. */
export function FormField<T extends FieldValues = FieldValues>({ name, options, children, ...field }: FormFieldProps<T>) {
  const { register, getFieldState } = useFormContext<T>();
  const { error } = getFieldState(name, useFormState<T>({ name }));
  const errorText = useErrorText();
  return (
    <Field {...field} error={errorText(error, field.label)}>
      {cloneElement(children, register(name, options))}
    </Field>
  );
}
