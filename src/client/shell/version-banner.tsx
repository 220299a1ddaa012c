import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabs } from './tabs/tab-store';
import { showVersionBanner, useVersionBanner } from './version-banner-store';

/**
 * shell.md §4 version update: when a page module fails to (pre)load, the portal was upgraded under
 * the user. The banner's refresh clears the cached route list (the saved tabs, which may name
 * routes the new version no longer has) and reloads.
 */
export function VersionBanner() {
  const { t } = useTranslation();
  const visible = useVersionBanner((state) => state.visible);
  useEffect(() => {
    // Vite reports a failed module preload with this event.
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      showVersionBanner();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  if (!visible) return null;
  return (
    <div role="alert" className="flex shrink-0 items-center justify-center gap-3 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <span>{t('shell.versionBanner.text')}</span>
      <button
        type="button"
        onClick={() => {
          useTabs.getState().forgetStored();
          window.location.reload();
        }}
        className="inline-flex items-center gap-1 rounded-md bg-amber-700 px-3 py-1 font-medium text-white hover:bg-amber-800"
      >
        <RefreshCw aria-hidden size={14} />
        {t('shell.versionBanner.refresh')}
      </button>
    </div>
  );
}
