import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryTypes, type DictionaryDomain } from '../../shared/api/dictionary-calls';
import { useCall } from '../api/use-call';
import { useLanguage } from '../i18n/i18n';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';
import { DictionaryItems } from './dictionary-items';

/**
 * One settings page per domain (/setModule/crm/dictionary, csc/dictionary, purchase/dictionary,
 * operate-set/field-enum): the domain's dictionaries on the left, the chosen one's items on the right.
 */
function DictionaryPage({ domain }: { domain: DictionaryDomain }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const types = useCall(dictionaryTypes, { body: { domain } });
  const [picked, setPicked] = useState<number | null>(null);
  const current = types.data?.find((type) => type.id === picked) ?? types.data?.[0] ?? null;
  return (
    <PageFrame title={t(`dictionaries.title.${domain}`)} intro={t('dictionaries.intro')}>
      <LoadState
        pending={types.isPending}
        error={types.error}
        onRetry={() => void types.refetch()}
        empty={types.data?.length === 0}
        emptyText={t('dictionaries.typesEmpty')}
      />
      {types.data && current && (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          <nav aria-label={t('dictionaries.types')} className="lg:w-60 lg:shrink-0">
            <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
              {types.data.map((type) => (
                <li key={type.id} className="shrink-0">
                  <button
                    type="button"
                    aria-current={type.id === current.id ? 'true' : undefined}
                    onClick={() => setPicked(type.id)}
                    className={clsx(
                      'flex w-full flex-col rounded-md border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-500',
                      type.id === current.id
                        ? 'border-brand-500 bg-brand-50 text-brand-900'
                        : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
                    )}
                  >
                    <span className="font-medium">{language === 'en' ? type.nameEn : type.name}</span>
                    <span className="text-xs text-slate-600">
                      {type.code} · {t('dictionaries.typeCount', { enabled: type.enabledItems, total: type.items })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <DictionaryItems key={current.id} type={current} />
        </div>
      )}
    </PageFrame>
  );
}

export const CrmDictionaryPage = () => <DictionaryPage domain="crm" />;
export const CscDictionaryPage = () => <DictionaryPage domain="csc" />;
export const PurchaseDictionaryPage = () => <DictionaryPage domain="purchase" />;
export const FieldEnumPage = () => <DictionaryPage domain="fieldEnum" />;
