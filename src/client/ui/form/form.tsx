import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { showFailure } from './show-failure';

export interface FormProps<TValues extends FieldValues, TOutput extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** useForm(...) with zodResolver(the call's body schema). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Sends the values the schema passed; while it runs the form is busy (SubmitButton). */
  onSubmit(values: TOutput): Promise<unknown> | void;
  children: ReactNode;
}

/**
 * The one form element of the client: validates with the form's schema, then submits; a failed
 * call lands on the field the server named or on the form (FormError), so no dialog repeats its
 * own busy flag and try/catch.
 */
export function Form<TValues extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFailure(form, error);
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate {...rest} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
