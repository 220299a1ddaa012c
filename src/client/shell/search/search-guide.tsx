import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { HIDE_UNDER_MODAL, useOverlayTurn } from '../first-visit/overlay-queue';
import { useSaveBaseData } from '../startup/base-data';
import { useBaseData } from '../startup/session-settings';
import { useStartupDone } from '../startup/startup-queries';

/** Base-data flag set once the user has seen the page search guide. */
export const PAGE_SEARCH_GUIDE = 'PAGE_SEARCH_GUIDE';

/**
 * The first-time popup of the page search: 页面搜索，快速直达 with 我知道了. The original showed it
 * for a launch period; here it shows until the user has acknowledged it (stored server-side).
 */
export function SearchGuide() {
  const { t } = useTranslation();
  const ready = useStartupDone();
  const seen = useBaseData()[PAGE_SEARCH_GUIDE] === true;
  const save = useSaveBaseData();
  const myTurn = useOverlayTurn('searchGuide', !ready ? 'pending' : seen ? 'none' : 'show');
  if (!myTurn) return null;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="search-guide-title"
      className={clsx('absolute top-10 right-0 z-40 w-64 rounded-lg bg-slate-900 p-3 text-white shadow-lg', HIDE_UNDER_MODAL)}
    >
      <span aria-hidden className="absolute -top-1.5 right-10 h-3 w-3 rotate-45 bg-slate-900" />
      <p id="search-guide-title" className="text-sm font-medium">
        {t('shell.search.guideTitle')}
      </p>
      <p className="mt-1 text-xs text-slate-300">{t('shell.search.guideText')}</p>
      <div className="mt-2 flex justify-end">
        <Button size="sm" onClick={() => save(PAGE_SEARCH_GUIDE, true)}>
          {t('shell.search.gotIt')}
        </Button>
      </div>
    </div>
  );
}
