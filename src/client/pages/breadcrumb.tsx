import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Linked crumbs lead somewhere; the last one is the current page. */
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              <li aria-current={last ? 'page' : undefined} className={last ? 'text-slate-800' : undefined}>
                {item.to && !last ? (
                  <Link to={item.to} className="hover:text-brand-600 hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  item.label
                )}
              </li>
              {!last && (
                <li aria-hidden className="text-slate-400">
                  <ChevronRight size={14} />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
