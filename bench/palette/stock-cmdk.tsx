import { Command } from 'cmdk';
import { useMemo } from 'react';
import type { PaletteEntry } from '../../src/client/palette/palette-entries';
import { unitsOf } from '../../src/client/palette/search/pinyin-units';

/**
 * The baseline: cmdk as documented — its default filter and scoring, every item rendered, no
 * virtualisation — on the same items, with the same pinyin (full and initials) as keywords.
 */
export function StockCmdk({ entries, open, onOpenChange }: { entries: PaletteEntry[]; open: boolean; onOpenChange(open: boolean): void }) {
  const groups = useMemo(() => {
    const byGroup = new Map<string, { entry: PaletteEntry; keywords: string[] }[]>();
    for (const entry of entries) {
      const units = unitsOf(entry.title.zh);
      const readings = units.readings.map((r, i) => r?.[0] ?? units.chars[i] ?? '');
      const keywords = [entry.title.en, readings.join(''), readings.map((r) => r.charAt(0)).join(''), ...entry.keywords];
      const group = entry.breadcrumb?.zh ?? '操作';
      byGroup.set(group, [...(byGroup.get(group) ?? []), { entry, keywords }]);
    }
    return [...byGroup.entries()];
  }, [entries]);
  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label="命令面板"
      overlayClassName="fixed inset-0 z-overlay bg-slate-900/40"
      contentClassName="fixed top-[10vh] left-1/2 z-overlay w-[680px] -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl"
    >
      <Command.Input placeholder="搜索" className="h-14 w-full border-b border-slate-200 px-4 outline-none" />
      <Command.List className="max-h-[400px] overflow-y-auto p-2">
        <Command.Empty className="p-6 text-center text-sm text-slate-500">没有结果</Command.Empty>
        {groups.map(([heading, items]) => (
          <Command.Group key={heading} heading={heading} className="text-xs text-slate-500">
            {items.map(({ entry, keywords }) => (
              <Command.Item
                key={entry.key}
                value={`${entry.title.zh} ${entry.key}`}
                keywords={keywords}
                className="flex h-12 flex-col justify-center rounded-md px-3 text-sm text-slate-800 data-[selected=true]:bg-brand-50"
              >
                <span>{entry.title.zh}</span>
                <span className="text-xs text-slate-500">{entry.breadcrumb?.zh}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command.Dialog>
  );
}
