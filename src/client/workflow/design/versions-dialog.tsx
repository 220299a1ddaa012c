import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { processHistoryVersion } from '../../../shared/api/workflow-process-calls';
import { useCall } from '../../api/use-call';
import { formatTime } from '../../download';
import { useLanguage } from '../../i18n/i18n';
import type { DesignerLookup } from './designer-lookup';
import { FlowCanvas } from './flow-canvas';
import { LoadState } from '../../ui/load-state';
import { SideDrawer } from '../../ui/side-drawer';

/** Every published version, newest first; a version's flow opens read-only below the list. */
export function VersionsDialog({
  open,
  onOpenChange,
  processId,
  lookup,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  processId: number;
  lookup: DesignerLookup;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const versions = useCall(processHistoryVersion, open ? { params: { id: processId } } : null);
  const [shown, setShown] = useState<number | null>(null);
  const rows = versions.data ?? [];
  const current = rows.find((row) => row.version === shown) ?? rows[0];
  return (
    <SideDrawer open={open} onOpenChange={onOpenChange} title={t('workflowDesign.versions')}>
      <div className="flex flex-col gap-4 p-5">
        <LoadState
          pending={versions.isPending}
          error={versions.error}
          onRetry={() => void versions.refetch()}
          empty={rows.length === 0}
          emptyText={t('workflowDesign.noVersions')}
        >
          <ol aria-label={t('workflowDesign.versions')} className="flex flex-col gap-1">
            {rows.map((row, index) => (
              <li key={row.versionId}>
                <button
                  type="button"
                  aria-current={current?.version === row.version || undefined}
                  onClick={() => setShown(row.version)}
                  className={clsx(
                    'flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm',
                    current?.version === row.version ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <span className="font-medium">
                    v{row.version}
                    {index === 0 && (
                      <span className="ml-2 rounded bg-emerald-50 px-1.5 text-xs text-emerald-700">{t('workflowDesign.inUse')}</span>
                    )}
                  </span>
                  <span className="text-xs text-slate-500">
                    {formatTime(row.publishedAt, language)}
                    {row.publishedBy !== null && ` · ${lookup.staffName(row.publishedBy)}`}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          {current && (
            <FlowCanvas
              graph={current.graph}
              lookup={{ ...lookup, fields: current.formFields }}
              label={t('workflowDesign.versionCanvas', { version: current.version })}
            />
          )}
        </LoadState>
      </div>
    </SideDrawer>
  );
}
