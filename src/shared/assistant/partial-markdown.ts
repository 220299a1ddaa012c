/**
 * An answer cut short (stopped while streaming) ends at a clean boundary: a table keeps only its
 * whole rows (and disappears if its header is not complete yet), and a link or bold text that was
 * not closed is dropped, so the markdown renders as what was written so far, never as raw pipes.
 * Well-formed markdown comes back unchanged.
 */
const SEPARATOR = /^\|(?:\s*:?-{3,}:?\s*\|)+\s*$/;

const isRow = (line: string) => line.trimStart().startsWith('|');
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|').length;

function closeTable(lines: string[]): string[] {
  let start = lines.length;
  while (start > 0 && isRow(lines[start - 1] ?? '')) start -= 1;
  if (start === lines.length) return lines;
  const table = lines.slice(start);
  const [header = '', separator = ''] = table;
  // A header without its separator line, or a separator still being written, is no table yet.
  if (table.length < 2 || !SEPARATOR.test(separator.trim()) || cells(separator) !== cells(header))
    return dropTrailingBlank(lines.slice(0, start));
  const last = table[table.length - 1] ?? '';
  const whole = table.length === 2 || (last.trimEnd().endsWith('|') === header.trimEnd().endsWith('|') && cells(last) === cells(header));
  return whole ? lines : lines.slice(0, -1);
}

function dropTrailingBlank(lines: string[]): string[] {
  const kept = [...lines];
  while (kept.length > 0 && (kept[kept.length - 1] ?? '').trim() === '') kept.pop();
  return kept;
}

/** A sentence end: never the point of a decimal, so a figure is never kept cut short. */
const SENTENCE_END = /[。！？；：:!?;]|\.(?!\d)/g;

/** The last line up to its last whole sentence, without a link or bold text it opened and did not close. */
function closeInline(line: string): string {
  let text = line;
  const ends = [...text.matchAll(SENTENCE_END)];
  const lastEnd = ends.at(-1);
  if (!/[。！？；：:!?;.)]$/.test(text.trimEnd())) text = lastEnd?.index === undefined ? '' : text.slice(0, lastEnd.index + 1);
  const open = text.lastIndexOf('[');
  if (open >= 0 && !/\]\([^)]*\)/.test(text.slice(open))) text = text.slice(0, open);
  if ((text.match(/\*\*/g) ?? []).length % 2 === 1) text = text.slice(0, text.lastIndexOf('**')) + text.slice(text.lastIndexOf('**') + 2);
  return text.trimEnd();
}

/** While an answer streams: a table shows its whole rows only. */
export function closePartialTable(text: string): string {
  return closeTable(text.split('\n')).join('\n');
}

/** A stopped answer as it is stored: whole table rows, whole sentences. */
export function closePartialMarkdown(text: string): string {
  const lines = closeTable(text.split('\n'));
  const last = lines.length - 1;
  if (last >= 0 && !isRow(lines[last] ?? '')) lines[last] = closeInline(lines[last] ?? '');
  return dropTrailingBlank(lines).join('\n');
}
