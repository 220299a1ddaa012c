import { Ban, CircleAlert, Inbox, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_CODES } from '../../../shared/error-codes';
import { isApiError } from '../../api/api-error';
import { failureText } from '../../api/failure-text';
import { Button } from '../../ui/button';
import { SPONSOR_PATH } from './apply-path';

/** The call answered "no permission" (the page was opened although the key is missing). */
export const isForbidden = (error: unknown) => isApiError(error) && error.kind === 'business' && error.code === APP_CODES.FORBIDDEN;

function StateBox({
  icon,
  tone = 'text-slate-400',
  children,
  role,
}: {
  icon: ReactNode;
  tone?: string;
  children: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div role={role} className="flex flex-col items-center gap-3 rounded-lg bg-white px-4 py-12 text-center ring-1 ring-slate-200">
      <span aria-hidden className={tone}>
        {icon}
      </span>
      {children}
    </div>
  );
}

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <StateBox role="status" icon={<LoaderCircle size={28} className="animate-spin" />}>
      <p className="text-sm text-slate-600">{t('workflowApply.loading')}</p>
    </StateBox>
  );
}

/** A failed load: no permission says so; anything else names the failure and offers a retry. */
export function FailureState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  if (isForbidden(error)) {
    return (
      <StateBox role="alert" icon={<Ban size={28} />} tone="text-amber-600">
        <p className="max-w-md text-sm text-slate-700">{t('workflowApply.forbidden')}</p>
      </StateBox>
    );
  }
  return (
    <StateBox role="alert" icon={<CircleAlert size={28} />} tone="text-red-600">
      <p className="max-w-md text-sm text-slate-700">{t('workflowApply.loadFailed', { message: failureText(error) })}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('workflowApply.retry')}
      </Button>
    </StateBox>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <StateBox icon={<Inbox size={28} />}>
      <p className="max-w-md text-sm text-slate-600">{children}</p>
    </StateBox>
  );
}

/** The route's process cannot be started now (disabled, not yet published, or none is bound to it). */
export function UnavailableState() {
  const { t } = useTranslation();
  return (
    <StateBox icon={<Ban size={28} />} tone="text-slate-400">
      <h2 className="text-base font-medium text-slate-900">{t('workflowApply.unavailableTitle')}</h2>
      <p className="max-w-md text-sm text-slate-600">{t('workflowApply.unavailable')}</p>
      <Link to={SPONSOR_PATH} className="text-sm text-brand-700 underline">
        {t('workflowApply.backToSponsor')}
      </Link>
    </StateBox>
  );
}
