import { Info, Star, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { popupTriggers, type PopupPrompt } from '../../../shared/api/feedback-calls';
import { loginPrompt } from '../../../shared/api/shell-calls';
import { PER_SESSION, mutateCall, useCall } from '../../api/use-call';
import { openRatingDialog } from '../../feedback';
import { Button } from '../../ui/button';
import { useOverlayTurn } from '../first-visit/overlay-queue';
import { useLayoutSlots } from '../layout-slots';
import { useShellPanels } from '../notification-drawer-store';

const DISMISSED_KEY = 'sb.loginPrompt.dismissed';
/** The card's distance from the window's bottom edge (bottom-4) and the gap kept above it. */
const CARD_BOTTOM = 16;
const CARD_GAP = 8;

/**
 * Ref callback for the card: while it is on screen the page area keeps room for it below its content
 * (`promptDock`), again whenever the card's height changes (a longer text, a narrower window).
 */
function reserveRoom(card: HTMLElement): () => void {
  const reserve = () => {
    const room = card.offsetHeight + CARD_BOTTOM + CARD_GAP;
    if (useLayoutSlots.getState().promptDock !== room) useLayoutSlots.setState({ promptDock: room });
  };
  // The observer's first report comes after the browser's own layout; measuring here, inside the
  // commit, would force a layout of the whole page there.
  if (typeof ResizeObserver === 'undefined') {
    reserve();
    return () => useLayoutSlots.setState({ promptDock: 0 });
  }
  const observer = new ResizeObserver(reserve);
  observer.observe(card);
  return () => {
    observer.disconnect();
    useLayoutSlots.setState({ promptDock: 0 });
  };
}

/** The card both prompts use, left of the right-edge column where the AI assistant's opener floats. */
function PromptCard({
  title,
  children,
  actions,
  onDismiss,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  return (
    <aside
      ref={reserveRoom}
      aria-label={title}
      className="fixed right-[72px] bottom-4 left-2 z-30 rounded-lg bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:left-auto sm:w-[340px]"
    >
      <div className="flex items-start gap-2">
        <Info aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-500" />
        <div className="flex-1">
          <p className="text-sm font-medium text-slate-900">{title}</p>
          <div className="mt-1 text-sm text-slate-600">{children}</div>
        </div>
        <button
          type="button"
          aria-label={t('shell.prompt.dismiss')}
          onClick={onDismiss}
          className="rounded p-0.5 text-slate-400 hover:bg-slate-100"
        >
          <X aria-hidden size={16} />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">{actions}</div>
    </aside>
  );
}

/**
 * The rating popover's question, asked when the sign-in prompt has nothing to say: at the first
 * page and again on each new page (page rules), until a popup rule answers yes. The server records
 * the yes, so each rule shows once per cooldown whatever happens here.
 */
function useRatingPopover(enabled: boolean): { prompt: PopupPrompt | null; pending: boolean; dismiss(): void } {
  const { pathname } = useLocation();
  const asked = useRef(new Set<string>());
  const [prompt, setPrompt] = useState<PopupPrompt | null>(null);
  const [pending, setPending] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    if (prompt || asked.current.has(pathname)) return;
    asked.current.add(pathname);
    let live = true;
    // Silent: a failed question is no reason to bother anyone; the popover just does not show.
    mutateCall(popupTriggers, { body: { path: pathname } }, { silent: true })
      .then((answer) => live && answer.show && setPrompt(answer))
      .catch(() => undefined)
      .finally(() => live && setPending(false));
    return () => {
      live = false;
    };
  }, [enabled, pathname, prompt]);
  return { prompt, pending: enabled && pending, dismiss: () => setPrompt(null) };
}

/**
 * The prompt after sign-in (shell.md §7 sysLoginPrompt): a small card until dismissed, with the
 * rating-and-feedback invitation when the prompt asks for it. Dismissal is remembered per prompt.
 * When there is no prompt, the same card is the rating popover whenever a popup rule of the
 * feedback settings applies (after N sign-ins, after a release, on a page): stars rate at once.
 */
export function LoginPrompt({ due }: { due: boolean }) {
  const { t } = useTranslation();
  // Asked for once the first-visit overlays may take their turns (as the version notice's check).
  const { data: answer = null, isPending } = useCall(loginPrompt, undefined, { ...PER_SESSION, enabled: due });
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY));
  const prompt = answer && String(answer.id) !== dismissed ? answer : null;
  const popover = useRatingPopover(!isPending && !prompt);
  const wish = isPending || popover.pending ? 'pending' : prompt || popover.prompt ? 'show' : 'none';
  const myTurn = useOverlayTurn('loginPrompt', wish);
  if (!myTurn) return null;
  if (prompt) {
    const dismiss = () => {
      localStorage.setItem(DISMISSED_KEY, String(prompt.id));
      setDismissed(String(prompt.id));
    };
    return (
      <PromptCard
        title={t('shell.prompt.title')}
        onDismiss={dismiss}
        actions={
          <>
            <Button size="sm" variant="secondary" onClick={dismiss}>
              {t('shell.prompt.dismiss')}
            </Button>
            {prompt.showFeedback && (
              <Button size="sm" onClick={() => (dismiss(), useShellPanels.setState({ feedback: true }))}>
                {t('shell.prompt.rate')}
              </Button>
            )}
          </>
        }
      >
        <p>{prompt.content}</p>
      </PromptCard>
    );
  }
  const rating = popover.prompt;
  if (!rating) return null;
  const rate = (score: number | null) => {
    popover.dismiss();
    openRatingDialog('submit', { popupConfigId: rating.configId, questionId: rating.questionId, presetScore: score });
  };
  return (
    <PromptCard
      title={t('shell.prompt.title')}
      onDismiss={popover.dismiss}
      actions={
        <>
          <Button size="sm" variant="secondary" onClick={popover.dismiss}>
            {t('shell.prompt.dismiss')}
          </Button>
          <Button size="sm" onClick={() => rate(null)}>
            {t('feedback.popover.more')}
          </Button>
        </>
      }
    >
      <p>{rating.question ?? t('feedback.popover.fallback')}</p>
      <div className="mt-2 flex gap-1" data-testid="rating-popover">
        {[1, 2, 3, 4, 5].map((score) => (
          <button
            key={score}
            type="button"
            aria-label={t('feedback.popover.rate', { score })}
            onClick={() => rate(score)}
            className="group rounded p-0.5 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Star aria-hidden size={22} className="text-slate-300 group-hover:fill-amber-400 group-hover:text-amber-400" />
          </button>
        ))}
      </div>
    </PromptCard>
  );
}
