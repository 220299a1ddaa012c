import { useEffect } from 'react';

/** "<page> · Switchboard" in the browser tab; follows language changes because title does. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Switchboard` : 'Switchboard';
  }, [title]);
}
