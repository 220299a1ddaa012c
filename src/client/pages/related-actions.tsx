import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_COMMAND_IDS } from '../../../commands/index';
import { useSessionUser } from '../auth';
import { useCommands } from '../commands';
import { useQuickAccessEntries, useSaveQuickAccess } from '../shell';
import { toast } from '../ui/toast';
import type { SectionRoute } from './section-page';

const ACTION = 'rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-700';

/** What one can do from a page whose content lives in its section: quick access, new window, parent. */
export function RelatedActions({ route, parentTitle }: { route: SectionRoute; parentTitle: string | null }) {
  const { t } = useTranslation();
  const { run, isAvailable } = useCommands();
  const resource = useSessionUser()?.resource.find((entry) => entry.router === route.path);
  const entries = useQuickAccessEntries();
  const save = useSaveQuickAccess();
  const inQuick = resource ? entries.some((entry) => entry.resourceId === resource.id) : true;
  const addQuick = async () => {
    if (!resource) return;
    await save([...entries.map((e) => e.resourceId), resource.id]);
    toast.success(t('shell.quick.added'));
  };
  return (
    <section aria-labelledby="related-actions" className="flex flex-col gap-2">
      <h2 id="related-actions" className="text-sm font-medium text-slate-700">
        {t('shell.section.related')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {!inQuick && (
          <button type="button" className={ACTION} onClick={() => void addQuick().catch(() => undefined)}>
            {t('shell.section.addQuick')}
          </button>
        )}
        {isAvailable(SHELL_COMMAND_IDS.refreshTab) && (
          <button type="button" className={ACTION} onClick={() => void run(SHELL_COMMAND_IDS.refreshTab)}>
            {t('shell.section.refresh')}
          </button>
        )}
        <a className={ACTION} href={route.path} target="_blank" rel="noopener noreferrer">
          {t('shell.section.openNewWindow')}
        </a>
        {route.kind === 'detail' && route.parent && parentTitle && (
          <Link className={ACTION} to={route.parent.page.path}>
            {t('shell.section.backToParent', { parent: parentTitle })}
          </Link>
        )}
      </div>
    </section>
  );
}
