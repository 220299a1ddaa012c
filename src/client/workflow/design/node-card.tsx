import { clsx } from 'clsx';
import { AlertCircle, ChevronRight, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Header colours of DingTalk 审批's cards: approver orange, handler purple, cc blue, branches green,
 * each dark enough for the white header text (4.5:1 contrast).
 */
export type CardKind = 'start' | 'approver' | 'handler' | 'cc' | 'exclusive' | 'parallel';
export const KIND_TONE: Record<CardKind, string> = {
  start: 'bg-slate-600',
  approver: 'bg-orange-700',
  handler: 'bg-violet-600',
  cc: 'bg-sky-700',
  exclusive: 'bg-emerald-700',
  parallel: 'bg-teal-700',
};

interface NodeCardProps {
  kind: CardKind;
  title: string;
  /** The line under the title; a problem replaces it in red. */
  summary: string;
  problem?: string | undefined;
  selected?: boolean;
  /** Opens the settings; absent on read-only canvases and the start card. */
  onOpen?: (() => void) | undefined;
  onRemove?: (() => void) | undefined;
  removeLabel?: string;
  extra?: ReactNode;
  testId?: string;
}

/** One node as a card on the canvas; the whole card is a button that opens its settings. */
export function NodeCard({ kind, title, summary, problem, selected, onOpen, onRemove, removeLabel, extra, testId }: NodeCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className={clsx('flex items-center gap-1 rounded-t-md px-3 py-1 text-xs font-medium text-white', KIND_TONE[kind])}>
        {t(`workflowDesign.kind.${kind}`)}
      </span>
      <span className="flex items-center gap-2 px-3 py-2">
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900">{title}</span>
          {problem ? (
            <span className="mt-0.5 flex items-center gap-1 text-xs text-red-600">
              <AlertCircle size={12} aria-hidden />
              {problem}
            </span>
          ) : (
            <span className="mt-0.5 block truncate text-xs text-slate-600">{summary}</span>
          )}
        </span>
        {onOpen && <ChevronRight size={14} aria-hidden className="shrink-0 text-slate-400" />}
      </span>
    </>
  );
  return (
    <div
      data-testid={testId}
      className={clsx(
        'group relative z-10 w-56 rounded-md bg-white text-left shadow-sm ring-1',
        problem ? 'ring-red-400' : selected ? 'ring-2 ring-brand-500' : 'ring-slate-200',
      )}
    >
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          aria-label={t('workflowDesign.cardLabel', { kind: t(`workflowDesign.kind.${kind}`), title, detail: problem ?? summary })}
          className="block w-full rounded-md text-left hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {body}
        </button>
      ) : (
        <div>{body}</div>
      )}
      {extra}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="absolute top-0.5 right-1 rounded p-0.5 text-white/80 hover:bg-white/20 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <X size={14} aria-hidden />
        </button>
      )}
    </div>
  );
}
