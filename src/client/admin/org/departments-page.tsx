import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { deptDelete, deptMove, deptTree, type DeptNode } from '../../../shared/api/admin-org-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Button } from '../../ui/button';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { LoadState } from '../../ui/load-state';
import { PageFrame } from '../../ui/page-frame';
import { useLocalName } from '../user-dialogs';
import { CreateDeptDialog, LeadDialog, MoveDeptDialog, RenameDeptDialog } from './dept-dialogs';
import { buildDeptTree, moveOfDrop, type DeptEntry, type DropSpot } from './dept-tree-model';

type Editing = { kind: 'create'; parent: DeptNode | null } | { kind: 'rename' | 'lead' | 'move' | 'delete'; dept: DeptNode } | null;

/** Top or bottom quarter of a row: between rows; the middle: onto it. */
function spotOf(event: DragEvent<HTMLElement>, targetId: number): DropSpot {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / Math.max(box.height, 1);
  return { kind: y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside', targetId };
}

const spotClass: Record<DropSpot['kind'], string> = {
  inside: 'bg-brand-50 ring-2 ring-inset ring-brand-500',
  before: 'shadow-[inset_0_3px_0_0] shadow-brand-600',
  after: 'shadow-[inset_0_-3px_0_0] shadow-brand-600',
};

/** /setModule/departmentalOrganization: the department tree with leads and head-counts. */
export default function DepartmentsPage() {
  const { t } = useTranslation();
  const local = useLocalName();
  const tree = useCall(deptTree);
  const [editing, setEditing] = useState<Editing>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [spot, setSpot] = useState<DropSpot | null>(null);
  const move = useCallMutation(deptMove, {
    onSuccess: (_data, request) => {
      const moved = tree.data?.find((node) => node.id === request.body.id);
      if (moved) toast.success(t('adminOrg.dept.moved', { name: local(moved) }));
      void invalidateCall(deptTree);
    },
  });
  const remove = useCallMutation(deptDelete, {
    onSuccess: () => {
      if (editing?.kind === 'delete') toast.success(t('adminOrg.dept.deleted', { name: local(editing.dept) }));
      void invalidateCall(deptTree);
      setEditing(null);
    },
    onError: () => setEditing(null),
  });
  const nodes = tree.data ?? [];

  const drop = (target: number, event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const body = dragged === null ? null : moveOfDrop(nodes, dragged, spotOf(event, target));
    setDragged(null);
    setSpot(null);
    if (body) move.mutate({ body });
  };
  /** The keyboard alternative to dragging between siblings. */
  const shift = (node: DeptNode, by: -1 | 1) => {
    const siblings = nodes.filter((row) => row.parentId === node.parentId);
    const at = siblings.findIndex((row) => row.id === node.id);
    move.mutate({ body: { id: node.id, parentId: node.parentId, index: Math.max(at + by, 0) } });
  };

  const row = (entry: DeptEntry, position: number, count: number) => {
    const { node } = entry;
    const name = local(node);
    return (
      <li key={node.id}>
        <div
          draggable
          data-dept-id={node.id}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(node.id));
            setDragged(node.id);
          }}
          onDragEnd={() => {
            setDragged(null);
            setSpot(null);
          }}
          onDragOver={(event) => {
            if (dragged === null || dragged === node.id) return;
            event.preventDefault();
            const next = spotOf(event, node.id);
            if (next.kind !== spot?.kind || next.targetId !== spot.targetId) setSpot(next);
          }}
          onDragLeave={() => setSpot((current) => (current?.targetId === node.id ? null : current))}
          onDrop={(event) => drop(node.id, event)}
          className={`flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 bg-white py-2 pr-2 ${
            spot?.targetId === node.id ? spotClass[spot.kind] : ''
          } ${dragged === node.id ? 'opacity-50' : ''}`}
          style={{ paddingLeft: `${0.75 + entry.depth * 1.25}rem` }}
        >
          <span aria-hidden className="cursor-grab select-none text-slate-400">
            ⋮⋮
          </span>
          <span className="min-w-0 flex-1">
            <span className="font-medium text-slate-900">{name}</span>
            <span className="ml-2 text-xs text-slate-600">{t('adminOrg.dept.headCount', { count: node.headCount })}</span>
            <span className="block text-xs text-slate-600">
              {t('adminOrg.dept.lead')}: {node.lead ? local(node.lead) : t('adminOrg.dept.noLead')}
            </span>
          </span>
          <span role="group" aria-label={t('adminOrg.dept.actionsOf', { name })} className="flex flex-wrap gap-1">
            <Button size="sm" variant="ghost" onClick={() => setEditing({ kind: 'create', parent: node })}>
              {t('adminOrg.dept.newChild')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing({ kind: 'rename', dept: node })}>
              {t('adminOrg.dept.rename')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing({ kind: 'lead', dept: node })}>
              {t('adminOrg.dept.setLead')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing({ kind: 'move', dept: node })}>
              {t('adminOrg.dept.move')}
            </Button>
            <Button size="sm" variant="ghost" disabled={position === 0 || move.isPending} onClick={() => shift(node, -1)}>
              <span aria-hidden>↑</span>
              <span className="sr-only">{t('adminOrg.dept.moveUp')}</span>
            </Button>
            <Button size="sm" variant="ghost" disabled={position === count - 1 || move.isPending} onClick={() => shift(node, 1)}>
              <span aria-hidden>↓</span>
              <span className="sr-only">{t('adminOrg.dept.moveDown')}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing({ kind: 'delete', dept: node })}>
              {t('adminOrg.dept.delete')}
            </Button>
          </span>
        </div>
        {entry.children.length > 0 && <ul>{entry.children.map((child, at) => row(child, at, entry.children.length))}</ul>}
      </li>
    );
  };

  const roots = buildDeptTree(nodes);
  return (
    <PageFrame
      id="admin-org-dept-title"
      title={t('adminOrg.dept.title')}
      intro={t('adminOrg.dept.intro')}
      actions={<Button onClick={() => setEditing({ kind: 'create', parent: null })}>{t('adminOrg.dept.newTop')}</Button>}
    >
      <LoadState
        pending={tree.isPending}
        error={tree.error}
        onRetry={() => void tree.refetch()}
        empty={tree.data?.length === 0}
        emptyText={t('adminOrg.dept.empty')}
      />
      {roots.length > 0 && (
        <nav aria-label={t('adminOrg.dept.caption')} className="overflow-hidden rounded-md border border-slate-200 bg-white">
          <ul>{roots.map((entry, at) => row(entry, at, roots.length))}</ul>
        </nav>
      )}
      {editing?.kind === 'create' && <CreateDeptDialog parent={editing.parent} onClose={() => setEditing(null)} />}
      {editing?.kind === 'rename' && <RenameDeptDialog dept={editing.dept} onClose={() => setEditing(null)} />}
      {editing?.kind === 'lead' && <LeadDialog dept={editing.dept} onClose={() => setEditing(null)} />}
      {editing?.kind === 'move' && <MoveDeptDialog dept={editing.dept} nodes={nodes} onClose={() => setEditing(null)} />}
      {editing?.kind === 'delete' && (
        <ConfirmDelete
          name={local(editing.dept)}
          body={t('adminOrg.dept.deleteBody', { name: local(editing.dept) })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ body: { id: editing.dept.id } })}
          onCancel={() => setEditing(null)}
        />
      )}
    </PageFrame>
  );
}
