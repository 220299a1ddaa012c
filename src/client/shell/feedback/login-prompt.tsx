import { Info, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPrompt } from '../../../shared/api/shell-calls';
import { PER_SESSION, useCall } from '../../api/use-call';
import { Button } from '../../ui/button';
import { useOverlayTurn } from '../first-visit/overlay-queue';
import { useShellPanels } from '../notification-drawer-store';

const DISMISSED_KEY = 'sb.loginPrompt.dismissed';

/**
 * The prompt after sign-in (shell.md §7 sysLoginPrompt): a small card until dismissed, with the
 * rating-and-feedback invitation when the prompt asks for it. Dismissal is remembered per prompt.
 */
export function LoginPrompt() {
  const { t } = useTranslation();
  const { data: answer = null, isPending } = useCall(loginPrompt, undefined, PER_SESSION);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY));
  const prompt = answer && String(answer.id) !== dismissed ? answer : null;
  const myTurn = useOverlayTurn('loginPrompt', isPending ? 'pending' : prompt ? 'show' : 'none');
  if (!prompt || !myTurn) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, String(prompt.id));
    setDismissed(String(prompt.id));
  };
  // Left of the right-edge column where the AI assistant's opener floats.
  return (
    <aside
      aria-label={t('shell.prompt.title')}
      className="fixed right-[72px] bottom-4 left-2 z-30 rounded-lg bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:left-auto sm:w-[340px]"
    >
      <div className="flex items-start gap-2">
        <Info aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-500" />
        <div className="flex-1">
          <p className="text-sm font-medium text-slate-900">{t('shell.prompt.title')}</p>
          <p className="mt-1 text-sm text-slate-600">{prompt.content}</p>
        </div>
        <button
          type="button"
          aria-label={t('shell.prompt.dismiss')}
          onClick={dismiss}
          className="rounded p-0.5 text-slate-400 hover:bg-slate-100"
        >
          <X aria-hidden size={16} />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={dismiss}>
          {t('shell.prompt.dismiss')}
        </Button>
        {prompt.showFeedback && (
          <Button size="sm" onClick={() => (dismiss(), useShellPanels.setState({ feedback: true }))}>
            {t('shell.prompt.rate')}
          </Button>
        )}
      </div>
    </aside>
  );
}
