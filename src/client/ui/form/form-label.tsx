import * as Label from '@radix-ui/react-label';
import type { ReactNode } from 'react';

/** The label of one control (a click focuses the control it names). */
export function FormLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <Label.Root htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
      {children}
    </Label.Root>
  );
}
