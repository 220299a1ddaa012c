import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { QUICK_ACCESS_MAX, type QuickAccessEntry } from '../../../shared/api/shell-calls';
import { useSessionUser } from '../../auth';
import { useLanguage } from '../../i18n/i18n';
import { menuLabel } from '../../routes/menu-tree';
import { activeMenuPath } from '../../routes/route-index';
import { useQuickAccessEntries, useSaveQuickAccess } from './quick-access-entries';
import { splitEntries } from './quick-access-layout';

const LINK =
  'block max-w-40 truncate rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500';

/** The bar's entries: the first 7 inline, the rest under 更多; add this page, remove in edit mode. */
export function QuickAccessList({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = useQuickAccessEntries();
  const save = useSaveQuickAccess();
  const resources = useSessionUser()?.resource ?? [];
  const [editing, setEditing] = useState(false);
  const { inline, more } = splitEntries(entries);
  const current = resources.find(
    (entry) => entry.router === activeMenuPath(pathname) && entry.router.startsWith('/') && entry.router !== '/home',
  );

  const add = async () => {
    if (!current) return void toast.info(t('shell.quick.notAddable'));
    if (entries.some((entry) => entry.resourceId === current.id)) return void toast.info(t('shell.quick.added'));
    if (entries.length >= QUICK_ACCESS_MAX) return void toast.warning(t('shell.quick.full', { max: QUICK_ACCESS_MAX }));
    await save([...entries.map((entry) => entry.resourceId), current.id]).then(
      () => toast.success(t('shell.quick.added')),
      () => undefined,
    );
  };
  const remove = (entry: QuickAccessEntry) =>
    void save(entries.filter((e) => e.resourceId !== entry.resourceId).map((e) => e.resourceId)).catch(() => undefined);
  const label = (entry: QuickAccessEntry) => menuLabel(entry, language);

  return (
    <div className="flex w-44 flex-col gap-0.5 p-2">
      <p className="px-2 pb-1 text-xs font-medium text-slate-500">{t('shell.quick.label')}</p>
      {entries.length === 0 && <p className="px-2 text-xs text-slate-500">{t('shell.quick.empty')}</p>}
      <ul className="flex flex-col">
        {inline.map((entry) => (
          <li key={entry.resourceId} className="flex items-center">
            <Link to={entry.router} title={label(entry)} className={LINK} onClick={onNavigate}>
              {label(entry)}
            </Link>
            {editing && (
              <button
                type="button"
                aria-label={t('shell.quick.remove', { name: label(entry) })}
                onClick={() => remove(entry)}
                className="rounded p-0.5 text-slate-400 hover:text-red-600"
              >
                <X aria-hidden size={12} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {more.length > 0 && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className="flex items-center gap-1 rounded px-2 py-1.5 text-left text-sm text-slate-600 hover:bg-slate-100">
            <MoreHorizontal aria-hidden size={14} />
            {t('shell.quick.more')}
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              // Inside the panel for its outside-click rule, though rendered in a portal.
              data-quick-access-menu
              side="left"
              align="start"
              className="z-overlay min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
            >
              {more.map((entry) => (
                <DropdownMenu.Item
                  key={entry.resourceId}
                  onSelect={() => (editing ? remove(entry) : (onNavigate(), navigate(entry.router)))}
                  className="cursor-pointer rounded px-3 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50"
                >
                  {editing ? t('shell.quick.remove', { name: label(entry) }) : label(entry)}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      <div className="mt-1 flex gap-1 border-t border-slate-100 pt-1">
        <button
          type="button"
          onClick={() => void add()}
          className="flex flex-1 items-center gap-1 rounded px-2 py-1 text-xs text-brand-700 hover:bg-brand-50"
        >
          <Plus aria-hidden size={12} />
          {t('shell.quick.add')}
        </button>
        <button
          type="button"
          aria-pressed={editing}
          onClick={() => setEditing(!editing)}
          className="rounded px-2 py-1 text-xs text-slate-600 hover:bg-slate-100"
        >
          {editing ? t('shell.quick.done') : t('shell.quick.edit')}
        </button>
      </div>
    </div>
  );
}
