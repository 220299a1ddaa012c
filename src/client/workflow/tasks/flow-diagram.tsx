import { clsx } from 'clsx';
import { Check, CircleDot, Clock, GitBranch, GitFork, Send, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail } from '../../../shared/api/workflow-operate-calls';
import { isTaskNode, type FlowNode } from '../../../shared/api/workflow-graph';

type NodeState = InstanceDetail['nodes'][number];
type States = ReadonlyMap<string, NodeState>;

const DOT: Record<NodeState['state'], string> = {
  waiting: 'border-slate-300 bg-white text-slate-400',
  active: 'border-blue-500 bg-blue-50 text-blue-600',
  done: 'border-green-500 bg-green-50 text-green-600',
  skipped: 'border-slate-300 bg-slate-50 text-slate-400',
  cancelled: 'border-slate-300 bg-slate-50 text-slate-400',
  failed: 'border-red-500 bg-red-50 text-red-600',
};

/**
 * The request's own version as a vertical flow (DingTalk style): start, each node with its state
 * and the people of the current round, condition and parallel blocks with their branches side by
 * side on wide screens and one under another on narrow ones, then the end.
 */
export function FlowDiagram({ detail }: { detail: InstanceDetail }) {
  const { t } = useTranslation();
  const states: States = new Map(detail.nodes.map((node) => [node.nodeId, node]));
  const finished = detail.finishedAt !== null;
  return (
    <ol className="flex flex-col" aria-label={t('workflowTasks.profile.flow')}>
      <Step icon={<Send size={14} aria-hidden />} tone={DOT.done} title={t('workflowTasks.flow.start')}>
        <p className="text-xs text-slate-600">{detail.applicant.name}</p>
      </Step>
      <Sequence nodes={detail.graph.nodes} states={states} />
      <Step icon={<CircleDot size={14} aria-hidden />} tone={finished ? DOT.done : DOT.waiting} title={t('workflowTasks.flow.end')} last>
        {finished && <p className="text-xs text-slate-600">{t(`workflowTasks.status.${detail.status as 'approved'}`)}</p>}
      </Step>
    </ol>
  );
}

function Sequence({ nodes, states }: { nodes: FlowNode[]; states: States }) {
  return (
    <>
      {nodes.map((node) => (
        <FlowItem key={node.id} node={node} states={states} />
      ))}
    </>
  );
}

function FlowItem({ node, states }: { node: FlowNode; states: States }) {
  const { t } = useTranslation();
  const state = states.get(node.id);
  const tone = DOT[state?.state ?? 'waiting'];
  if (node.type === 'exclusive' || node.type === 'parallel') {
    const branches =
      node.type === 'exclusive'
        ? [...node.branches, { ...node.defaultBranch, name: node.defaultBranch.name || t('workflowTasks.flow.defaultBranch') }]
        : node.branches;
    const Icon = node.type === 'exclusive' ? GitBranch : GitFork;
    return (
      <Step
        icon={<Icon size={14} aria-hidden />}
        tone={tone}
        title={t(node.type === 'exclusive' ? 'workflowTasks.flow.conditionOf' : 'workflowTasks.flow.branchOf', { name: node.name })}
      >
        <div className="mt-2 flex flex-col gap-2 md:flex-row">
          {branches.map((branch) => (
            <section
              key={branch.id}
              aria-label={branch.name}
              className="min-w-0 flex-1 rounded-md border border-dashed border-slate-300 bg-slate-50/60 p-2"
            >
              <h4 className="mb-1 text-xs font-medium text-slate-600">{branch.name}</h4>
              {branch.nodes.length === 0 ? (
                <p className="text-xs text-slate-500">{t('workflowTasks.flow.emptyBranch')}</p>
              ) : (
                <ol className="flex flex-col">
                  <Sequence nodes={branch.nodes} states={states} />
                </ol>
              )}
            </section>
          ))}
        </div>
      </Step>
    );
  }
  const stateName = state?.state ?? 'waiting';
  return (
    <Step
      icon={
        stateName === 'done' ? (
          <Check size={14} aria-hidden />
        ) : stateName === 'failed' ? (
          <X size={14} aria-hidden />
        ) : (
          <Clock size={14} aria-hidden />
        )
      }
      tone={tone}
      title={node.name}
      badge={t(`workflowTasks.flow.state.${stateName}`)}
      muted={stateName === 'skipped' || stateName === 'cancelled'}
    >
      {isTaskNode(node) && <p className="text-xs text-slate-500">{t(`workflowTasks.flow.mode.${node.mode}`)}</p>}
      <People people={state?.people ?? []} />
    </Step>
  );
}

function People({ people }: { people: NodeState['people'] }) {
  const { t } = useTranslation();
  if (people.length === 0) return <p className="text-xs text-slate-500">{t('workflowTasks.flow.noPeople')}</p>;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {people.map((person, index) => (
        <li
          key={`${person.staffId}-${index}`}
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs ring-1 ring-inset',
            person.status === 'pending' ? 'bg-blue-50 text-blue-800 ring-blue-200' : 'bg-white text-slate-700 ring-slate-200',
          )}
        >
          {person.name} · <PersonStatus person={person} />
        </li>
      ))}
    </ul>
  );
}

type PersonKey =
  | `workflowTasks.timelineAction.${'agree' | 'reject' | 'transmit'}`
  | `workflowTasks.flow.person.${'pending' | 'waiting' | 'done' | 'cancelled'}`;

/** The words for a person's part in a node: what they did once done, else where their task stands. */
function personStatusKey(person: NodeState['people'][number]): PersonKey | null {
  if (person.status === 'done' && (person.action === 'agree' || person.action === 'reject' || person.action === 'transmit')) {
    return `workflowTasks.timelineAction.${person.action}`;
  }
  if (person.status === 'pending' || person.status === 'waiting' || person.status === 'done' || person.status === 'cancelled') {
    return `workflowTasks.flow.person.${person.status}`;
  }
  return null;
}

function PersonStatus({ person }: { person: NodeState['people'][number] }) {
  const { t } = useTranslation();
  const key = personStatusKey(person);
  return <>{key ? t(key) : person.status}</>;
}

function Step({
  icon,
  tone,
  title,
  badge,
  muted = false,
  last = false,
  children,
}: {
  icon: React.ReactNode;
  tone: string;
  title: string;
  badge?: string;
  muted?: boolean;
  last?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <li className={clsx('relative flex gap-3 pb-4', muted && 'opacity-60')}>
      {!last && <span aria-hidden className="absolute top-7 bottom-0 left-[13px] w-px bg-slate-200" />}
      <span className={clsx('z-[1] flex size-7 shrink-0 items-center justify-center rounded-full border-2', tone)}>{icon}</span>
      <div className="min-w-0 flex-1 pt-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {title}
          {badge && <span className="text-xs font-normal text-slate-500">{badge}</span>}
        </p>
        {children}
      </div>
    </li>
  );
}
