import { ArrowDown, ArrowUp, ChevronDown, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { menuReorder, menuRestore, menuSave, menuTree, type AdminMenuNode } from '../../../shared/api/admin-menu-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { useLanguage } from '../../i18n/i18n';
import { MenuIcon } from '../../layout';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { PageFrame } from '../../ui/page-frame';
import { Switch } from '../../ui/switch';
import { MenuNodeDialog } from './menu-node-dialog';

/** Cells centred on the row: the rows hold buttons and switches beside one-line text. */
const mid = 'px-3 py-2 align-middle';

interface Row {
  node: AdminMenuNode;
  depth: number;
  siblings: AdminMenuNode[];
  index: number;
  hasChildren: boolean;
}

/** The tree in display order (the server sends parents first, siblings in order); collapsed nodes hide their subtree. */
function visibleRows(nodes: readonly AdminMenuNode[], expanded: ReadonlySet<number>): Row[] {
  const children = new Map<number | null, AdminMenuNode[]>();
  for (const node of nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  const rows: Row[] = [];
  const walk = (parent: number | null, depth: number) => {
    const siblings = children.get(parent) ?? [];
    siblings.forEach((node, index) => {
      const hasChildren = (children.get(node.id)?.length ?? 0) > 0;
      rows.push({ node, depth, siblings, index, hasChildren });
      if (hasChildren && expanded.has(node.id)) walk(node.id, depth + 1);
    });
  };
  walk(null, 0);
  return rows;
}

const refresh = () => void invalidateCall(menuTree);

/** /setModule/authManage/menu: the menu tree over the route table — names, icon, visibility, layout and order. */
export default function MenuTreePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const local = (node: AdminMenuNode) => (language === 'en' ? node.nameEn : node.name);
  const tree = useCall(menuTree);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<AdminMenuNode | null>(null);
  const rows = useMemo(() => visibleRows(tree.data ?? [], expanded), [tree.data, expanded]);
  const reorder = useCallMutation(menuReorder, { onSuccess: refresh });
  const visibility = useCallMutation(menuSave, { onSuccess: refresh });
  const restore = useCallMutation(menuRestore, {
    onSuccess: (node) => {
      toast.success(t('adminMenu.restored', { name: local(node) }));
      refresh();
    },
  });
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const move = (row: Row, by: -1 | 1) => {
    const ids = row.siblings.map((node) => node.id);
    ids.splice(row.index, 1);
    ids.splice(row.index + by, 0, row.node.id);
    reorder.mutate({ body: { parentId: row.node.parentId, ids } });
  };
  const parents = (tree.data ?? []).filter((node) => (tree.data ?? []).some((child) => child.parentId === node.id)).map((node) => node.id);
  return (
    <PageFrame
      title={t('adminMenu.title')}
      intro={t('adminMenu.intro')}
      actions={
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setExpanded(new Set(parents))}>
            {t('adminMenu.expandAll')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setExpanded(new Set())}>
            {t('adminMenu.collapseAll')}
          </Button>
        </div>
      }
    >
      <LoadState
        pending={tree.isPending}
        error={tree.error}
        onRetry={() => void tree.refetch()}
        empty={tree.data?.length === 0}
        emptyText={t('adminMenu.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('adminMenu.caption')}
          minWidth="min-w-[46rem]"
          head={[t('adminMenu.name'), t('adminMenu.path'), t('adminMenu.visible'), t('adminMenu.order'), t('adminMenu.actions')]}
        >
          {rows.map((row) => {
            const { node } = row;
            const name = local(node);
            const open = expanded.has(node.id);
            return (
              <tr key={node.id} data-menu-key={node.international} className={node.webShowFlag ? undefined : 'bg-slate-50 text-slate-600'}>
                <td className={mid}>
                  <div className="flex items-center gap-1.5" style={{ paddingLeft: `${row.depth * 1.25}rem` }}>
                    {row.hasChildren ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="px-1"
                        aria-expanded={open}
                        aria-label={t(open ? 'adminMenu.collapse' : 'adminMenu.expand', { name })}
                        onClick={() => toggle(node.id)}
                      >
                        {open ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />}
                      </Button>
                    ) : (
                      <span className="inline-block w-7" aria-hidden />
                    )}
                    {row.depth === 0 && (
                      <span className="text-slate-600">
                        <MenuIcon name={node.icon} size={16} />
                      </span>
                    )}
                    <span className="font-medium text-slate-900">{name}</span>
                    {node.edited && (
                      <span className="rounded bg-amber-100 px-1.5 text-xs whitespace-nowrap text-amber-900">{t('adminMenu.edited')}</span>
                    )}
                  </div>
                </td>
                <td className={`${mid} max-w-[16rem] truncate font-mono text-xs`} title={node.router ?? undefined}>
                  {node.router ?? t('adminMenu.directory')}
                </td>
                <td className={mid}>
                  <Switch
                    checked={node.webShowFlag}
                    busy={visibility.isPending}
                    label={t('adminMenu.visibleLabel', { name })}
                    onChange={(webShowFlag) =>
                      visibility.mutate({
                        body: {
                          id: node.id,
                          name: node.name,
                          nameEn: node.nameEn,
                          icon: node.icon as never,
                          layoutName: node.layoutName,
                          webShowFlag,
                        },
                      })
                    }
                  />
                </td>
                <td className={`${mid} whitespace-nowrap`}>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="px-1.5"
                    disabled={row.index === 0 || reorder.isPending}
                    aria-label={t('adminMenu.moveUp', { name })}
                    onClick={() => move(row, -1)}
                  >
                    <ArrowUp aria-hidden size={16} />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="px-1.5"
                    disabled={row.index === row.siblings.length - 1 || reorder.isPending}
                    aria-label={t('adminMenu.moveDown', { name })}
                    onClick={() => move(row, 1)}
                  >
                    <ArrowDown aria-hidden size={16} />
                  </Button>
                </td>
                <td className={`${mid} whitespace-nowrap`}>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(node)}>
                    {t('adminMenu.edit')}
                    <span className="sr-only"> {name}</span>
                  </Button>
                  {node.edited && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={restore.isPending}
                      onClick={() => restore.mutate({ body: { id: node.id } })}
                    >
                      {t('adminMenu.restore')}
                      <span className="sr-only"> {name}</span>
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {editing && <MenuNodeDialog node={editing} title={local(editing)} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
