import { CODE_RE, USERNAME_RE, password as passwordSchema } from '../../shared/api/auth-calls';

/**
 * The sign-in form's client-side rules — the same ones the server applies (shared/api/auth-calls),
 * so a form that passes here is never refused for its format. Errors are i18n keys.
 */
export interface LoginValues {
  username: string;
  password: string;
  code: string;
}

export type LoginErrorKey = 'login.errors.username' | 'login.errors.password' | 'login.errors.code';
export type LoginErrors = Partial<Record<keyof LoginValues, LoginErrorKey>>;

export function usernameError(username: string): LoginErrorKey | undefined {
  return USERNAME_RE.test(username.trim()) ? undefined : 'login.errors.username';
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const username = usernameError(values.username);
  if (username) errors.username = username;
  if (!passwordSchema.safeParse(values.password).success) errors.password = 'login.errors.password';
  if (!CODE_RE.test(values.code.trim())) errors.code = 'login.errors.code';
  return errors;
}

export const hasErrors = (errors: LoginErrors) => Object.keys(errors).length > 0;
