import { useMemo, useState } from 'react';
import { staffSelect, type StaffOption } from '../../../shared/api/staff-calls';
import { useCall } from '../../api/use-call';

/**
 * Names for the staff ids a graph or a role holds: the directory's first hundred (the whole demo
 * organisation) plus everyone picked since, so a card names a person as soon as they are added.
 */
export function useStaffNames() {
  const directory = useCall(staffSelect, { query: { keyword: '', limit: 100 } });
  const [picked, setPicked] = useState<ReadonlyMap<number, StaffOption>>(new Map());
  const nameOf = useMemo(() => {
    const names = new Map<number, string>();
    for (const option of [...(directory.data ?? []), ...picked.values()]) names.set(option.staffId, option.name);
    return (id: number) => names.get(id) ?? `#${id}`;
  }, [directory.data, picked]);
  const remember = (option: StaffOption) => setPicked((current) => new Map(current).set(option.staffId, option));
  return { nameOf, remember };
}
