import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from '../../shared/api/staff-calls';
import { useLanguage } from '../i18n/i18n';
import { DropdownMenu } from '../ui/dropdown-menu';
import { MenuIcon } from './menu-icons';
import { containsRouter, isExternalRouter, menuLabel, visibleChildren } from '../routes/menu-tree';

/** A section in the 65 px side navigation: its icon, with its groups and pages in a flyout. */
export function CollapsedSection({ node, activePath }: { node: MenuNode; activePath: string }) {
  const { language } = useLanguage();
  const navigate = useNavigate();
  const label = menuLabel(node, language);
  const active = containsRouter(node, activePath);
  return (
    <li data-menu-id={node.id} data-menu-key={node.international}>
      <DropdownMenu
        modal={false}
        trigger={{
          'aria-label': label,
          title: label,
          className: clsx(
            'flex h-[42px] w-full items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500',
            active ? 'bg-brand-50 text-brand-700' : 'text-slate-700',
          ),
          children: <MenuIcon name={node.icon} size={20} />,
        }}
        content={
          <RadixMenu.Content
            side="right"
            align="start"
            sideOffset={8}
            className="z-overlay max-h-[70vh] min-w-52 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            <RadixMenu.Label className="px-3 py-1.5 text-sm font-medium text-slate-900">{label}</RadixMenu.Label>
            {visibleChildren(node.children).map((group) => (
              <RadixMenu.Group key={group.id}>
                {group.children.length > 0 && (
                  <RadixMenu.Label className="px-3 pt-2 text-xs text-slate-500">{menuLabel(group, language)}</RadixMenu.Label>
                )}
                {(group.children.length > 0 ? visibleChildren(group.children) : [group]).map((page) =>
                  page.router && !isExternalRouter(page.router) ? (
                    <RadixMenu.Item
                      key={page.id}
                      data-menu-id={page.id}
                      onSelect={() => navigate(page.router ?? '/home')}
                      className={clsx(
                        'cursor-pointer rounded px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50',
                        page.router === activePath ? 'font-medium text-brand-700' : 'text-slate-700',
                      )}
                    >
                      {menuLabel(page, language)}
                    </RadixMenu.Item>
                  ) : null,
                )}
              </RadixMenu.Group>
            ))}
          </RadixMenu.Content>
        }
      />
    </li>
  );
}
