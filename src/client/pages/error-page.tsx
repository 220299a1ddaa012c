import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../routes/use-document-title';
import { Button } from '../ui/button';

/** Shared body of the 403 and 404 pages: code, sentence, back-to-home button. */
export function ErrorPage({ code, text }: { code: string; text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(text);
  return (
    <section aria-labelledby="error-text" className="flex flex-col items-center justify-center gap-4 py-24 text-center">
      <p aria-hidden className="text-6xl font-bold text-slate-500">
        {code}
      </p>
      <h1 id="error-text" className="text-lg font-medium text-slate-700">
        {text}
      </h1>
      <Button onClick={() => navigate('/home')}>{t('errors.backHome')}</Button>
    </section>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorPage code={t('errors.code403')} text={t('errors.forbidden')} />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage code={t('errors.code404')} text={t('errors.notFound')} />;
}
