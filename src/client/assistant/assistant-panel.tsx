import { clsx } from 'clsx';
import {
  Expand,
  History,
  Maximize2,
  Minimize2,
  PanelLeftClose,
  PanelLeftOpen,
  PanelRight,
  PictureInPicture2,
  Shrink,
  Sparkles,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { tabOf, useLayoutSlots, useShellActionsHere, type AssistantSlotProps } from '../shell';
import { send, stop } from './assistant-actions';
import { PLACEHOLDER_ID, inputWidth, patchSession, sessionOf, useAssistant } from './assistant-store';
import { followAnswerLink } from './answer-link';
import { ChatInput } from './chat-input';
import { ConversationView } from './conversation-view';
import { HomeView } from './home-view';
import { PortalLinkContext } from './markdown-view';
import { DOCK_MIN_WIDTH, dockWidth, listIsDrawer, panelLayoutOf, useWindowWidth, type PanelLayout } from './panel-layout';
import { SESSION_DRAWER_ID, SessionSidebar } from './session-sidebar';
import { useVisualViewport } from './use-visual-viewport';

/**
 * The assistant window (sections.md §2, §4): the conversation list, the home view or the
 * conversation, and the input. Floating at the bottom right (expandable, its list collapsible),
 * full screen over the layout, docked beside the page on wide windows, or on phones full screen
 * above the keyboard with the list as a drawer (panel-layout.ts).
 */
const SIDEBAR_WIDTH = 220;

function HeaderButton({
  label,
  onClick,
  children,
  expanded,
  buttonRef,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
  expanded?: boolean;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      {...(expanded === undefined ? {} : { 'aria-expanded': expanded, 'aria-controls': SESSION_DRAWER_ID })}
      className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
    >
      {children}
    </button>
  );
}

function placement(layout: PanelLayout, dock: number, box: { top: number; height: number } | null, floatWidth: number) {
  const styles: Record<PanelLayout, { className: string; style?: CSSProperties }> = {
    phone: { className: 'inset-x-0 top-0 h-dvh', ...(box ? { style: { top: box.top, height: box.height } } : {}) },
    full: { className: 'inset-x-0 top-[52px] bottom-0' },
    docked: { className: 'top-[52px] right-0 bottom-0 border-l border-slate-200', style: { width: dock } },
    floating: {
      className: 'right-4 bottom-4 rounded-xl shadow-2xl ring-1 ring-slate-200',
      style: { width: `min(100vw - 32px, ${floatWidth}px)`, height: 'min(720px, calc(100vh - 84px))' },
    },
  };
  return styles[layout];
}

export default function AssistantPanel({ mode }: AssistantSlotProps) {
  const { t } = useTranslation();
  const state = useAssistant();
  const { fullScreen, wide, sidebarCollapsed, activeId, docked, drawerOpen } = state;
  const session = sessionOf(state, activeId);
  const width = inputWidth(state);
  const windowWidth = useWindowWidth();
  const layout = panelLayoutOf({ mode, windowWidth, fullScreen, docked });
  const drawer = listIsDrawer(layout);
  const canDock = mode !== 'mobile' && windowWidth >= DOCK_MIN_WIDTH;
  const dock = layout === 'docked' ? dockWidth(windowWidth) : 0;
  const box = useVisualViewport(layout === 'phone');
  const drawerToggle = useRef<HTMLButtonElement>(null);
  const drawerPanel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const shell = useShellActionsHere();
  const navigate = useNavigate();

  // The layout narrows the page by the docked width, so the panel covers nothing.
  useEffect(() => {
    useLayoutSlots.setState({ assistantDock: dock });
  }, [dock]);
  useEffect(() => () => useLayoutSlots.setState({ assistantDock: 0 }), []);

  useEffect(() => {
    if (drawer && drawerOpen) drawerPanel.current?.querySelector('button')?.focus();
  }, [drawer, drawerOpen]);

  const closeDrawer = () => {
    useAssistant.setState({ drawerOpen: false });
    drawerToggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only keys from inside the panel: a dialog opened from it lives in a portal elsewhere.
    if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
    event.stopPropagation();
    if (drawer && drawerOpen) closeDrawer();
    else useAssistant.setState({ open: false });
  };

  const activeKey = tabOf(pathname, search).key;
  const follow = useCallback(
    (href: string) => followAnswerLink(href, { activeKey, canDock, open: (path) => (shell ? shell.openTab(path) : void navigate(path)) }),
    [activeKey, canDock, shell, navigate],
  );

  const home = activeId === PLACEHOLDER_ID && session.messages.length === 0;
  const place = placement(layout, dock, box, (sidebarCollapsed ? 0 : SIDEBAR_WIDTH) + width + 40);
  return (
    <section
      role="dialog"
      aria-modal={false}
      aria-label={t('assistant.title')}
      data-testid="assistant-panel"
      data-layout={layout}
      data-full-screen={fullScreen}
      onKeyDown={onKeyDown}
      className={clsx('fixed z-[2000] flex flex-col overflow-hidden bg-white', place.className, layout !== 'floating' && 'shadow-xl')}
      style={place.style}
    >
      <header className="flex h-12 shrink-0 items-center gap-1 border-b border-slate-200 px-3">
        {drawer ? (
          <HeaderButton
            label={drawerOpen ? t('assistant.closeHistory') : t('assistant.openHistory')}
            expanded={drawerOpen}
            buttonRef={drawerToggle}
            onClick={() => useAssistant.setState({ drawerOpen: !drawerOpen })}
          >
            <History size={17} aria-hidden />
          </HeaderButton>
        ) : (
          <HeaderButton
            label={sidebarCollapsed ? t('assistant.showSidebar') : t('assistant.collapseSidebar')}
            onClick={() => useAssistant.setState({ sidebarCollapsed: !sidebarCollapsed })}
          >
            {sidebarCollapsed ? <PanelLeftOpen size={17} aria-hidden /> : <PanelLeftClose size={17} aria-hidden />}
          </HeaderButton>
        )}
        <Sparkles size={18} className="ml-1 shrink-0 text-brand-600" aria-hidden />
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{t('assistant.title')}</h2>
        {layout === 'floating' && (
          <HeaderButton label={wide ? t('assistant.reduce') : t('assistant.expand')} onClick={() => useAssistant.setState({ wide: !wide })}>
            {wide ? <Minimize2 size={16} aria-hidden /> : <Maximize2 size={16} aria-hidden />}
          </HeaderButton>
        )}
        {canDock && (layout === 'floating' || layout === 'docked') && (
          <HeaderButton
            label={docked ? t('assistant.undock') : t('assistant.dock')}
            onClick={() => useAssistant.setState({ docked: !docked, drawerOpen: false })}
          >
            {docked ? <PictureInPicture2 size={16} aria-hidden /> : <PanelRight size={16} aria-hidden />}
          </HeaderButton>
        )}
        {layout !== 'phone' && (
          <HeaderButton
            label={fullScreen ? t('assistant.exitFullScreen') : t('assistant.fullScreen')}
            onClick={() => useAssistant.setState({ fullScreen: !fullScreen, drawerOpen: false })}
          >
            {fullScreen ? <Shrink size={16} aria-hidden /> : <Expand size={16} aria-hidden />}
          </HeaderButton>
        )}
        <HeaderButton label={t('assistant.close')} onClick={() => useAssistant.setState({ open: false, drawerOpen: false })}>
          <X size={17} aria-hidden />
        </HeaderButton>
      </header>
      <div className="relative flex min-h-0 flex-1">
        {!drawer && !sidebarCollapsed && <SessionSidebar />}
        {drawer && drawerOpen && (
          <>
            <button
              type="button"
              tabIndex={-1}
              aria-label={t('assistant.closeHistory')}
              data-testid="assistant-drawer-backdrop"
              className="absolute inset-0 z-10 cursor-default bg-slate-900/30"
              onClick={closeDrawer}
            />
            <div ref={drawerPanel} className="absolute inset-y-0 left-0 z-20 flex w-[min(300px,85%)] shadow-xl">
              <SessionSidebar drawer />
            </div>
          </>
        )}
        <div className="flex min-w-0 flex-1 flex-col items-stretch">
          {home ? (
            <HomeView sessionId={activeId} />
          ) : (
            <PortalLinkContext value={follow}>
              <ConversationView sessionId={activeId} session={session} />
            </PortalLinkContext>
          )}
          <div
            className={clsx(
              'flex shrink-0 justify-center border-t border-slate-100',
              layout === 'phone' ? 'px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]' : 'px-5 py-3',
            )}
          >
            <ChatInput
              value={session.draft}
              width={width}
              autoFocus={layout !== 'phone'}
              {...(drawer ? { placeholder: t('assistant.shortPlaceholder') } : {})}
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
