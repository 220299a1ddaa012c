import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '../button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** Said while the form is being sent (e.g. 登录中…); the button is disabled meanwhile. */
  busyLabel?: string;
}

/** The form's submit button: disabled and relabelled while the Form's submit runs. */
export function SubmitButton({ busyLabel, children, disabled, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button {...rest} type="submit" disabled={disabled || isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting && busyLabel ? busyLabel : children}
    </Button>
  );
}
