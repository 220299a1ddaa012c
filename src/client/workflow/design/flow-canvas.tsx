import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { createContext, useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConditionBranch, ExclusiveNode, FlowGraph, FlowNode, ParallelNode } from '../../../shared/api/workflow-graph';
import { AddNodeButton } from './add-node-button';
import { conditionText, nodeSummary, type DesignerLookup } from './designer-lookup';
import { canRemoveBranch, type NewNodeKind } from './graph-edit';
import type { NodeProblem } from './graph-problems';
import { NodeCard } from './node-card';

/** What the canvas may do to the graph; absent on a read-only canvas (a published version). */
export interface CanvasActions {
  add(branchId: string | null, index: number, kind: NewNodeKind): void;
  open(id: string): void;
  openBranch(blockId: string, branchId: string): void;
  remove(id: string): void;
  addBranch(blockId: string): void;
  removeBranch(blockId: string, branchId: string): void;
  moveBranch(blockId: string, branchId: string, delta: -1 | 1): void;
}

interface CanvasContext {
  lookup: DesignerLookup;
  problems: ReadonlyMap<string, string>;
  selectedId: string | null;
  actions: CanvasActions | null;
}
const Canvas = createContext<CanvasContext | null>(null);
const useCanvas = () => {
  const context = useContext(Canvas);
  if (!context) throw new Error('outside the flow canvas');
  return context;
};

export interface FlowCanvasProps {
  graph: FlowGraph;
  lookup: DesignerLookup;
  problems?: readonly NodeProblem[];
  selectedId?: string | null;
  actions?: CanvasActions | null;
  label: string;
}

/** The node tree drawn top to bottom as DingTalk 审批 draws it: 发起人, the nodes with "+" between them, 结束. */
export function FlowCanvas({ graph, lookup, problems = [], selectedId = null, actions = null, label }: FlowCanvasProps) {
  const { t } = useTranslation();
  const centred = useRef(false);
  // A phone shows the middle of a wide flow first, where 发起人 and the main line are.
  const centre = (element: HTMLDivElement | null) => {
    if (!element || centred.current) return;
    centred.current = true;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  };
  const byId = new Map<string, string>();
  for (const { id, problem } of problems) if (id !== null && !byId.has(id)) byId.set(id, t(`workflowDesign.problem.${problem}`));
  return (
    <Canvas.Provider value={{ lookup, problems: byId, selectedId, actions }}>
      <div
        ref={centre}
        role="group"
        aria-label={label}
        tabIndex={0}
        className="overflow-auto rounded-md border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <div className="flex min-w-max flex-col items-center px-6 py-8">
          <NodeCard kind="start" title={t('workflowDesign.start')} summary={t('workflowDesign.startSummary')} />
          <Sequence nodes={graph.nodes} branchId={null} />
          <div className="relative z-10 flex flex-col items-center gap-1 text-xs text-slate-500">
            <span aria-hidden className="h-3 w-3 rounded-full bg-slate-300" />
            {t('workflowDesign.end')}
          </div>
        </div>
      </div>
    </Canvas.Provider>
  );
}

/** A vertical line behind a column, so cards and "+" buttons sit on one connector. */
const Connector = () => <span aria-hidden className="absolute inset-y-0 left-1/2 -z-0 w-0.5 -translate-x-1/2 bg-slate-300" />;

function Gap({ branchId, index }: { branchId: string | null; index: number }) {
  const { t } = useTranslation();
  const { actions } = useCanvas();
  if (!actions) return <span aria-hidden className="block h-8" />;
  return (
    <AddNodeButton label={t('workflowDesign.addHere', { position: index + 1 })} onAdd={(kind) => actions.add(branchId, index, kind)} />
  );
}

function Sequence({ nodes, branchId }: { nodes: readonly FlowNode[]; branchId: string | null }) {
  return (
    <div className="relative flex flex-col items-center">
      <Connector />
      <Gap branchId={branchId} index={0} />
      {nodes.map((node, index) => (
        <div key={node.id} className="relative flex flex-col items-center">
          <NodeView node={node} />
          <Gap branchId={branchId} index={index + 1} />
        </div>
      ))}
    </div>
  );
}

function NodeView({ node }: { node: FlowNode }) {
  const { t } = useTranslation();
  const { lookup, problems, selectedId, actions } = useCanvas();
  if (node.type === 'exclusive' || node.type === 'parallel') return <Block node={node} />;
  return (
    <NodeCard
      testId={`node-${node.id}`}
      kind={node.type}
      title={node.name}
      summary={nodeSummary(node, lookup, t)}
      problem={problems.get(node.id)}
      selected={selectedId === node.id}
      onOpen={actions ? () => actions.open(node.id) : undefined}
      onRemove={actions ? () => actions.remove(node.id) : undefined}
      removeLabel={t('workflowDesign.removeNode', { name: node.name })}
    />
  );
}

