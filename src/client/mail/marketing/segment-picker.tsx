import { useTranslation } from 'react-i18next';
import { businessOptions } from '../../../shared/api/business-calls';
import type { CallData } from '../../../shared/api/define-call';
import { segmentPreview, type CampaignSegment } from '../../../shared/api/mail-marketing-calls';
import { useCall } from '../../api/use-call';

export type SegmentReach = CallData<typeof segmentPreview>;

/** The live count of a segment (the add page reads it too, for the confirmation). */
export const useSegmentReach = (segment: CampaignSegment) => useCall(segmentPreview, { body: segment }, { staleTime: 10_000 });

/** Customer levels of the CRM (customers.level). */
const LEVELS = ['A', 'B', 'C', 'D'] as const;

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500';

/** Picks the segment and says, as it changes, how many customers and addresses it reaches. */
export function SegmentPicker({
  value,
  onChange,
  preview,
}: {
  value: CampaignSegment;
  onChange(segment: CampaignSegment): void;
  preview: ReturnType<typeof useSegmentReach>;
}) {
  const { t, i18n } = useTranslation();
  const options = useCall(businessOptions, undefined, { staleTime: 300_000 }).data;
  const en = i18n.language === 'en';
  const set = (patch: Partial<CampaignSegment>) => {
    const next: CampaignSegment = { ...value, ...patch };
    for (const key of Object.keys(next) as (keyof CampaignSegment)[]) if (next[key] === undefined || next[key] === '') delete next[key];
    onChange(next);
  };
  const num = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('mailMarketing.add.segment')}</legend>
      <p className="text-xs text-slate-600">{t('mailMarketing.add.segmentHint')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t('mailMarketing.add.level')}
          <select className={SELECT} value={value.level ?? ''} onChange={(e) => set({ level: e.target.value || undefined })}>
            <option value="">{t('mailMarketing.add.any')}</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t('mailMarketing.add.country')}
          <select className={SELECT} value={value.countryId ?? ''} onChange={(e) => set({ countryId: num(e.target.value) })}>
            <option value="">{t('mailMarketing.add.any')}</option>
            {(options?.countries ?? []).map((country) => (
              <option key={country.id} value={country.id}>
                {en ? country.nameEn : country.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t('mailMarketing.add.type')}
          <select
            className={SELECT}
            value={value.type ?? ''}
            onChange={(e) => set({ type: e.target.value === 'c' || e.target.value === 'r' ? e.target.value : undefined })}
          >
            <option value="">{t('mailMarketing.add.any')}</option>
            <option value="c">{t('mailMarketing.add.typeC')}</option>
            <option value="r">{t('mailMarketing.add.typeR')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t('mailMarketing.add.product')}
          <select className={SELECT} value={value.productId ?? ''} onChange={(e) => set({ productId: num(e.target.value) })}>
            <option value="">{t('mailMarketing.add.any')}</option>
            {(options?.products ?? []).map((product) => (
              <option key={product.id} value={product.id}>
                {en ? product.nameEn : product.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p aria-live="polite" className="text-sm text-slate-800">
        {preview.isError ? (
          <span className="text-red-700">{t('mailMarketing.loadFailed')}</span>
        ) : preview.data ? (
          <>
            <strong>{t('mailMarketing.add.reach', { customers: preview.data.customers, addresses: preview.data.addresses })}</strong>
            {preview.data.unsubscribed > 0 && (
              <span className="ml-2 text-slate-600">{t('mailMarketing.add.unsubscribed', { count: preview.data.unsubscribed })}</span>
            )}
          </>
        ) : (
          t('mailMarketing.add.counting')
        )}
      </p>
    </fieldset>
  );
}
