import { RefreshCw, Sparkles } from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { AI_SUGGESTED_BATCH } from '../../shared/api/assistant-calls';
import { useSessionUser } from '../auth';
import { send } from './assistant-actions';
import { useSuggestions } from './assistant-queries';

/**
 * The home view of a new conversation (sections.md §2): a greeting, three suggested questions and
 * "change batch". The input sits below it, as in a conversation.
 */
export function SuggestedQuestions({ onAsk, compact = false }: { onAsk(question: string): void; compact?: boolean }) {
  const { t } = useTranslation();
  const { suggestions, loading, changeBatch } = useSuggestions();
  return (
    <div className="flex flex-col gap-2" data-testid="assistant-suggestions">
      <div className="flex items-center justify-between">
        <span className="text-xs font-medium text-slate-500">{t('assistant.suggested')}</span>
        <button
          type="button"
          onClick={changeBatch}
          className="flex items-center gap-1 rounded px-1.5 py-0.5 text-xs text-brand-600 hover:bg-brand-50"
        >
          <RefreshCw size={12} aria-hidden />
          {t('assistant.changeBatch')}
        </button>
      </div>
      <ul className={compact ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'} aria-busy={loading}>
        {/* Placeholders the size of the questions keep what is below from jumping when they arrive. */}
        {loading &&
          Array.from({ length: AI_SUGGESTED_BATCH }, (_, i) => (
            <li key={i} aria-hidden className={clsx('h-[38px] animate-pulse rounded-lg bg-slate-100', compact ? 'w-40' : 'w-full')} />
          ))}
        {suggestions.map((item) => (
          <li key={item.question}>
            <button
              type="button"
              data-type={item.type}
              onClick={() => onAsk(item.question)}
              className="w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700"
            >
              {item.question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HomeView({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const name = useSessionUser()?.name ?? '';
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-6">
      <div className="flex items-start gap-3">
        <Sparkles className="mt-1 shrink-0 text-brand-600" size={22} aria-hidden />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('assistant.greeting', { name })}</h2>
          <p className="mt-1 text-sm text-slate-500">{t('assistant.greetingHint')}</p>
        </div>
      </div>
      <SuggestedQuestions onAsk={(question) => void send(question, sessionId)} />
    </div>
  );
}
