import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { unreadCounts } from '../../../shared/api/mail-reading-calls';
import { MAIL_PATHS } from '../../../shared/mail/folders';
import { useCall } from '../../api/use-call';
import { useSessionUser } from '../../auth';
import { allowedRouters, canAccess } from '../../routes/access';
import { useDocumentTitle } from '../../routes/use-document-title';

type FolderKey = 'inbox' | 'star' | 'spam' | 'sent' | 'drafts' | 'marketing' | 'correspondence' | 'addressBook' | 'settings' | 'manual';
type CounterKey = 'receiveUnReadNum' | 'indiciaUnReadNum' | 'junkUnReadNum';

/** The folder column, in the order mail users know; tools come after a divider. */
const FOLDERS: readonly { key: FolderKey; path: string; counter?: CounterKey; tool?: boolean }[] = [
  { key: 'inbox', path: MAIL_PATHS.inbox, counter: 'receiveUnReadNum' },
  { key: 'star', path: MAIL_PATHS.star },
  { key: 'spam', path: MAIL_PATHS.spam, counter: 'junkUnReadNum' },
  { key: 'sent', path: MAIL_PATHS.sent },
  { key: 'drafts', path: MAIL_PATHS.drafts },
  { key: 'marketing', path: MAIL_PATHS.marketing, counter: 'indiciaUnReadNum' },
  { key: 'correspondence', path: MAIL_PATHS.correspondence },
  { key: 'addressBook', path: MAIL_PATHS.addressBook, tool: true },
  { key: 'settings', path: MAIL_PATHS.settings, tool: true },
  { key: 'manual', path: MAIL_PATHS.manual, tool: true },
];

/** The folders this user may open (the shell's own page-access rule). */
export function useMailFolders() {
  const user = useSessionUser();
  const routers = allowedRouters(user?.resource ?? []);
  return {
    folders: FOLDERS.filter((folder) => canAccess(folder.path, routers)),
    canWrite: canAccess(MAIL_PATHS.write, routers),
    canInbox: canAccess(MAIL_PATHS.inbox, routers),
  };
}

/** The folder a path belongs to (the detail page belongs to none: it keeps the list it came from). */
const activeFolder = (pathname: string) => FOLDERS.find((folder) => pathname === folder.path || pathname.startsWith(`${folder.path}/`));

/**
 * Every mailbox page sits in this frame: a folder column with the unread counters and the compose
 * button; on a phone the column folds into a folder picker above the page.
 */
export function MailboxLayout({ children, title, actions }: { children: ReactNode; title: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(title);
  const { folders, canWrite, canInbox } = useMailFolders();
  const counts = useCall(unreadCounts, canInbox ? {} : null, { staleTime: 30_000 });
  const active = activeFolder(pathname);
  const countOf = (key?: CounterKey) => (key && counts.data ? counts.data[key] : 0);
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      <nav aria-label={t('mailReading.folders.label')} className="hidden w-48 shrink-0 flex-col gap-1 md:flex">
        {canWrite && (
          <Link
            to={MAIL_PATHS.write}
            className="mb-2 flex h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('mailReading.folders.write')}
          </Link>
        )}
        <ul className="flex flex-col gap-0.5">
          {folders.map((folder, index) => {
            const count = countOf(folder.counter);
            const current = active?.key === folder.key;
            const divider = folder.tool && !folders[index - 1]?.tool;
            return (
              <li key={folder.key} className={divider ? 'mt-2 border-t border-slate-200 pt-2' : undefined}>
                <Link
                  to={folder.path}
                  aria-current={current ? 'page' : undefined}
                  className={`flex items-center justify-between rounded-md px-3 py-1.5 text-sm ${
                    current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  <span>{t(`mailReading.folders.${folder.key}`)}</span>
                  {count > 0 && (
                    <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-800">
                      {count}
                      <span className="sr-only"> {t('mailReading.folders.unread', { count })}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex items-center gap-2 md:hidden">
        <label className="sr-only" htmlFor="mail-folder-picker">
          {t('mailReading.folders.switchTo')}
        </label>
        <select
          id="mail-folder-picker"
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm"
          value={active?.path ?? ''}
          onChange={(event) => navigate(event.target.value)}
        >
          {!active && <option value="">{title}</option>}
          {folders.map((folder) => {
            const count = countOf(folder.counter);
            return (
              <option key={folder.key} value={folder.path}>
                {t(`mailReading.folders.${folder.key}`)}
                {count > 0 ? ` (${count})` : ''}
              </option>
            );
          })}
        </select>
        {canWrite && (
          <Link to={MAIL_PATHS.write} className="flex h-10 items-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white">
            {t('mailReading.folders.write')}
          </Link>
        )}
      </div>
      <section aria-labelledby="mailbox-title" className="flex min-w-0 flex-1 flex-col gap-3">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="mailbox-title" className="text-xl font-semibold text-slate-900">
            {title}
          </h1>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </header>
        {children}
      </section>
    </div>
  );
}
