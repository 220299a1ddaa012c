import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { MailboxLayout } from '../reading/mailbox-layout';
import manualEn from './manual-en.md?raw';
import manualZh from './manual-zh.md?raw';

/** /message/email/um: the mailbox manual, one article per language. */
export default function MailManualPage() {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (
    <MailboxLayout title={t('mailTools.manual.title')}>
      <article
        lang={english ? 'en' : 'zh-CN'}
        className="max-w-3xl rounded-md border border-slate-200 bg-white px-5 py-4 text-sm leading-relaxed text-slate-800 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2:first-child]:mt-0 [&_p]:my-2 [&_table]:my-2 [&_table]:w-full [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1.5 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left"
      >
        <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
          {english ? manualEn : manualZh}
        </Markdown>
      </article>
    </MailboxLayout>
  );
}
