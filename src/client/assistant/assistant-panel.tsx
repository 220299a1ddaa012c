import { clsx } from 'clsx';
import { Expand, Maximize2, Minimize2, PanelLeftClose, PanelLeftOpen, Shrink, Sparkles, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { send, stop } from './assistant-actions';
import { PLACEHOLDER_ID, inputWidth, patchSession, sessionOf, useAssistant } from './assistant-store';
import { ChatInput } from './chat-input';
import { ConversationView } from './conversation-view';
import { HomeView } from './home-view';
import { SessionSidebar } from './session-sidebar';

/**
 * The floating assistant window (sections.md §2, §4): the conversation list, the home view or
 * the conversation, and the input. It can be expanded or reduced, its list collapsed, switched to
 * full screen over the main layout, or closed.
 */
const SIDEBAR_WIDTH = 220;

function HeaderButton({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
    >
      {children}
    </button>
  );
}

export default function AssistantPanel() {
  const { t } = useTranslation();
  const state = useAssistant();
  const { fullScreen, wide, sidebarCollapsed, activeId } = state;
  const session = sessionOf(state, activeId);
  const width = inputWidth(state);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"], [role="alertdialog"]'))
        useAssistant.setState({ open: false });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const home = activeId === PLACEHOLDER_ID && session.messages.length === 0;
  const panelWidth = (sidebarCollapsed ? 0 : SIDEBAR_WIDTH) + width + 40;
  return (
    <section
      role="dialog"
      aria-modal={false}
      aria-label={t('assistant.title')}
      data-testid="assistant-panel"
      data-full-screen={fullScreen}
      className={clsx(
        'fixed z-[2000] flex flex-col overflow-hidden bg-white shadow-2xl ring-1 ring-slate-200',
        fullScreen ? 'inset-x-0 top-[52px] bottom-0' : 'inset-0 sm:inset-auto sm:right-4 sm:bottom-4 sm:rounded-xl',
      )}
      style={fullScreen ? undefined : { width: `min(100vw - 32px, ${panelWidth}px)`, height: 'min(720px, calc(100vh - 84px))' }}
    >
      <header className="flex h-12 shrink-0 items-center gap-1 border-b border-slate-200 px-3">
        <HeaderButton
          label={sidebarCollapsed ? t('assistant.showSidebar') : t('assistant.collapseSidebar')}
          onClick={() => useAssistant.setState({ sidebarCollapsed: !sidebarCollapsed })}
        >
          {sidebarCollapsed ? <PanelLeftOpen size={17} aria-hidden /> : <PanelLeftClose size={17} aria-hidden />}
        </HeaderButton>
        <Sparkles size={18} className="ml-1 text-brand-600" aria-hidden />
        <h2 className="flex-1 text-sm font-semibold text-slate-900">{t('assistant.title')}</h2>
        {!fullScreen && (
          <HeaderButton label={wide ? t('assistant.reduce') : t('assistant.expand')} onClick={() => useAssistant.setState({ wide: !wide })}>
            {wide ? <Minimize2 size={16} aria-hidden /> : <Maximize2 size={16} aria-hidden />}
          </HeaderButton>
        )}
        <HeaderButton
          label={fullScreen ? t('assistant.exitFullScreen') : t('assistant.fullScreen')}
          onClick={() => useAssistant.setState({ fullScreen: !fullScreen })}
        >
          {fullScreen ? <Shrink size={16} aria-hidden /> : <Expand size={16} aria-hidden />}
        </HeaderButton>
        <HeaderButton label={t('assistant.close')} onClick={() => useAssistant.setState({ open: false })}>
          <X size={17} aria-hidden />
        </HeaderButton>
      </header>
      <div className="flex min-h-0 flex-1">
        {!sidebarCollapsed && <SessionSidebar />}
        <div className="flex min-w-0 flex-1 flex-col items-stretch">
          {home ? <HomeView sessionId={activeId} /> : <ConversationView sessionId={activeId} session={session} />}
          <div className="flex shrink-0 justify-center border-t border-slate-100 px-5 py-3">
            <ChatInput
              value={session.draft}
              width={width}
              autoFocus
              label={t('assistant.homeLabel')}
              loading={session.loading}
              canStop={session.canStop}
              onChange={(draft) => patchSession(activeId, { draft })}
              onSend={() => void send(session.draft)}
              onStop={() => stop()}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
