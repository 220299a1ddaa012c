import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PalettePanel } from './palette-panel';
import type { PaletteServices } from './palette-types';
import type { PaletteStart } from './use-palette-controller';

export interface PaletteViewProps {
  open: boolean;
  onClose(): void;
  services: PaletteServices;
  start: PaletteStart;
  /** Changes whenever the palette is shown again: it starts afresh. */
  session: number;
  /** Focus goes back here on close (where it was when the palette opened). */
  returnFocus?: HTMLElement | null;
}

/**
 * The palette in a Radix dialog (focus trap, Escape, labelled): a centred panel on wide screens,
 * full screen at 768 px and below. Escape first leaves a nested page or a prefix mode, and never
 * closes the palette while an input method is composing.
 */
export function PaletteView({ open, onClose, services, start, session, returnFocus }: PaletteViewProps) {
  const { t } = useTranslation();
  const backRef = useRef<() => boolean>(() => false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      {/* Closed, no portal (see ui/dialog.tsx). */}
      {open && (
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/40 max-[768px]:bg-white" />
          <RadixDialog.Content
            data-palette
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              inputRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnFocus?.isConnected) returnFocus.focus();
            }}
            onEscapeKeyDown={(event) => {
              if (event.isComposing || event.keyCode === 229 || backRef.current()) event.preventDefault();
            }}
            className="fixed z-overlay flex flex-col overflow-hidden bg-white shadow-2xl max-[768px]:inset-0 min-[769px]:top-[10vh] min-[769px]:left-1/2 min-[769px]:max-h-[80vh] min-[769px]:w-[min(680px,calc(100vw-2rem))] min-[769px]:-translate-x-1/2 min-[769px]:rounded-xl min-[769px]:border min-[769px]:border-slate-200"
          >
            <RadixDialog.Title className="sr-only">{t('palette.title')}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{t('palette.description')}</RadixDialog.Description>
            <PalettePanel key={session} services={services} start={start} close={onClose} backRef={backRef} inputRef={inputRef} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
