import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A dialog asked for in the address — how the palette hands over to a page: `?new=1` (新建用户 / 新建角色),
 * `?reset=<staffId>` (重置密码), `?edit=<staffId>` (分配角色). `open` gets the value and answers whether it
 * is done with it (opened the dialog or said why not); false waits, e.g. for the row to load. Once done,
 * the flag leaves the address (the other parameters stay), so a reload or Back does not open it again.
 */
export function useDialogFromQuery(name: string, open: (value: string) => boolean): void {
  const [search, setSearch] = useSearchParams();
  const value = search.get(name);
  useEffect(() => {
    if (value === null || !open(value)) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, value, open, setSearch]);
}

/** `?new=1`: the create dialog. */
export const openNew =
  (open: () => void) =>
  (value: string): boolean => {
    if (value === '1') open();
    return true;
  };
