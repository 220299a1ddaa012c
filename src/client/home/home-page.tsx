import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuNode, UserInfo } from '../../shared/api/staff-calls';
import { SECTIONS } from '../../shared/routes/index';
import { useSessionUser } from '../auth';
import { useLanguage } from '../i18n/i18n';
import { MenuIcon } from '../layout';
import { externalHref, firstPage, isExternalRouter, menuLabel, visibleChildren } from '../routes/menu-tree';
import { useDocumentTitle } from '../routes/use-document-title';
import { HomeAssistantSlot } from './home-assistant-slot';
import { OverviewCards } from './overview-cards';
import { PromotionLinks, TodaySchedule } from './overview-side';

/** Section descriptions come from the route table, keyed by the section's permission key (area). */
const SECTION_BY_AREA = new Map(SECTIONS.map((section) => [section.area as string, section]));

/**
 * /home (also the header logo): the assistant's place at the top, who you are, the main summary
 * and process counts, your promotion links and today's rota, and the sections your menu gives
 * you. Every figure comes from the shell's start-up calls; nothing is invented.
 */
export function HomePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  useDocumentTitle(t('nav.home'));
  if (!user) return null;
  const top = visibleChildren(user.userAuth);
  const sections = top.filter((node) => node.children.length > 0);
  const externals = top.filter((node) => isExternalRouter(node.router));

  const resources = new Set(user.resource.map((entry) => entry.router));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <HomeAssistantSlot />
      <section aria-labelledby="home-greeting" className="flex flex-col gap-1">
        <h1 id="home-greeting" className="text-2xl font-semibold text-slate-900">
          {t('home.greeting', { name: user.name })}
        </h1>
        <p className="text-sm text-slate-500">{t('home.jobNumber', { jobNumber: user.jobNumber })}</p>
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_300px]">
        <div className="flex min-w-0 flex-col gap-6">
          <OverviewCards resources={resources} />
          <Departments user={user} />
        </div>
        <div className="flex flex-col gap-4">
          <TodaySchedule />
          <PromotionLinks />
        </div>
      </div>
      <section aria-labelledby="home-sections" className="flex flex-col gap-3">
        <h2 id="home-sections" className="text-lg font-medium text-slate-800">
          {t('home.sections')}
        </h2>
        {sections.length === 0 ? (
          <p className="text-slate-600">{t('home.noSections')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {sections.map((node) => (
              <SectionCard key={node.id} node={node} />
            ))}
          </ul>
        )}
      </section>
      {externals.length > 0 && <ExternalSystems nodes={externals} />}
    </div>
  );
}

function Departments({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-departments" className="flex flex-col gap-2">
      <h2 id="home-departments" className="text-lg font-medium text-slate-800">
        {t('home.departments')}
      </h2>
      {user.deptNames.length === 0 ? (
        <p className="text-slate-600">{t('home.noDepartments')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {user.deptNames.map((dept) => (
            <li key={dept} className="rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200">
              {dept}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SectionCard({ node }: { node: MenuNode }) {
  const { language } = useLanguage();
  const page = firstPage(node);
  const description = SECTION_BY_AREA.get(node.international)?.description[language];
  const body = (
    <>
      <span className="flex items-center gap-2 font-medium text-slate-900">
        <MenuIcon name={node.icon} />
        {menuLabel(node, language)}
      </span>
      {description && <span className="mt-1 block text-sm text-slate-500">{description}</span>}
    </>
  );
  const card = 'block h-full rounded-lg bg-white p-4 ring-1 ring-slate-200';
  return (
    <li data-menu-key={node.international}>
      {page?.router ? (
        <Link to={page.router} className={`${card} hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500`}>
          {body}
        </Link>
      ) : (
        <div className={card}>{body}</div>
      )}
    </li>
  );
}

function ExternalSystems({ nodes }: { nodes: MenuNode[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section aria-labelledby="home-external" className="flex flex-col gap-3">
      <h2 id="home-external" className="text-lg font-medium text-slate-800">
        {t('home.external')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {nodes.map((node) => (
          <li key={node.id}>
            <a
              href={externalHref(node.router ?? '', window.location.hostname)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-1.5 text-sm text-slate-700 ring-1 ring-slate-200 hover:ring-brand-300"
            >
              <MenuIcon name={node.icon} size={16} />
              {menuLabel(node, language)}
              <ExternalLink aria-hidden size={12} />
              <span className="sr-only">{t('nav.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