/** A condition or parallel block: its branches side by side, each a column with its own nodes. */
function Block({ node }: { node: ExclusiveNode | ParallelNode }) {
  const { t } = useTranslation();
  const { actions } = useCanvas();
  const branches = node.type === 'exclusive' ? [...node.branches, node.defaultBranch] : node.branches;
  return (
    <section aria-label={`${t(`workflowDesign.kind.${node.type}`)} ${node.name}`} data-testid={`node-${node.id}`} className="relative z-10">
      <div className="flex justify-center gap-2">
        {actions && (
          <>
            <button
              type="button"
              onClick={() => actions.addBranch(node.id)}
              className="rounded-full border border-emerald-500 bg-white px-3 py-1 text-xs font-medium text-emerald-700 shadow-sm hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {t(node.type === 'exclusive' ? 'workflowDesign.addCondition' : 'workflowDesign.addBranch')}
            </button>
            <button
              type="button"
              onClick={() => actions.remove(node.id)}
              aria-label={t('workflowDesign.removeNode', { name: node.name })}
              className="rounded-full border border-slate-300 bg-white p-1 text-slate-500 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X size={14} aria-hidden />
            </button>
          </>
        )}
      </div>
      <div className="mt-2 flex items-stretch border-y-2 border-slate-300 bg-slate-50">
        {branches.map((branch, index) => (
          <div key={branch.id} className="relative flex flex-col items-center px-4 pt-6">
            <Connector />
            <BranchCard
              node={node}
              branchId={branch.id}
              index={index}
              isDefault={node.type === 'exclusive' && index === branches.length - 1}
            />
            <Sequence nodes={branch.nodes} branchId={branch.id} />
            <span className="block flex-1" />
          </div>
        ))}
      </div>
    </section>
  );
}

function BranchCard({
  node,
  branchId,
  index,
  isDefault,
}: {
  node: ExclusiveNode | ParallelNode;
  branchId: string;
  index: number;
  isDefault: boolean;
}) {
  const { t } = useTranslation();
  const { lookup, problems, actions } = useCanvas();
  const exclusive = node.type === 'exclusive';
  const branch = exclusive ? (isDefault ? node.defaultBranch : node.branches[index]) : node.branches[index];
  if (!branch) return null;
  const conditions = exclusive && !isDefault ? (branch as ConditionBranch).conditions : [];
  const summary = isDefault
    ? t('workflowDesign.defaultBranchSummary')
    : exclusive
      ? conditions.length
        ? conditions.map((c) => conditionText(c, lookup, t)).join(t('workflowDesign.and'))
        : t('workflowDesign.problem.noCondition')
      : t('workflowDesign.parallelSummary');
  const count = exclusive ? node.branches.length : 0;
  const movable = exclusive && !isDefault && actions;
  return (
    <NodeCard
      testId={`branch-${branchId}`}
      kind={node.type}
      title={exclusive && !isDefault ? t('workflowDesign.priority', { name: branch.name, n: index + 1 }) : branch.name}
      summary={summary}
      problem={problems.get(branchId)}
      onOpen={exclusive && !isDefault && actions ? () => actions.openBranch(node.id, branchId) : undefined}
      onRemove={!isDefault && actions && canRemoveBranch(node) ? () => actions.removeBranch(node.id, branchId) : undefined}
      removeLabel={t('workflowDesign.removeBranch', { name: branch.name })}
      extra={
        movable ? (
          <span className={clsx('flex justify-end gap-1 border-t border-slate-100 px-2 py-1')}>
            <button
              type="button"
              disabled={index === 0}
              onClick={() => actions.moveBranch(node.id, branchId, -1)}
              aria-label={t('workflowDesign.moveUp', { name: branch.name })}
              className="rounded p-0.5 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
            >
              <ArrowUp size={12} aria-hidden />
            </button>
            <button
              type="button"
              disabled={index === count - 1}
              onClick={() => actions.moveBranch(node.id, branchId, 1)}
              aria-label={t('workflowDesign.moveDown', { name: branch.name })}
              className="rounded p-0.5 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
            >
              <ArrowDown size={12} aria-hidden />
            </button>
          </span>
        ) : undefined
      }
    />
  );
}
