import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formQueryPage } from '../../../shared/api/workflow-process-calls';
import { useCall } from '../../api/use-call';
import { useDocumentTitle } from '../../routes/use-document-title';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { FormEditor } from './form-editor';
import { LoadState } from '../../ui/load-state';

/** /setModule/process/formword: the apply forms, and the field list of the one chosen (?id=, or ?id=new). */
export default function FormFieldsPage() {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  useDocumentTitle(t('workflowDesign.forms.title'));
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const query = useCall(formQueryPage, { body: { keyword: keyword.trim() || undefined, page: 1, pageSize: 100 } });
  const rows = query.data?.rows ?? [];
  const chosen = params.get('id');
  const row = rows.find((candidate) => String(candidate.id) === chosen);
  return (
    <section aria-labelledby="forms-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="forms-title" className="text-xl font-semibold text-slate-900">
            {t('workflowDesign.forms.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('workflowDesign.forms.intro')}</p>
        </div>
        <Button size="sm" onClick={() => setParams({ id: 'new' })}>
          <Plus size={14} aria-hidden />
          {t('workflowDesign.forms.new')}
        </Button>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[260px_1fr]">
        <nav aria-label={t('workflowDesign.forms.list')} className="flex flex-col gap-2">
          <label className="sr-only" htmlFor="form-keyword">
            {t('workflowDesign.forms.search')}
          </label>
          <Input
            id="form-keyword"
            type="search"
            value={keyword}
            placeholder={t('workflowDesign.forms.search')}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <LoadState
            pending={query.isPending}
            error={query.error}
            onRetry={() => void query.refetch()}
            empty={rows.length === 0}
            emptyText={keyword ? t('workflowDesign.forms.noMatch') : t('workflowDesign.forms.empty')}
          >
            <ul className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto">
              {rows.map((form) => (
                <li key={form.id}>
                  <button
                    type="button"
                    aria-current={String(form.id) === chosen || undefined}
                    onClick={() => setParams({ id: String(form.id) })}
                    className={clsx(
                      'w-full rounded-md border px-3 py-2 text-left text-sm',
                      String(form.id) === chosen ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50',
                    )}
                  >
                    <span className="block font-medium text-slate-900">{english ? form.nameEn : form.name}</span>
                    <span className="block text-xs text-slate-500">
                      {form.code} · {t('workflowDesign.forms.fieldCount', { count: form.fields.length })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </LoadState>
        </nav>
        <div>
          {chosen === 'new' ? (
            <FormEditor key="new" row={null} onSaved={(saved) => setParams({ id: String(saved.id) })} />
          ) : row ? (
            <FormEditor key={`${row.id}-${row.rev}`} row={row} onSaved={() => undefined} />
          ) : (
            <p className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-500">
              {t('workflowDesign.forms.pick')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
