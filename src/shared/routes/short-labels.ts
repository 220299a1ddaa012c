import { SECTIONS } from './index';
import { groupKey, pageKey } from './menu-keys';
import type { SectionDef } from './types';

/** A short English label and the title it stands for. */
export interface ShortLabel {
  en: string;
  shortEn: string;
}

/** The route table's short English labels by menu key (`international`): sections, groups and pages. */
export function shortLabels(sections: readonly SectionDef[] = SECTIONS): ReadonlyMap<string, ShortLabel> {
  const labels = new Map<string, ShortLabel>();
  const add = (key: string, def: { title: { en: string }; shortEn?: string }) => {
    if (def.shortEn) labels.set(key, { en: def.title.en, shortEn: def.shortEn });
  };
  for (const section of sections) {
    add(section.area, section);
    for (const group of section.groups) {
      add(groupKey(section.area, group.key), group);
      for (const page of group.pages) add(pageKey(section.area, section.prefix, page.path), page);
    }
  }
  return labels;
}

const SHORT_LABELS = shortLabels();

/** The short label of a menu node, only while the node still shows the title the label shortens. */
export function shortLabelOf(key: string, titleEn: string): string | undefined {
  const label = SHORT_LABELS.get(key);
  return label?.en === titleEn ? label.shortEn : undefined;
}
