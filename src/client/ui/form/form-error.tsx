import { useFormState } from 'react-hook-form';

/** The failure that names no field (wrong password, network…), above the form's buttons. */
export function FormError() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
