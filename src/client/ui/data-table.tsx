import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A plain table with a header row; the caller renders the rows (with `cell` or `numCell` on each
 * td, and lists the right-aligned columns in `numeric`). Wide tables scroll sideways on a phone
 * instead of breaking words letter by letter; the region takes focus so keyboards can scroll it.
 */
export function DataTable({
  caption,
  head,
  numeric = [],
  minWidth = 'min-w-[40rem]',
  children,
}: {
  caption: string;
  head: readonly ReactNode[];
  numeric?: readonly number[];
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className={clsx('w-full text-left text-sm text-slate-800', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            {head.map((label, index) => (
              <th key={index} scope="col" className={clsx('px-3 py-2 whitespace-nowrap', numeric.includes(index) && 'text-right')}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The padding of a DataTable cell. */
export const cell = 'px-3 py-2 align-top';
/** A right-aligned number cell (amounts, counts, hours). */
export const numCell = `${cell} text-right tabular-nums`;
