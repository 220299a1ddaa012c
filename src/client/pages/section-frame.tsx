import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTabs, tabOf } from '../shell';
import { frameSource, originOf, parseBridgeMessage } from './iframe-bridge';

/**
 * A page served by its section application (SECTION_APPS), embedded with the postMessage bridge:
 * title → this tab's title, navigate → the shell navigates, open-tab → a new tab.
 */
export function SectionFrame({ base, app, page }: { base: string; app: string; page: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const key = tabOf(pathname, search).key;
  const origin = originOf(base);

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const request = parseBridgeMessage(event, { origin, source: frame.current?.contentWindow ?? null });
      if (!request) return;
      if (request.type === 'switchboard:title') useTabs.getState().setTitle(key, request.title);
      else if (request.type === 'switchboard:navigate') navigate(request.path, { replace: true });
      else navigate(request.path);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, key, navigate]);

  return (
    <iframe
      ref={frame}
      title={t('shell.section.iframeTitle', { app, page })}
      src={frameSource(base, pathname, search)}
      className="h-[calc(100vh-140px)] w-full rounded-lg border-0 bg-white"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
    />
  );
}
