import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { grayValue } from './gray-release';

const STORAGE_KEY = 'sb.gray';

/**
 * shell.md §4 gray release: a `gray` query value (kept for the session, since later navigations
 * drop the query) or a host containing "gray" shows the label; a double-click clears it.
 */
export function GrayLabel() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [hidden, setHidden] = useState(false);
  const fromQuery = new URLSearchParams(search).get('gray');
  useEffect(() => {
    if (fromQuery) sessionStorage.setItem(STORAGE_KEY, fromQuery);
  }, [fromQuery]);
  const value = grayValue(search, window.location.hostname, sessionStorage.getItem(STORAGE_KEY));
  if (!value || hidden) return null;
  return (
    <span
      title={t('shell.gray.title', { value })}
      onDoubleClick={() => {
        sessionStorage.removeItem(STORAGE_KEY);
        setHidden(true);
      }}
      data-testid="gray-label"
      className="shrink-0 cursor-default rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800 select-none"
    >
      {t('shell.gray.label')}
    </span>
  );
}
