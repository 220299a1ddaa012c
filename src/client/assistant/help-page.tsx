import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { KB_CATEGORIES, kbDocument, kbDocuments, type kbDocumentSummary } from '../../shared/api/assistant-calls';
import type { z } from 'zod';
import { portalClient } from '../api/portal-client';
import { useLanguage } from '../i18n/i18n';
import { useDocumentTitle } from '../routes/use-document-title';
import { MarkdownView, PortalAnchor } from './markdown-view';

/**
 * The knowledge base in the portal (/message/help): every article the assistant cites has its
 * page here (?id=…), and without an id the articles are listed by category.
 */
type Summary = z.infer<typeof kbDocumentSummary>;
type Article = Summary & { body: string; routes: string[] };

/** Loads when the key changes; the answer belongs to the key it was asked for (no stale page). */
function useLoaded<T>(key: string, load: () => Promise<T>): { data: T | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; data: T | null; failed: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    load().then((data) => current && setState({ key, data, failed: false }), () => current && setState({ key, data: null, failed: true }));
    return () => {
      current = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return state?.key === key ? state : { data: null, failed: false };
}

function ArticleView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, failed } = useLoaded<Article>(`${id}:${language}`, () => portalClient.call(kbDocument, { query: { id } }, { silent: true }));
  useDocumentTitle(data?.title ?? t('assistant.help.title'));
  if (failed) return <p role="alert" className="text-slate-600">{t('assistant.help.notFound')}</p>;
  if (!data) return <p role="status" className="text-slate-500">{t('assistant.help.loading')}</p>;
  return (
    <article className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="kb-article" data-id={data.id}>
      <p className="mb-2 text-xs text-slate-500">{t(`assistant.help.categories.${data.category}`)}</p>
      <MarkdownView text={data.body} />
    </article>
  );
}

function ArticleList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data } = useLoaded<Summary[]>(language, () => portalClient.call(kbDocuments, undefined, { silent: true }));
  useDocumentTitle(t('assistant.help.title'));
  if (!data) return <p role="status" className="text-slate-500">{t('assistant.help.loading')}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {KB_CATEGORIES.map((category) => (
        <section key={category} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="mb-2 font-medium text-slate-800">{t(`assistant.help.categories.${category}`)}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {data.filter((doc) => doc.category === category).map((doc) => (
              <li key={doc.id}><PortalAnchor href={doc.url}>{doc.title}</PortalAnchor></li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default function HelpPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-semibold text-slate-900">{t('assistant.help.title')}</h1>
        {id && <PortalAnchor href="/message/help">{t('assistant.help.back')}</PortalAnchor>}
      </div>
      {id ? <ArticleView id={id} /> : <ArticleList />}
    </div>
  );
}
