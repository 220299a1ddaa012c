import { Activity, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { TabErrorBoundary } from './chunk-error-boundary';
import { TabContent } from './tab-content';
import { tabOf, type TabEntry } from './tab-rules';
import { useTabs } from './tab-store';

/**
 * The content area: every tab opened in this page load stays mounted, hidden with React's
 * <Activity> while another is on screen (its state lives on; its effects pause). Slots are keyed
 * by tab id, so the page on screen keeps its instance when the 100 ms bookmark turns it into a
 * tab, and when it replaces its own address (filters written to the URL).
 */
export function TabHost() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = tabOf(location.pathname, location.search);
  const tabs = useTabs((state) => state.tabs);
  const nonce = useTabs((state) => state.nonce);
  const markMounted = useTabs((state) => state.markMounted);
  const [previous, setPrevious] = useState<TabEntry | null>(null);

  const own = tabs.find((tab) => tab.key === current.key);
  // A page that replaced its own address stays on screen as it is, also where another tab had that
  // address (useBookmarks moves its tab there and that other tab gives way).
  const sameInstance = navigationType === 'REPLACE' && previous !== null && previous.path === current.path;
  const shown: TabEntry = { ...current, id: sameInstance && previous ? previous.id : (own?.id ?? current.key) };
  // Remember what is on screen, for the next navigation (state adjusted during render).
  if (previous?.id !== shown.id || previous.key !== shown.key) setPrevious(shown);
  useEffect(() => markMounted(shown.id), [shown.id, markMounted]);

  // The tabs kept alive behind the shown one, compared item by item: marking the shown tab mounted
  // changes nothing here, so it costs no second render of the pages.
  const hiddenIds = useTabs(
    useShallow((state) => state.tabs.filter((tab) => state.mounted.has(tab.id) && tab.id !== shown.id).map((tab) => tab.id)),
  );
  const hidden = tabs.filter((tab) => hiddenIds.includes(tab.id));
  return (
    <>
      {[...hidden, shown].map((tab) => {
        const active = tab.id === shown.id;
        const url = new URL(tab.fullPath, 'http://same.invalid');
        return (
          <Activity key={`${tab.id}#${nonce[tab.id] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
            <div data-tab-key={tab.key} className="min-h-full">
              <TabErrorBoundary
                fallback={
                  <p role="alert" className="p-6 text-slate-600">
                    {t('shell.pageFailed')}
                  </p>
                }
              >
                <TabContent pathname={url.pathname} search={url.search} tabKey={tab.id} />
              </TabErrorBoundary>
            </div>
          </Activity>
        );
      })}
    </>
  );
}
