import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { businessZh } from '../i18n/messages/business';
import {
  PRODUCTS,
  PROFIT_GROUP_BY,
  profitExport,
  profitQuery,
  type ProfitGroupBy,
  type ProfitQueryInput,
} from '../../shared/api/business-calls';
import { PAGE_ROWS, PAGE_VIEWS } from '../../shared/business/page-links';
import { presetPeriod } from '../../shared/business/periods';
import { useCall } from '../api/use-call';
import { useLanguage } from '../i18n/i18n';
import { useDocumentTitle } from '../routes/use-document-title';
import { ExportButton } from './export-button';
import { MetricChart } from './metric-chart';
import { MetricTable } from './metric-table';
import { PageFrame, Pager, PeriodPicker, ResetNotice, SelectFilter, StatusLine } from './filter-bar';
import { barLabel, profitChartBody } from './profit-chart';
import { queryStatus } from './query-status';
import { useBusinessOptions } from './use-business-options';
import { useUrlBody } from './use-url-body';

type PageTitle = keyof typeof businessZh.pages;
type Body = Partial<ProfitQueryInput> & { from: string; to: string };

/** Profit by customer, supplier, country, staff or product (of one product or all), margin-coloured, with a top-N chart. */
export function ProfitView({ titleKey, path }: { titleKey: PageTitle; path: string }) {
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
  return <ProfitBody title={title} path={path} today={options.today} />;
}

function ProfitBody({ title, path, today }: { title: string; path: string; today: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const view = PAGE_VIEWS[path];
  const defaults = useMemo<Body>(() => ({ ...presetPeriod(view?.period ?? 'lastMonth', today), ...view?.defaults }), [view, today]);
  const fixed = useMemo(() => (view?.fixed ?? {}) as Partial<Body>, [view]);
  const oneProduct = fixed.product !== undefined;
  const { body, update, reset, dismissReset } = useUrlBody<Body>(defaults, fixed, profitQuery.body);
  // The previous figures stay on screen while the next filters load.
  const query = useCall(profitQuery, { body: body as ProfitQueryInput }, { placeholderData: keepPreviousData });
  const chartBody = profitChartBody(body);
  const chartQuery = useCall(profitQuery, { body: chartBody as ProfitQueryInput }, { placeholderData: keepPreviousData });
  const barData = chartQuery.data;
  const chartTitle = t('business.topChart', { count: chartBody.top });
  const chart = useMemo(() => {
    // Never more bars than the chart asked for, even while a larger previous answer stays on screen.
    const bars = (barData?.rows ?? []).slice(0, chartBody.top);
    return {
      labels: bars.map((row) => barLabel(row, language)),
      series: [{ name: t('business.columns.profit'), values: bars.map((row) => Number(row.profit)) }],
      colors: bars.map((row) => (Number(row.profit) < 0 ? '#b91c1c' : '#047857')),
    };
  }, [barData, chartBody.top, language, t]);
  const data = query.data;
  return (
    <PageFrame title={title} actions={<ExportButton call={profitExport} body={body as ProfitQueryInput} />}>
      <div className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-3">
        <PeriodPicker period={{ from: body.from, to: body.to }} today={today} months={false} onChange={(period) => update(period)} />
        {!oneProduct && (
          <SelectFilter
            label={t('business.product')}
            value={body.product}
            allLabel={t('business.allProducts')}
            options={PRODUCTS.map((value) => ({ value, label: t(`business.products.${value}`) }))}
            onChange={(product) => update({ product })}
          />
        )}
        <SelectFilter
          label={t('business.groupBy')}
          value={body.groupBy}
          options={PROFIT_GROUP_BY.filter((value) => !oneProduct || value !== 'product').map((value) => ({
            value,
            label: t(`business.groups.${value}`),
          }))}
          onChange={(groupBy) => update({ groupBy: (groupBy ?? 'customer') as ProfitGroupBy, sort: undefined })}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={body.onlyLoss ?? false} onChange={(e) => update({ onlyLoss: e.target.checked || undefined })} />
          {t('business.onlyLoss')}
        </label>
        <label className="flex flex-col text-xs text-slate-600">
          {t('business.top')}
          <input
            type="number"
            min={1}
            max={500}
            className="h-9 w-24 rounded-md border border-slate-300 px-2 text-sm"
            value={body.top ?? ''}
            onChange={(e) => update({ top: e.target.value ? Number(e.target.value) : undefined })}
          />
        </label>
      </div>
      <ResetNotice fields={reset} onDismiss={dismissReset} />
      <div className="rounded-md border border-slate-200 bg-white p-3">
        <h2 className="mb-2 text-sm font-medium text-slate-700">{chartTitle}</h2>
        <MetricChart kind="bar" labels={chart.labels} series={chart.series} colors={chart.colors} label={chartTitle} />
      </div>
      <StatusLine {...queryStatus(query)} empty={!!data && data.count === 0} />
      {data && (
        <>
          <MetricTable
            rows={data.rows}
            totals={data.totals}
            sort={body.sort}
            onSort={(sort) => update({ sort })}
            groupBy={body.groupBy ?? 'customer'}
            colourMargin
          />
          <Pager page={body.page ?? 1} pageSize={body.pageSize ?? PAGE_ROWS} count={data.count} onPage={(page) => update({ page })} />
        </>
      )}
    </PageFrame>
  );
}
