import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useState, type ComponentPropsWithoutRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onPointerDown' | 'onKeyDown'>;

// The keys with which a Radix menu button opens its menu.
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu button whose Radix menu is mounted only once someone reaches for it, and whose content
 * is in the page only while open. A mounted Radix menu sets state in the very commit that mounts
 * it (its anchor's ref, its closed content's presence), so React renders again and runs every
 * pending effect in that same task; in the shell's header that made the first commit of each
 * signed-in page load one long task. Until then a plain button with the same look, name and
 * popup role stands in; a press or Enter / Space / ↓ on it mounts the menu open. `content` is the
 * menu's `RadixMenu.Content`.
 */
export function DropdownMenu({
  trigger,
  content,
  open,
  onOpenChange,
  modal,
}: {
  trigger: TriggerProps;
  content: ReactNode;
  /** As Radix's: false leaves the rest of the page usable while the menu is open (a flyout). */
  modal?: boolean;
  /** Controlled open state; uncontrolled without it. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [reached, setReached] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Opened from outside (a shortcut, the palette) before anyone pressed the button.
  if (isOpen && !reached) setReached(true);

  if (!reached) {
    const reach = (event: PointerEvent | KeyboardEvent) => {
      event.preventDefault();
      setReached(true);
      setOpen(true);
    };
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        {...trigger}
        onPointerDown={(event) => {
          if (event.button === 0 && !event.ctrlKey) reach(event);
        }}
        onKeyDown={(event) => {
          if (OPEN_KEYS.has(event.key)) reach(event);
        }}
      />
    );
  }
  return (
    <RadixMenu.Root open={isOpen} onOpenChange={setOpen} modal={modal}>
      <RadixMenu.Trigger {...trigger} />
      {isOpen && <RadixMenu.Portal>{content}</RadixMenu.Portal>}
    </RadixMenu.Root>
  );
}
