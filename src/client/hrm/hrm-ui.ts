/** The filter inputs of the scheduling and attendance pages. */
export const input = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';

/** Minutes as hours with one decimal (the pages show hours; the data keeps minutes). */
export const hours = (minutes: number) => (minutes / 60).toFixed(1);
