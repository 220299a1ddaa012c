import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';

/**
 * The method's own floor: the same dialog, a search box whose keystroke re-renders one line of
 * text. Printed beside the results so that figures from a busy machine can be read fairly.
 */
export function FloorPalette({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [text, setText] = useState('');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed top-[10vh] left-1/2 z-overlay w-[680px] -translate-x-1/2 rounded-xl bg-white p-4"
        >
          <RadixDialog.Title>floor</RadixDialog.Title>
          <input
            role="combobox"
            aria-expanded
            aria-controls="floor-text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full border p-2"
          />
          <p id="floor-text">{text}</p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
