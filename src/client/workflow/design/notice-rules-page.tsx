import { Check, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../routes/use-document-title';

/**
 * The notices the approval engine sends (src/server/workflow/engine/workflow-notices.ts and where
 * its moves push them; workflow-work-notices.ts for the chat app). There are no notice settings on
 * the server, so the page states the rules read-only instead of offering switches that would change
 * nothing.
 */
const NOTICE_EVENTS = ['task', 'returned', 'rejected', 'approved', 'cc', 'urge'] as const;

/** /setModule/process/notify: which approval events notify whom, and through which channel. */
export default function NoticeRulesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('workflowDesign.notices.title'));
  return (
    <section aria-labelledby="notices-title" className="flex flex-col gap-4">
      <header>
        <h1 id="notices-title" className="text-xl font-semibold text-slate-900">
          {t('workflowDesign.notices.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('workflowDesign.notices.intro')}</p>
      </header>
      <p role="note" className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <Info size={16} aria-hidden className="mt-0.5 shrink-0" />
        {t('workflowDesign.notices.readOnly')}
      </p>
      <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
        <table className="w-full min-w-[720px] text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              {(['event', 'recipient', 'message', 'dingtalk', 'opens'] as const).map((key) => (
                <th key={key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {t(`workflowDesign.notices.col.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTICE_EVENTS.map((event) => (
              <tr key={event} data-event={event} className="border-t border-slate-100 align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {t(`workflowDesign.notices.event.${event}`)}
                  <p className="text-xs font-normal text-slate-500">{t(`workflowDesign.notices.sample.${event}`)}</p>
                </th>
                <td className="px-3 py-2">{t(`workflowDesign.notices.recipient.${event}`)}</td>
                <td className="px-3 py-2">
                  <span className="inline-flex items-center gap-1 text-emerald-700">
                    <Check size={14} aria-hidden />
                    {t('workflowDesign.notices.sent')}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <span className="inline-flex items-center gap-1 text-slate-700">
                    <Check size={14} aria-hidden />
                    {t('workflowDesign.notices.sentWhenConfigured')}
                  </span>
                </td>
                <td className="px-3 py-2">{t(`workflowDesign.notices.opens.${event}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="list-disc pl-5 text-sm text-slate-600">
        <li>{t('workflowDesign.notices.pushNote')}</li>
        <li>{t('workflowDesign.notices.urgeNote')}</li>
        <li>{t('workflowDesign.notices.dingtalkNote')}</li>
      </ul>
    </section>
  );
}
