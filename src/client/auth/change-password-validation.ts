/**
 * Client-side rules of the change-password form; the server applies the same ones (8–64
 * characters with letters and digits, different from the current one). Errors are i18n keys.
 */
export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordErrorKey =
  | 'changePassword.errors.oldPassword'
  | 'changePassword.errors.weak'
  | 'changePassword.errors.same'
  | 'changePassword.errors.mismatch';

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, ChangePasswordErrorKey>>;

export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && value.length <= 64 && /[A-Za-z]/.test(value) && /\d/.test(value);
}

export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (!values.oldPassword || values.oldPassword.length > 64) errors.oldPassword = 'changePassword.errors.oldPassword';
  if (!isStrongPassword(values.newPassword)) errors.newPassword = 'changePassword.errors.weak';
  else if (values.newPassword === values.oldPassword) errors.newPassword = 'changePassword.errors.same';
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'changePassword.errors.mismatch';
  return errors;
}
