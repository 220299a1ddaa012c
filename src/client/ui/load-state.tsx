import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CODES } from '../../shared/error-codes';
import { isApiError } from '../api/api-error';
import { failureText } from '../api/failure-text';
import { Button } from './button';

/**
 * What a list shows instead of its rows: loading, no permission, failure with retry, or the empty
 * sentence. Once there is something to show it renders its children (nothing when used before
 * the rows rather than around them).
 */
export function LoadState({
  pending,
  error,
  onRetry,
  empty = false,
  emptyText,
  children,
}: {
  pending: boolean;
  error: unknown;
  onRetry(): void;
  empty?: boolean;
  emptyText?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-500">
        {t('ui.state.loading')}
      </p>
    );
  }
  if (isApiError(error) && error.code === APP_CODES.FORBIDDEN) {
    return (
      <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-6 text-sm text-amber-900">
        <p className="font-medium">{t('ui.state.forbidden')}</p>
        <p className="mt-1">{t('ui.state.forbiddenHint')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800"
      >
        <span>{t('ui.state.error', { message: failureText(error) })}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('ui.state.retry')}
        </Button>
      </div>
    );
  }
  if (empty) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
        {emptyText ?? t('ui.state.empty')}
      </p>
    );
  }
  return <>{children}</>;
}
