import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceNodeRow } from '../../shared/api/admin-calls';

interface TreeNode {
  node: ResourceNodeRow;
  children: TreeNode[];
}

function buildTree(nodes: readonly ResourceNodeRow[]): TreeNode[] {
  const byId = new Map(nodes.map((node) => [node.id, { node, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const entry of byId.values()) {
    const parent = entry.node.parentId === null ? undefined : byId.get(entry.node.parentId);
    (parent ? parent.children : roots).push(entry);
  }
  return roots;
}

/** Leaves under a node (itself when it has no children): what checking it grants. */
function leavesOf(entry: TreeNode): number[] {
  return entry.children.length === 0 ? [entry.node.id] : entry.children.flatMap(leavesOf);
}

/** A checkbox whose third state (some children checked) is shown as indeterminate. */
function TriCheckbox({ state, label, onChange }: { state: 'on' | 'off' | 'some'; label: string; onChange(next: boolean): void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      aria-checked={state === 'some' ? 'mixed' : state === 'on'}
      className="h-4 w-4 rounded border-slate-400"
      checked={state === 'on'}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * Sections → groups → pages → buttons. The checked set holds leaves; a parent is checked when all
 * its leaves are, half-checked when some are (the server grants the parents of what is checked).
 */
export function GrantTree({
  nodes,
  checked,
  onChange,
}: {
  nodes: readonly ResourceNodeRow[];
  checked: ReadonlySet<number>;
  onChange(next: Set<number>): void;
}) {
  const { t, i18n } = useTranslation();
  const roots = useMemo(() => buildTree(nodes), [nodes]);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const label = (node: ResourceNodeRow) => (i18n.language.startsWith('zh') ? node.name : node.nameEn);

  const render = (entry: TreeNode, depth: number) => {
    const leaves = leavesOf(entry);
    const count = leaves.filter((id) => checked.has(id)).length;
    const state = count === 0 ? 'off' : count === leaves.length ? 'on' : 'some';
    const expanded = open.has(entry.node.id);
    const name = label(entry.node);
    return (
      <li key={entry.node.id}>
        <div className="flex items-center gap-1.5 py-0.5" style={{ paddingLeft: `${depth * 1.25}rem` }}>
          {entry.children.length > 0 ? (
            <button
              type="button"
              className="rounded p-0.5 text-slate-600 hover:bg-slate-100"
              aria-expanded={expanded}
              aria-label={t(expanded ? 'admin.roles.collapse' : 'admin.roles.expand', { name })}
              onClick={() => {
                const next = new Set(open);
                if (expanded) next.delete(entry.node.id);
                else next.add(entry.node.id);
                setOpen(next);
              }}
            >
              {expanded ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
            </button>
          ) : (
            <span className="inline-block w-5" aria-hidden />
          )}
          <TriCheckbox
            state={state}
            label={name}
            onChange={(on) => {
              const next = new Set(checked);
              for (const id of leaves) {
                if (on) next.add(id);
                else next.delete(id);
              }
              onChange(next);
            }}
          />
          <span className="text-sm text-slate-800">{name}</span>
          {entry.node.kind === 'button' && (
            <span className="rounded bg-slate-100 px-1 text-xs text-slate-600">{t('admin.roles.button')}</span>
          )}
        </div>
        {expanded && entry.children.length > 0 && <ul>{entry.children.map((child) => render(child, depth + 1))}</ul>}
      </li>
    );
  };
  return (
    <ul className="max-h-[60vh] overflow-y-auto rounded-md border border-slate-200 bg-white p-2">{roots.map((root) => render(root, 0))}</ul>
  );
}

/** The leaves among granted ids: parents are derived, so the tree starts from what was really checked. */
export function grantedLeaves(nodes: readonly ResourceNodeRow[], granted: readonly number[]): Set<number> {
  const parents = new Set(nodes.map((node) => node.parentId).filter((id): id is number => id !== null));
  return new Set(granted.filter((id) => !parents.has(id)));
}
