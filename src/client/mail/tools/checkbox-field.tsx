import { useFormContext, type FieldValues, type Path } from 'react-hook-form';

/** A labelled checkbox bound to the surrounding form. */
export function CheckboxField<T extends FieldValues>({ name, label, hint }: { name: Path<T>; label: string; hint?: string }) {
  const { register } = useFormContext<T>();
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700">
      <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-400" {...register(name)} />
      <span>
        {label}
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}
