import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { customerQuery } from '../../shared/api/crm-calls';
import { DICTIONARY_TYPE_CODES } from '../../shared/api/dictionary-calls';
import { BUSINESS_PAGES, pageLink } from '../../shared/business/page-links';
import { useCall } from '../api/use-call';
import { useDictionaryOptions } from '../dictionaries';
import { PageFrame, Pager, SelectFilter, StatusLine, queryStatus, SearchField, useUrlBody } from '../business';
import { useLanguage } from '../i18n/i18n';
import { useDocumentTitle } from '../routes/use-document-title';
import { callBody } from '../ui/form';

type Body = { keyword?: string; type?: 'c' | 'r'; level?: string; country?: string; page?: number; pageSize?: number };
const DEFAULTS: Body = { page: 1, pageSize: 20 };
const NONE = {};
const KEYWORD = callBody(customerQuery).pick({ keyword: true });

/** /crm/client-partner/my-client: the customers in the caller's scope (sales: owned now). */
export default function MyClientPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('business.customers.title'));
  const { body, update } = useUrlBody<Body>(DEFAULTS, NONE);
  // The levels come from the CRM dictionary (设置 → CRM 字典), so a new or disabled level shows here at once.
  const levels = useDictionaryOptions(DICTIONARY_TYPE_CODES.customerLevel);
  const request = {
    body: {
      keyword: body.keyword ?? '',
      type: body.type,
      level: body.level,
      country: body.country,
      page: body.page ?? 1,
      pageSize: body.pageSize ?? 20,
    },
  };
  const query = useCall(customerQuery, request, { placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <PageFrame title={t('business.customers.title')}>
      <div className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-3">
        <SearchField
          name="keyword"
          schema={KEYWORD}
          label={t('business.customers.keyword')}
          value={body.keyword}
          onApply={(keyword) => update({ keyword: keyword || undefined })}
          live
        />
        <SelectFilter
          label={t('business.customerType')}
          value={body.type}
          allLabel={t('business.allTypes')}
          options={(['c', 'r'] as const).map((value) => ({ value, label: t(`business.types.${value}`) }))}
          onChange={(type) => update({ type })}
        />
        <SelectFilter
          label={t('business.customers.level')}
          value={body.level}
          allLabel="—"
          options={levels}
          onChange={(level) => update({ level })}
        />
      </div>
      <StatusLine {...queryStatus(query)} empty={!!data && data.count === 0} />
      {data && (
        <div className="overflow-auto rounded-md border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left">
              <tr>
                {['code', 'name', 'level', 'country', 'owner', 'dept', 'created'].map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 font-medium">
                    {t(`business.customers.${key as 'code'}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.code} className="border-t border-slate-100">
                  <td className="px-3 py-1.5">
                    <Link className="text-brand-700 underline" to={pageLink(BUSINESS_PAGES.clientDetails, { code: row.code })}>
                      {row.code}
                    </Link>
                  </td>
                  <td className="px-3 py-1.5">
                    {row.name} <span className="text-xs text-slate-500">{t(`business.types.${row.type}`)}</span>
                  </td>
                  <td className="px-3 py-1.5">{row.level}</td>
                  <td className="px-3 py-1.5">{language === 'en' ? row.countryNameEn : row.countryName}</td>
                  <td className="px-3 py-1.5">
                    {row.ownerName} ({row.ownerJobNumber})
                  </td>
                  <td className="px-3 py-1.5">{row.deptName}</td>
                  <td className="px-3 py-1.5">{row.createdAt.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={body.page ?? 1} pageSize={body.pageSize ?? 20} count={data.count} onPage={(page) => update({ page })} />}
    </PageFrame>
  );
}
