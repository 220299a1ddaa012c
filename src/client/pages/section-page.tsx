import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SectionDef, Title } from '../../shared/routes/index';
import { useLanguage } from '../i18n/i18n';
import type { AppLanguage } from '../i18n/language';
import type { ResolvedRoute } from '../routes/route-index';
import { useDocumentTitle } from '../routes/use-document-title';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { RelatedActions } from './related-actions';
import { SectionFrame } from './section-frame';
import { useSectionApps } from '../shell';

export type SectionRoute = Extract<ResolvedRoute, { kind: 'page' | 'detail' | 'section-unknown' | 'shell' }>;

interface PageFacts {
  title: string;
  description: string | null;
  crumbs: Crumb[];
  /** Owning application's display name (the section), or null for shell pages. */
  app: string | null;
  appKey: string;
}

function facts(route: SectionRoute, language: AppLanguage): PageFacts {
  const l = (title: Title | undefined) => (title ? title[language] : null);
  const sectionFacts = (section: SectionDef) => ({ app: section.title[language], appKey: section.iframeName });
  switch (route.kind) {
    case 'page': {
      const { section, group, page } = route.entry;
      const title = page.title[language];
      return {
        title,
        description: l(page.description),
        crumbs: [{ label: section.title[language] }, { label: group.title[language] }, { label: title }],
        ...sectionFacts(section),
        appKey: page.iframeName ?? section.iframeName,
      };
    }
    case 'detail': {
      const title = route.detail.title[language];
      const parent = route.parent?.page;
      const crumbs: Crumb[] = [{ label: route.section.title[language] }];
      if (parent) crumbs.push({ label: parent.title[language], to: parent.path });
      crumbs.push({ label: title });
      return { title, description: l(route.detail.description), crumbs, ...sectionFacts(route.section) };
    }
    case 'section-unknown':
      return {
        title: route.section.title[language],
        description: l(route.section.description),
        crumbs: [{ label: route.section.title[language] }, { label: route.path }],
        ...sectionFacts(route.section),
      };
    case 'shell':
      return {
        title: route.route.title[language],
        description: l(route.route.description),
        crumbs: [{ label: route.route.title[language] }],
        app: null,
        appKey: 'home',
      };
  }
}

/**
 * The section host: a page of the route table without a first-party page. With its section
 * application configured (SECTION_APPS) it is embedded; otherwise the honest section page: title,
 * breadcrumb, the table's description, where the content comes from, and related actions.
 */
export function SectionPage({ route }: { route: SectionRoute }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const page = facts(route, language);
  const base = useSectionApps()[page.appKey];
  useDocumentTitle(page.title);
  // The section application is connected (SECTION_APPS): it serves the page itself.
  if (base && page.app !== null) return <SectionFrame base={base} app={page.app} page={page.title} />;
  const note =
    page.app === null
      ? null
      : route.kind === 'section-unknown'
        ? t('section.handledBySection', { app: page.app })
        : t('section.servedBy', { app: page.app });

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4" data-route-kind={route.kind}>
      <Breadcrumb items={page.crumbs} />
      <h1 className="text-2xl font-semibold text-slate-900">{page.title}</h1>
      {page.description && <p className="text-slate-600">{page.description}</p>}
      {route.kind === 'detail' && route.parent && (
        <p className="text-sm text-slate-500">{t('section.detailOf', { parent: route.parent.page.title[language] })}</p>
      )}
      {note && (
        <p className="flex items-start gap-2 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700">
          <Info aria-hidden size={16} className="mt-0.5 shrink-0" />
          {note}
        </p>
      )}
      {route.kind !== 'shell' && (
        <RelatedActions route={route} parentTitle={route.kind === 'detail' ? (route.parent?.page.title[language] ?? null) : null} />
      )}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm text-slate-500">
        <dt>{t('section.owner')}</dt>
        <dd className="font-mono">{page.appKey}</dd>
        <dt>{t('section.path')}</dt>
        <dd className="font-mono break-all">{route.path}</dd>
      </dl>
    </article>
  );
}
