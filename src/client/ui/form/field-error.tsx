/** A field's error, announced when it appears; its id goes in the control's aria-describedby. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} role="alert" className="text-xs text-red-600">
      {children}
    </p>
  );
}
