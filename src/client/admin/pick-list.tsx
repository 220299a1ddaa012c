/** A labelled group of checkboxes for choosing several ids (roles, departments). */
export function PickList({
  legend,
  options,
  value,
  error,
  onChange,
}: {
  legend: string;
  options: readonly { id: number; label: string }[];
  value: readonly number[];
  error?: string | undefined;
  onChange(next: number[]): void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex max-h-36 flex-wrap gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-1.5 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-400"
              checked={value.includes(option.id)}
              onChange={(event) => onChange(event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
