import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { MenuNode } from '../../shared/api/staff-calls';
import { useLanguage } from '../i18n/i18n';
import { activeMenuPath } from '../routes/route-index';
import { CollapsedSection } from './collapsed-section';
import { FitLabel } from './fit-label';
import { MenuIcon } from './menu-icons';
import { MenuEntry, MenuLeaf } from './menu-items';
import { navLabel } from './nav-label';
import { containsRouter, visibleChildren } from '../routes/menu-tree';

interface SideMenuProps {
  tree: readonly MenuNode[];
  className?: string;
  /** 65 px mode: icons only, a section's pages in a flyout. */
  collapsed?: boolean;
  /** Layout chosen in the top navigation: its section opens and scrolls into view. */
  activeLayout?: string | null;
}

/**
 * The left menu, built from the user's own menu tree: home, sections (expandable) → groups →
 * pages, external systems. The active page is highlighted; a detail page highlights its parent.
 */
export function SideMenu({ tree, className, collapsed = false, activeLayout = null }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activePath = activeMenuPath(pathname);
  const sections = visibleChildren(tree).filter((node) => node.children.length > 0);
  const activeSection = sections.find((node) => containsRouter(node, activePath))?.id ?? null;
  const layoutSection = sections.find((node) => node.layoutName === activeLayout)?.id ?? null;
  // Only explicit clicks are remembered; otherwise the section holding the active page is open.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const isOpen = (id: number) => toggled.get(id) ?? (id === activeSection || id === layoutSection);
  const toggle = (id: number) => setToggled((prev) => new Map(prev).set(id, !isOpen(id)));

  return (
    <nav aria-label={t('nav.menu')} className={clsx('overflow-y-auto border-r border-slate-200 bg-white p-2', className)}>
      <ul className="flex flex-col gap-0.5">
        {visibleChildren(tree).map((node) => {
          if (node.children.length === 0) {
            return (
              <li key={node.id}>
                <MenuLeaf node={node} activePath={activePath} depth={0} iconOnly={collapsed} />
              </li>
            );
          }
          if (collapsed) return <CollapsedSection key={node.id} node={node} activePath={activePath} />;
          return (
            <SectionItem
              key={node.id}
              node={node}
              activePath={activePath}
              open={isOpen(node.id)}
              onToggle={() => toggle(node.id)}
              scrollIntoView={node.id === layoutSection}
            />
          );
        })}
      </ul>
    </nav>
  );
}

interface SectionItemProps {
  node: MenuNode;
  activePath: string;
  open: boolean;
  onToggle(): void;
  scrollIntoView: boolean;
}

function SectionItem({ node, activePath, open, onToggle, scrollIntoView }: SectionItemProps) {
  const { language } = useLanguage();
  const ref = useRef<HTMLLIElement>(null);
  const listId = `menu-section-${node.id}`;
  const containsActive = containsRouter(node, activePath);
  const { text, full } = navLabel(node, language);
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [scrollIntoView]);
  return (
    <li ref={ref} data-menu-id={node.id} data-menu-key={node.international}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={text !== full ? full : undefined}
        onClick={onToggle}
        className={clsx(
          'flex min-h-[42px] w-full items-center gap-2 rounded-md px-3 text-left text-sm hover:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-brand-500',
          containsActive ? 'font-medium text-brand-700' : 'text-slate-800',
        )}
      >
        <MenuIcon name={node.icon} size={20} />
        <FitLabel text={text} full={full} className="flex-1" />
        <ChevronDown aria-hidden size={16} className={clsx('shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!open}>
        {visibleChildren(node.children).map((child) => (
          <MenuEntry key={child.id} node={child} activePath={activePath} depth={1} />
        ))}
      </ul>
    </li>
  );
}
