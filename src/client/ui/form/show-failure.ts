import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import { failureText } from '../../api/failure-text';
import { SERVER_ERROR } from './error-text';

/** The input field a refusal names (`data.field` of the envelope), if the answer names one. */
function namedField(data: unknown): string | null {
  const field = typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : undefined;
  return typeof field === 'string' && field !== '' ? field : null;
}

/** Whether `path` (dotted) is one of the form's own values. */
function holds(values: unknown, path: string): boolean {
  let node = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * Puts a failed call's message where the person looks: on the field the server named, or on the
 * form (FormError). Anything but a call failure is a bug and is thrown on.
 */
export function showFailure<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>, error: unknown): void {
  if (!isApiError(error)) throw error;
  if (error.kind === 'aborted') return;
  const message = failureText(error);
  const field = namedField(error.data);
  if (field !== null && holds(form.getValues(), field)) {
    form.setError(field as Path<T>, { type: SERVER_ERROR, message }, { shouldFocus: true });
  } else {
    form.setError('root.server', { type: SERVER_ERROR, message });
  }
}
