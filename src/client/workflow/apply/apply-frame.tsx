import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/i18n';
import { SPONSOR_PATH } from './apply-path';

/** The apply page's frame: the way back to 发起流程 and the process's name as the heading. */
export function ApplyFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <section aria-labelledby="apply-title" className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <Link to={SPONSOR_PATH} className="inline-flex w-fit items-center gap-0.5 text-sm text-slate-600 hover:text-brand-700">
          <ChevronLeft aria-hidden size={16} />
          {t('workflowApply.title')}
        </Link>
        <h1 id="apply-title" className="text-xl font-semibold text-slate-900">
          {heading}
        </h1>
      </header>
      {children}
    </section>
  );
}
