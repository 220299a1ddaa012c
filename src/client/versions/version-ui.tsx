import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { VersionType } from '../../shared/api/version-calls';

const TYPE_STYLE: Record<VersionType, string> = {
  feature: 'bg-sky-100 text-sky-900',
  improvement: 'bg-emerald-100 text-emerald-900',
  fix: 'bg-amber-100 text-amber-900',
};

export function TypeBadge({ type }: { type: VersionType }) {
  const { t } = useTranslation();
  return <span className={clsx('rounded px-1.5 py-0.5 text-xs font-medium', TYPE_STYLE[type])}>{t(`versions.type.${type}`)}</span>;
}

export function PopupBadge() {
  const { t } = useTranslation();
  return <span className="rounded bg-rose-100 px-1.5 py-0.5 text-xs font-medium text-rose-900">{t('versions.popupBadge')}</span>;
}
