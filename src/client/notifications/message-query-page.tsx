import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { centerMessageList, exportMessages, type MessageRow } from '../../shared/api/message-calls';
import { useCall } from '../api/use-call';
import { exportFile, formatTime } from '../download';
import { useLanguage } from '../i18n/i18n';
import { useDocumentTitle } from '../routes/use-document-title';
import { Button } from '../ui/button';
import { callBody, FieldError, Form, SubmitButton, useErrorText } from '../ui/form';
import { useMessageTypes } from './message-queries';

const PAGE_SIZE = 20;
type Filter = { keyword: string; msgType: number | undefined; status: 0 | 1 | undefined };
const EMPTY: Filter = { keyword: '', msgType: undefined, status: undefined };
const NO_ROWS: MessageRow[] = [];
const listBody = callBody(centerMessageList);
const choice = (value: unknown) => (value === '' ? undefined : Number(value));
/** The list call's own filters and rules; the selects hold text, '' meaning all. */
const filterSchema = listBody.pick({ keyword: true }).extend({
  msgType: z.preprocess(choice, listBody.shape.msgType),
  status: z.preprocess(choice, listBody.shape.status),
});
const asText = (filter: Filter) => ({
  keyword: filter.keyword,
  msgType: filter.msgType?.toString() ?? '',
  status: filter.status?.toString() ?? '',
});

/** The applied filter and page live in the address (a reload or a shared link shows the same list). */
function filterOf(search: URLSearchParams): { filter: Filter; page: number } {
  const type = Number(search.get('msgType'));
  const status = search.get('status');
  return {
    filter: {
      keyword: search.get('keyword') ?? '',
      msgType: Number.isInteger(type) && type > 0 ? type : undefined,
      status: status === '0' ? 0 : status === '1' ? 1 : undefined,
    },
    page: Math.max(1, Number(search.get('page')) || 1),
  };
}

function searchOf(filter: Filter, page: number): URLSearchParams {
  const next = new URLSearchParams();
  if (filter.keyword) next.set('keyword', filter.keyword);
  if (filter.msgType !== undefined) next.set('msgType', String(filter.msgType));
  if (filter.status !== undefined) next.set('status', String(filter.status));
  if (page > 1) next.set('page', String(page));
  return next;
}

/** /message/notification (消息查询): the caller's messages, filtered and paged, and their export. */
export default function MessageQueryPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('notice.page.title'));
  const types = useMessageTypes();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const { filter, page } = useMemo(() => filterOf(new URLSearchParams(searchText)), [searchText]);
  const form = useForm({ resolver: zodResolver(filterSchema), defaultValues: asText(filter) });
  const keywordError = useErrorText()(form.formState.errors.keyword, t('notice.page.keyword'));
  const keywordErrorId = useId();
  // Held by value: the type options arrive after the first render, and must still show the applied type.
  const { field: typeField } = useController({ control: form.control, name: 'msgType' });
  // Replacing the address keeps this page in its tab (the shell follows a page's own replacements).
  const apply = (next: Filter, nextPage = 1) => setSearch(searchOf(next, nextPage), { replace: true });
  const setPage = (nextPage: number) => apply(filter, nextPage);
  const [exporting, setExporting] = useState(false);
  // The rows stay on screen while the next page or filter loads.
  const list = useCall(centerMessageList, { body: { ...filter, page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? NO_ROWS;
  const count = list.data?.count ?? 0;
  const typeName = (type: number) => {
    const found = types.find((candidate) => candidate.msgType === type);
    return found ? (language === 'en' ? found.nameEn : found.name) : String(type);
  };
  const runExport = async () => {
    setExporting(true);
    await exportFile(exportMessages, filter).catch(() => undefined);
    setExporting(false);
  };
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const field = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';

  return (
    <section aria-labelledby="message-query-title" className="flex flex-col gap-4">
      <h1 id="message-query-title" className="text-xl font-semibold text-slate-900">
        {t('notice.page.title')}
      </h1>
      <Form
        form={form}
        onSubmit={(values) => apply({ keyword: values.keyword, msgType: values.msgType, status: values.status })}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex flex-col gap-1">
          <label className="flex flex-col gap-1 text-sm text-slate-700">
            {t('notice.page.keyword')}
            <input
              className={field}
              placeholder={t('notice.page.keywordPlaceholder')}
              aria-invalid={keywordError ? true : undefined}
              aria-describedby={keywordError ? keywordErrorId : undefined}
              {...form.register('keyword')}
            />
          </label>
          {keywordError && <FieldError id={keywordErrorId}>{keywordError}</FieldError>}
        </div>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t('notice.page.type')}
          <select className={field} {...typeField} value={String(typeField.value)}>
            <option value="">{t('notice.all')}</option>
            {types.map((type) => (
              <option key={type.msgType} value={type.msgType}>
                {typeName(type.msgType)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t('notice.page.status')}
          <select className={field} {...form.register('status')}>
            <option value="">{t('notice.all')}</option>
            <option value="0">{t('notice.unread')}</option>
            <option value="1">{t('notice.read')}</option>
          </select>
        </label>
        <SubmitButton>{t('notice.page.search')}</SubmitButton>
        <Button variant="secondary" onClick={() => (form.reset(asText(EMPTY)), apply(EMPTY))}>
          {t('notice.page.reset')}
        </Button>
        <Button variant="secondary" disabled={exporting} onClick={() => void runExport()}>
          {exporting ? t('notice.page.exporting') : t('notice.page.export')}
        </Button>
      </Form>
      <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('notice.page.time')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('notice.page.type')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('notice.page.content')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('notice.page.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.msgId} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{formatTime(row.createdAt, language)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{typeName(row.msgType)}</td>
                <td className="px-3 py-2">
                  <p className="font-medium text-slate-900">{row.title}</p>
                  <p className="text-slate-600">{row.content}</p>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{row.status === 0 ? t('notice.unread') : t('notice.read')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="px-3 py-8 text-center text-sm text-slate-500">{t('notice.empty')}</p>}
      </div>
      <div className="flex items-center justify-end gap-2 text-sm text-slate-600">
        <span data-testid="message-total">{t('notice.page.total', { count })}</span>
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('notice.page.prev')}
        </Button>
        <span>
          {page} / {pages}
        </span>
        <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('notice.page.next')}
        </Button>
      </div>
    </section>
  );
}
