import { clsx } from 'clsx';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoriesTab, LevelsTab } from './config-dictionary';
import { PopupTab } from './config-popup';
import { QuestionsTab } from './config-questions';
import { TipsTab } from './config-tips';
import { PageFrame } from '../ui/page-frame';

const TABS = ['questions', 'tips', 'popup', 'levels', 'categories'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, () => React.JSX.Element> = {
  questions: QuestionsTab,
  tips: TipsTab,
  popup: PopupTab,
  levels: LevelsTab,
  categories: CategoriesTab,
};

/** /setModule/feedbackmanagement/fb-config: questions, tips, popup rules, score levels and categories. */
export default function FeedbackConfigPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('questions');
  const Panel = PANELS[tab];
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern).
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(`fb-config-tab-${next}`)?.focus();
  };
  return (
    <PageFrame id="fb-config-title" title={t('feedback.config.title')} intro={t('feedback.config.intro')}>
      <div
        role="tablist"
        aria-label={t('feedback.config.tabs')}
        onKeyDown={onKey}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {TABS.map((value) => (
          <button
            key={value}
            id={`fb-config-tab-${value}`}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls="fb-config-panel"
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            className={clsx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
              tab === value ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`feedback.config.tab.${value}`)}
          </button>
        ))}
      </div>
      <div id="fb-config-panel" role="tabpanel" aria-labelledby={`fb-config-tab-${tab}`}>
        <Panel />
      </div>
    </PageFrame>
  );
}
