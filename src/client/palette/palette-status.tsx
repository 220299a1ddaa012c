import { Command } from 'cmdk';
import type { Translate } from './palette-items';
import type { PaletteController } from './use-palette-controller';
import type { RecordScope } from './remote-search';

const TYPE_TO_SEARCH: Record<RecordScope, string> = {
  customers: 'palette.typeToSearchRecords',
  none: 'palette.typeToSearchRecords',
  devices: 'palette.typeToSearchDevices',
  both: 'palette.typeToSearchBoth',
};

/**
 * What the list area says when it has no rows: searching (cmdk's Loading, a progress bar for
 * screen readers), no permission, failed, nothing found, or how to start.
 */
export function PaletteStatus({
  c,
  canAsk,
  recordScope,
  t,
}: {
  c: PaletteController;
  canAsk: boolean;
  recordScope: RecordScope;
  t: Translate;
}) {
  const query = c.query.trim();
  const status = c.page ? 'idle' : c.remote.status;
  if (status === 'loading' && c.flat.optionCount === 0) {
    return (
      <Command.Loading label={t('palette.loading')} className="px-4 py-6 text-center text-sm text-slate-500">
        {t('palette.loading')}
      </Command.Loading>
    );
  }
  if (c.flat.optionCount > 0) return null;
  let text: string;
  let hint: string | null = null;
  if (status === 'forbidden') text = t('palette.noCrm');
  else if (status === 'error') text = t('palette.searchFailed');
  // The assistant is missing from the palette only for want of the aichat permission: say so.
  else if (!c.page && c.mode === '?' && !canAsk) text = t('palette.assistantNoPermission');
  else if (!c.page && c.mode === '#' && !query) text = t(TYPE_TO_SEARCH[recordScope]);
  else if (query) {
    text = t('palette.empty', { query });
    hint = c.page || c.mode ? null : t('palette.emptyHint');
  } else text = t('palette.nothing');
  return (
    <div className="px-4 py-8 text-center" data-palette-status={status}>
      <p className="text-sm text-slate-600">{text}</p>
      {hint && <p className="mt-1 text-xs text-slate-400">{hint}</p>}
    </div>
  );
}
