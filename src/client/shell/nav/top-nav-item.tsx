import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import { forwardRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuNode } from '../../../shared/api/staff-calls';
import { useLanguage } from '../../i18n/i18n';
import { FitLabel, MenuIcon, navLabel } from '../../layout';
import { externalHref } from '../../routes/menu-tree';
import { useLayout } from '../layout-store';
import { opensInNewTab } from './top-nav-items';

interface Props {
  node: MenuNode;
  active: boolean;
  /** Drawer rows are full width with an icon. */
  variant: 'bar' | 'drawer';
  onChosen?: () => void;
}

/** The box of a top-level menu in the row; the row's ruler measures its labels with it. */
export const TOP_ITEM_CLASS = 'flex items-center gap-1.5 px-3 text-sm whitespace-nowrap';

/**
 * One top-level menu: IMFS, MONITOR, NWP, BIBOARD and CRMATCH open in a new browser tab (the
 * host's .com suffix swapped for the current host's); a page opens; a section sets the layout.
 */
export const TopNavItem = forwardRef<HTMLElement, Props>(function TopNavItem({ node, active, variant, onChosen }, ref) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const setActiveLayout = useLayout((state) => state.setActiveLayout);
  const { text, full } = navLabel(node, language);
  // A short label keeps the full title as the accessible name; the label carries it as its tooltip.
  const name = text !== full ? full : undefined;
  const label = <FitLabel text={text} full={full} />;
  const className = clsx(
    TOP_ITEM_CLASS,
    'max-w-full rounded-md focus-visible:outline-2 focus-visible:outline-brand-500',
    variant === 'bar' ? 'h-9' : 'h-[42px] w-full',
    active ? 'font-bold text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );
  const icon = variant === 'drawer' ? <MenuIcon name={node.icon} /> : null;
  if (opensInNewTab(node) && node.router) {
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        href={externalHref(node.router, window.location.hostname)}
        target="_blank"
        rel="noopener noreferrer"
        data-top-key={node.international}
        className={className}
        onClick={onChosen}
      >
        {icon}
        {label}
        <ExternalLink aria-hidden size={12} className="shrink-0 text-slate-400" />
        <span className="sr-only">{t('nav.opensInNewTab')}</span>
      </a>
    );
  }
  if (node.router && node.children.length === 0) {
    return (
      <Link
        ref={ref as Ref<HTMLAnchorElement>}
        to={node.router}
        data-top-key={node.international}
        aria-label={name}
        aria-current={active ? 'page' : undefined}
        className={className}
        onClick={onChosen}
      >
        {icon}
        {label}
      </Link>
    );
  }
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type="button"
      data-top-key={node.international}
      aria-label={name}
      aria-pressed={active}
      className={className}
      onClick={() => {
        setActiveLayout(node.layoutName);
        onChosen?.();
      }}
    >
      {icon}
      {label}
    </button>
  );
});
