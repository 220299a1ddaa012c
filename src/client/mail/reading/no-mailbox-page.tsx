import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../routes/use-document-title';

/** Where 10170036 leads (sections.md §8): the mailbox needs an address an administrator binds. */
export default function NoMailboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mailReading.none.title'));
  return (
    <section
      aria-labelledby="no-mailbox-title"
      className="mx-auto mt-10 flex max-w-lg flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white px-6 py-10 text-center"
    >
      <MailX size={40} aria-hidden className="text-slate-400" />
      <h1 id="no-mailbox-title" className="text-xl font-semibold text-slate-900">
        {t('mailReading.none.title')}
      </h1>
      <p className="text-sm text-slate-700">{t('mailReading.none.text')}</p>
      <p className="text-sm text-slate-700">{t('mailReading.none.ask')}</p>
      <Link to="/" className="mt-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {t('mailReading.none.home')}
      </Link>
    </section>
  );
}
