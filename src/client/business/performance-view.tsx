import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { businessZh } from '../i18n/messages/business';
import {
  PERFORMANCE_GROUP_BY,
  PRODUCTS,
  performanceExport,
  performanceQuery,
  type PerformanceGroupBy,
  type PerformanceQueryInput,
} from '../../shared/api/business-calls';
import { performanceDefaultBody } from '../../shared/business/page-links';
import { useCall } from '../api/use-call';
import { useDocumentTitle } from '../routes/use-document-title';
import { ExportButton } from './export-button';
import { MetricChart } from './metric-chart';
import { MetricTable } from './metric-table';
import { PageFrame, Pager, PeriodPicker, ResetNotice, ScopeCaption, SelectFilter, StatusLine } from './filter-bar';
import { groupOption } from './grouping';
import { queryStatus } from './query-status';
import { useBusinessOptions } from './use-business-options';
import { useUrlBody } from './use-url-body';

type PageTitle = keyof typeof businessZh.pages;
type Body = Partial<PerformanceQueryInput> & { from: string; to: string };

/**
 * The performance pages: one view, configured per page (month or day buckets, a fixed product
 * or customer type). Filters live in the URL with the call's own names.
 */
export function PerformanceView({ titleKey, months, fixed }: { titleKey: PageTitle; months: boolean; fixed: Partial<Body> }) {
  const { t } = useTranslation();
  const title = t(`business.pages.${titleKey}`);
  useDocumentTitle(title);
  const options = useBusinessOptions();
  if (!options)
    return (
      <PageFrame title={title}>
        <p role="status" className="text-sm text-slate-500">
          {t('business.loading')}
        </p>
      </PageFrame>
    );
  return <PerformanceBody title={title} months={months} fixed={fixed} today={options.today} scope={options.scope} />;
}

function PerformanceBody({
  title,
  months,
  fixed,
  today,
  scope,
}: {
  title: string;
  months: boolean;
  fixed: Partial<Body>;
  today: string;
  scope: 'all' | 'dept' | 'own';
}) {
  const { t } = useTranslation();
  // The same defaults the assistant's links are checked against.
  const defaults = useMemo<Body>(() => performanceDefaultBody(months, today), [months, today]);
  // Callers pass a literal each render; compare it by value.
  const fixedKey = JSON.stringify(fixed);
  const stableFixed = useMemo(() => JSON.parse(fixedKey) as Partial<Body>, [fixedKey]);
  const { body, update, reset, dismissReset } = useUrlBody<Body>(defaults, stableFixed, performanceQuery.body);
  // The previous figures stay on screen while the next filters load.
  const query = useCall(performanceQuery, { body: body as PerformanceQueryInput }, { placeholderData: keepPreviousData });
  const trendBody = { ...body, groupBy: 'date' as const, sort: { field: 'key' as const, order: 'asc' as const }, page: 1, pageSize: 500 };
  const trend = useCall(performanceQuery, { body: trendBody as PerformanceQueryInput }, { placeholderData: keepPreviousData });
  const data = query.data;
  const trendData = trend.data;
  const chart = useMemo(() => {
    const trendRows = trendData?.rows ?? [];
    return {
      labels: trendRows.map((row) => row.key),
      series: [
        { name: t('business.columns.revenue'), values: trendRows.map((row) => Number(row.revenue)) },
        { name: t('business.columns.profit'), values: trendRows.map((row) => Number(row.profit)) },
      ],
    };
  }, [trendData, t]);

  return (
    <PageFrame title={title} actions={<ExportButton call={performanceExport} body={body as PerformanceQueryInput} />}>
      <div className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-3">
        <PeriodPicker period={{ from: body.from, to: body.to }} today={today} months={months} onChange={(period) => update(period)} />
        {fixed.product === undefined && (
          <SelectFilter
            label={t('business.product')}
            value={body.product}
            allLabel={t('business.allProducts')}
            options={PRODUCTS.map((value) => ({ value, label: t(`business.products.${value}`) }))}
            onChange={(product) => update({ product })}
          />
        )}
        {fixed.customerType === undefined && (
          <SelectFilter
            label={t('business.customerType')}
            value={body.customerType}
            allLabel={t('business.allTypes')}
            options={(['c', 'r'] as const).map((value) => ({ value, label: t(`business.types.${value}`) }))}
            onChange={(customerType) => update({ customerType })}
          />
        )}
        <SelectFilter
          label={t('business.groupBy')}
          value={body.groupBy}
          options={PERFORMANCE_GROUP_BY.filter((value) => scope !== 'own' || (value !== 'staff' && value !== 'dept')).map((value) => ({
            value,
            label: t(`business.groups.${groupOption(value, months)}`),
          }))}
          onChange={(groupBy) => update({ groupBy: (groupBy ?? 'date') as PerformanceGroupBy, sort: undefined })}
        />
        <ScopeCaption scope={scope} />
      </div>
      <ResetNotice fields={reset} onDismiss={dismissReset} />
      <div className="rounded-md border border-slate-200 bg-white p-3">
        <h2 className="mb-2 text-sm font-medium text-slate-700">{t('business.trend')}</h2>
        <MetricChart kind="line" labels={chart.labels} series={chart.series} label={t('business.trend')} />
      </div>
      <StatusLine {...queryStatus(query)} empty={!!data && data.count === 0} />
      {data && (
        <>
          <MetricTable
            rows={data.rows}
            totals={data.totals}
            sort={body.sort}
            onSort={(sort) => update({ sort })}
            groupBy={body.groupBy ?? 'date'}
            months={months}
          />
          <Pager page={body.page ?? 1} pageSize={body.pageSize ?? 50} count={data.count} onPage={(page) => update({ page })} />
        </>
      )}
    </PageFrame>
  );
}
