import type { PaletteItem, RowSection } from './palette-types';

export type FlatRow =
  | { type: 'heading'; section: RowSection; sectionIndex: number }
  | { type: 'option'; section: RowSection; sectionIndex: number; option: number; item: PaletteItem };

/**
 * The sections as one virtual list: each section is a heading row followed by its options.
 * Options are numbered across sections (the selection), rows include the headings (the scroll).
 */
export interface FlatRows {
  sections: RowSection[];
  optionCount: number;
  rowCount: number;
  row(virtualIndex: number): FlatRow;
  /** Cheap (no item is built): for row sizes. */
  isHeading(virtualIndex: number): boolean;
  rowOfOption(option: number): number;
  /** First option of the section after (+1) or before (-1) the one holding `option`. */
  sectionStep(option: number, direction: 1 | -1): number;
}

export function flattenSections(sections: RowSection[]): FlatRows {
  const rowStarts: number[] = [];
  const optionStarts: number[] = [];
  let rows = 0;
  let options = 0;
  for (const section of sections) {
    rowStarts.push(rows);
    optionStarts.push(options);
    rows += section.size + 1;
    options += section.size;
  }
  const sectionOfOption = (option: number) => {
    let s = 0;
    while (s + 1 < sections.length && (optionStarts[s + 1] as number) <= option) s += 1;
    return s;
  };
  return {
    sections,
    optionCount: options,
    rowCount: rows,
    row(virtualIndex) {
      let s = 0;
      while (s + 1 < sections.length && (rowStarts[s + 1] as number) <= virtualIndex) s += 1;
      const section = sections[s] as RowSection;
      const offset = virtualIndex - (rowStarts[s] as number);
      if (offset === 0) return { type: 'heading', section, sectionIndex: s };
      return { type: 'option', section, sectionIndex: s, option: (optionStarts[s] as number) + offset - 1, item: section.item(offset - 1) };
    },
    isHeading(virtualIndex) {
      return rowStarts.includes(virtualIndex);
    },
    rowOfOption(option) {
      const s = sectionOfOption(option);
      return (rowStarts[s] as number) + 1 + option - (optionStarts[s] as number);
    },
    sectionStep(option, direction) {
      const s = sectionOfOption(option) + direction;
      if (s < 0 || s >= sections.length) return option;
      return optionStarts[s] as number;
    },
  };
}
