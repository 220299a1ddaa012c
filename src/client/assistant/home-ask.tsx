import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantActions } from './assistant-actions';
import { ChatInput } from './chat-input';
import { SuggestedQuestions } from './home-view';

/**
 * The assistant's input at the top of /home (chat-first home): a question typed here, or a
 * suggested one, starts a new conversation in the assistant panel.
 */
export function HomeAsk() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const ask = (question: string) => {
    if (!question.trim()) return;
    assistantActions.open(question);
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-200" data-testid="home-ask">
      <ChatInput
        value={draft}
        onChange={setDraft}
        onSend={() => ask(draft)}
        onStop={() => undefined}
        loading={false}
        canStop={false}
        placeholder={t('assistant.homePlaceholder')}
        label={t('assistant.homeLabel')}
      />
      <SuggestedQuestions compact onAsk={ask} />
    </div>
  );
}
