import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../shared/api/staff-calls';
import { useLanguage } from '../i18n/i18n';
import { FitLabel } from './fit-label';
import { MenuIcon } from './menu-icons';
import { navLabel } from './nav-label';
import { externalHref, isExternalRouter, visibleChildren } from '../routes/menu-tree';

const ITEM = 'flex min-h-[42px] items-center gap-2 rounded-md px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** A page of the menu: internal link (highlighted when active) or external system in a new tab. */
export function MenuLeaf({
  node,
  activePath,
  depth,
  iconOnly = false,
}: {
  node: MenuNode;
  activePath: string;
  depth: number;
  iconOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { text: label, full } = navLabel(node, language);
  const icon = depth === 0 ? <MenuIcon name={node.icon} size={20} /> : null;
  const text = iconOnly ? <span className="sr-only">{full}</span> : null;
  // A short label keeps the full title as the accessible name.
  const name = !iconOnly && label !== full ? full : undefined;
  if (isExternalRouter(node.router)) {
    return (
      <a
        href={externalHref(node.router, window.location.hostname)}
        target="_blank"
        rel="noopener noreferrer"
        data-menu-id={node.id}
        data-menu-key={depth === 0 ? node.international : undefined}
        title={iconOnly ? full : undefined}
        className={clsx(ITEM, 'text-slate-700 hover:bg-slate-100', iconOnly && 'justify-center px-0')}
      >
        {icon}
        {text ?? <FitLabel text={label} full={full} className="flex-1" />}
        {!iconOnly && <ExternalLink aria-hidden size={14} className="text-slate-400" />}
        <span className="sr-only">{t('nav.opensInNewTab')}</span>
      </a>
    );
  }
  const active = node.router === activePath;
  return (
    <Link
      to={node.router ?? '/'}
      aria-current={active ? 'page' : undefined}
      data-menu-id={node.id}
      data-menu-key={depth === 0 ? node.international : undefined}
      title={iconOnly ? full : undefined}
      aria-label={name}
      className={clsx(
        ITEM,
        active ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100',
        depth > 0 && 'pl-8',
        iconOnly && 'justify-center px-0',
      )}
    >
      {icon}
      {text ?? <FitLabel text={label} full={full} className="flex-1" />}
    </Link>
  );
}

/** A directory inside a section (menu group): a labelled list of its pages. */
export function MenuGroup({ node, activePath, depth }: { node: MenuNode; activePath: string; depth: number }) {
  const { language } = useLanguage();
  const headingId = `menu-group-${node.id}`;
  const { text, full } = navLabel(node, language);
  return (
    <li data-menu-id={node.id}>
      <p id={headingId} className="flex px-3 pt-3 pb-1 pl-8 text-xs font-medium tracking-wide text-slate-500">
        <FitLabel text={text} full={full} />
      </p>
      {/* A short heading keeps the full title as the list's name. */}
      <ul aria-labelledby={text === full ? headingId : undefined} aria-label={text === full ? undefined : full}>
        {visibleChildren(node.children).map((child) => (
          <MenuEntry key={child.id} node={child} activePath={activePath} depth={depth + 1} />
        ))}
      </ul>
    </li>
  );
}

/** Any node below a section: a group when it has children, else a page. */
export function MenuEntry({ node, activePath, depth }: { node: MenuNode; activePath: string; depth: number }) {
  if (node.children.length > 0 && !node.router) return <MenuGroup node={node} activePath={activePath} depth={depth} />;
  return (
    <li>
      <MenuLeaf node={node} activePath={activePath} depth={depth} />
    </li>
  );
}
