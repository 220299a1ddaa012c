import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { KB_CATEGORIES, kbDocument, kbDocuments } from '../../shared/api/assistant-calls';
import { useCall } from '../api/use-call';
import { useDocumentTitle } from '../routes/use-document-title';
import { MarkdownView, PortalAnchor } from './markdown-view';

function ArticleView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, isError: failed } = useCall(kbDocument, { query: { id } });
  useDocumentTitle(data?.title ?? t('assistant.help.title'));
  if (failed)
    return (
      <p role="alert" className="text-slate-600">
        {t('assistant.help.notFound')}
      </p>
    );
  if (!data)
    return (
      <p role="status" className="text-slate-500">
        {t('assistant.help.loading')}
      </p>
    );
  return (
    <article className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="kb-article" data-id={data.id}>
      <p className="mb-2 text-xs text-slate-500">{t(`assistant.help.categories.${data.category}`)}</p>
      <MarkdownView text={data.body} />
    </article>
  );
}

function ArticleList() {
  const { t } = useTranslation();
  const { data } = useCall(kbDocuments);
  useDocumentTitle(t('assistant.help.title'));
  if (!data)
    return (
      <p role="status" className="text-slate-500">
        {t('assistant.help.loading')}
      </p>
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {KB_CATEGORIES.map((category) => (
        <section key={category} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="mb-2 font-medium text-slate-800">{t(`assistant.help.categories.${category}`)}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {data
              .filter((doc) => doc.category === category)
              .map((doc) => (
                <li key={doc.id}>
                  <PortalAnchor href={doc.url}>{doc.title}</PortalAnchor>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The knowledge base in the portal (/message/help): every article the assistant cites has its
 * page here (?id=…), and without an id the articles are listed by category. Articles come in the
 * request's language; a language switch reads them again (connect-client.ts).
 */
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
