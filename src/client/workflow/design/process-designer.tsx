import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, History, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import {
  processFormAuditField,
  processPublish,
  processQueryPage,
  processUpdate,
  selectForm,
  selectRole,
  type ProcessRow,
} from '../../../shared/api/workflow-process-calls';
import { indexGraph, type FlowGraph } from '../../../shared/api/workflow-graph';
import { failureText } from '../../api/failure-text';
import { isApiError } from '../../api/api-error';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Button } from '../../ui/button';
import { callBody, Form, FormError, SubmitButton } from '../../ui/form';
import { BranchSettings } from './branch-settings';
import type { DesignerLookup } from './designer-lookup';
import { FlowCanvas, type CanvasActions } from './flow-canvas';
import {
  addBranch,
  createNode,
  insertNode,
  moveBranch,
  removeBranch,
  removeNode,
  replaceNode,
  updateBranch,
  type NodeNames,
} from './graph-edit';
import { graphProblems } from './graph-problems';
import { LoadState } from '../../ui/load-state';
import { NodeSettings } from './node-settings';
import { ProcessBasics } from './process-basics';
import { SideDrawer } from '../../ui/side-drawer';
import { useStaffNames } from './use-staff-names';
import { VersionsDialog } from './versions-dialog';

const updateBody = callBody(processUpdate);
type Values = z.input<typeof updateBody>;
type Saved = z.output<typeof updateBody>;
type Open = { kind: 'node'; id: string } | { kind: 'branch'; blockId: string; branchId: string } | null;

const valuesOf = (row: ProcessRow): Saved => ({
  code: row.code,
  name: row.name,
  nameEn: row.nameEn,
  groupName: row.groupName,
  formId: row.formId,
  serviceName: row.serviceName,
  graph: row.draftGraph ?? { nodes: [] },
  rev: row.rev,
});

/** The node id a refusal names (`graph.<id>` or `graph.<id>.fieldRights`), to point at its card. */
function failedNode(error: unknown, graph: FlowGraph): string | null {
  if (!isApiError(error)) return null;
  const field = (error.data as { field?: unknown } | null)?.field;
  const id = typeof field === 'string' ? field.split('.')[1] : undefined;
  return id && indexGraph(graph).has(id) ? id : null;
}

/** The designer of one process: the node tree on a canvas, its basics, save, publish and versions. */
export function ProcessDesigner({ row, onBack }: { row: ProcessRow; onBack(): void }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const form = useForm<Values, unknown, Saved>({
    resolver: zodResolver(updateBody) as unknown as Resolver<Values, unknown, Saved>,
    defaultValues: valuesOf(row),
  });
  const graph = useWatch({ control: form.control, name: 'graph' }) as FlowGraph;
  const formId = useWatch({ control: form.control, name: 'formId' }) ?? null;
  const [tab, setTab] = useState<'flow' | 'basics'>('flow');
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<{ message: string; nodeId: string | null } | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);

  const roles = useCall(selectRole);
  const staff = useStaffNames();
  const audit = useCall(processFormAuditField, formId ? { params: { formId } } : null);
  const forms = useCall(selectForm);
  const lookup = useMemo<DesignerLookup>(() => {
    const roleNames = new Map((roles.data ?? []).map((role) => [role.id, english ? role.nameEn : role.name]));
    return {
      staffName: staff.nameOf,
      roleName: (id) => roleNames.get(id) ?? t('workflowDesign.assignee.roleMissing', { id }),
      fields: formId ? (audit.data?.formFields ?? []) : [],
    };
  }, [staff.nameOf, roles.data, audit.data, formId, english, t]);
  const ready = !roles.isPending && !forms.isPending && !(formId && audit.isPending);
  const problems = useMemo(() => graphProblems(graph, lookup.fields), [graph, lookup.fields]);

  const names: NodeNames = {
    approver: t('workflowDesign.kind.approver'),
    handler: t('workflowDesign.kind.handler'),
    cc: t('workflowDesign.kind.cc'),
    exclusive: t('workflowDesign.kind.exclusive'),
    parallel: t('workflowDesign.kind.parallel'),
    condition: (n) => t('workflowDesign.branch.defaultName', { n }),
    branch: (n) => t('workflowDesign.branch.parallelName', { n }),
    otherwise: t('workflowDesign.branch.otherwise'),
  };
  const setGraph = (next: FlowGraph) => form.setValue('graph', next, { shouldDirty: true });
  const actions: CanvasActions = {
    add(branchId, index, kind) {
      const node = createNode(kind, graph, names);
      setGraph(insertNode(graph, branchId, index, node));
      if (node.type !== 'exclusive' && node.type !== 'parallel') setOpen({ kind: 'node', id: node.id });
      else if (node.type === 'exclusive' && node.branches[0]) setOpen({ kind: 'branch', blockId: node.id, branchId: node.branches[0].id });
    },
    open: (id) => setOpen({ kind: 'node', id }),
    openBranch: (blockId, branchId) => setOpen({ kind: 'branch', blockId, branchId }),
    remove: (id) => setGraph(removeNode(graph, id)),
    addBranch: (blockId) => setGraph(addBranch(graph, blockId, names)),
    removeBranch: (blockId, branchId) => setGraph(removeBranch(graph, blockId, branchId)),
    moveBranch: (blockId, branchId, delta) => setGraph(moveBranch(graph, blockId, branchId, delta)),
  };

  const save = useCallMutation(processUpdate, { silent: true });
  const publish = useCallMutation(processPublish, { silent: true });
  const store = async (values: Saved) => {
    const saved = await save.mutateAsync({ params: { id: row.id }, body: values });
    form.reset(valuesOf(saved));
    void invalidateCall(processQueryPage);
    return saved;
  };
  const onSave = async (values: Saved) => {
    setFailure(null);
    await store(values);
    toast.success(t('workflowDesign.saved'));
  };
  const onPublish = async () => {
    setFailure(null);
    let rev = form.getValues('rev');
    try {
      if (form.formState.isDirty) {
        if (!(await form.trigger())) {
          setFailure({ message: t('workflowDesign.fixFirst'), nodeId: problems[0]?.id ?? null });
          return;
        }
        rev = (await store(form.getValues() as Saved)).rev;
      }
      const version = await publish.mutateAsync({ params: { id: row.id }, body: { rev } });
      void invalidateCall(processQueryPage);
      toast.success(t('workflowDesign.published', { version: version.version }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure({ message: failureText(error), nodeId: failedNode(error, graph) });
    }
  };

  const openNode = open?.kind === 'node' ? indexGraph(graph).get(open.id)?.node : undefined;
  const openBlock = open?.kind === 'branch' ? indexGraph(graph).get(open.blockId)?.node : undefined;
  const openBranch =
    openBlock?.type === 'exclusive' && open?.kind === 'branch' ? openBlock.branches.find((b) => b.id === open.branchId) : undefined;
  const formName = forms.data?.find((f) => f.id === formId);
  const busy = save.isPending || publish.isPending;

  return (
    <section aria-labelledby="designer-title" className="flex flex-col gap-4">
      <Form form={form} onSubmit={onSave} className="flex flex-col gap-3">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2">
            <Button variant="ghost" size="sm" onClick={onBack} aria-label={t('workflowDesign.backToList')}>
              <ArrowLeft size={16} aria-hidden />
            </Button>
            <div className="min-w-0">
              <h1 id="designer-title" className="truncate text-xl font-semibold text-slate-900">
                {english ? row.nameEn : row.name}
              </h1>
              <p className="text-xs text-slate-500" data-testid="designer-status">
                {row.publishedVersion
                  ? t('workflowDesign.publishedAs', { version: row.publishedVersion })
                  : t('workflowDesign.neverPublished')}
                {' · '}
                {form.formState.isDirty ? t('workflowDesign.unsaved') : t('workflowDesign.draftRev', { rev: form.getValues('rev') })}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setVersionsOpen(true)}>
              <History size={14} aria-hidden />
              {t('workflowDesign.versions')}
            </Button>
            <SubmitButton size="sm" variant="secondary" disabled={busy} busyLabel={t('workflowDesign.saving')}>
              {t('workflowDesign.saveDraft')}
            </SubmitButton>
            <Button size="sm" onClick={() => void onPublish()} disabled={busy} aria-busy={publish.isPending || undefined}>
              <Send size={14} aria-hidden />
              {publish.isPending ? t('workflowDesign.publishing') : t('workflowDesign.publish')}
            </Button>
          </div>
        </header>
        <FormError />
        {failure && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <span className="font-medium">{t('workflowDesign.publishFailed')}</span>
            <span>{failure.message}</span>
            {failure.nodeId && (
              <Button size="sm" variant="secondary" onClick={() => setOpen(openFor(graph, failure.nodeId ?? ''))}>
                {t('workflowDesign.showNode')}
              </Button>
            )}
          </div>
        )}
        <div role="tablist" aria-label={t('workflowDesign.tabs')} className="flex gap-1 border-b border-slate-200">
          {(['flow', 'basics'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`designer-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`designer-panel-${key}`}
              onClick={() => setTab(key)}
              className={
                tab === key
                  ? '-mb-px border-b-2 border-brand-600 px-4 py-2 text-sm font-medium text-brand-700'
                  : 'px-4 py-2 text-sm text-slate-600 hover:text-slate-900'
              }
            >
              {t(`workflowDesign.tab.${key}`)}
            </button>
          ))}
        </div>
        <div id="designer-panel-basics" role="tabpanel" aria-labelledby="designer-tab-basics" hidden={tab !== 'basics'}>
          <ProcessBasics forms={forms.data ?? []} />
        </div>
      </Form>
      <div
        id="designer-panel-flow"
        role="tabpanel"
        aria-labelledby="designer-tab-flow"
        hidden={tab !== 'flow'}
        className="flex flex-col gap-2"
      >
        <p className="text-xs text-slate-600">
          {formName ? t('workflowDesign.boundForm', { name: english ? formName.nameEn : formName.name }) : t('workflowDesign.noFormBound')}
          {ready && problems.length > 0 && (
            <span className="ml-2 text-red-600">{t('workflowDesign.problemCount', { count: problems.length })}</span>
          )}
        </p>
        {problems.some((p) => p.id === null) && (
          <p role="status" className="text-sm text-red-600">
            {t('workflowDesign.problem.empty')}
          </p>
        )}
        {/* Roles and the form's fields name what the cards show and what counts as a problem: draw once they are here. */}
        <LoadState
          pending={!ready}
          error={roles.error ?? forms.error ?? (formId ? audit.error : null)}
          onRetry={() => void Promise.all([roles.refetch(), forms.refetch(), formId ? audit.refetch() : null])}
        >
          <FlowCanvas
            graph={graph}
            lookup={lookup}
            problems={problems}
            selectedId={open?.kind === 'node' ? open.id : (failure?.nodeId ?? null)}
            actions={actions}
            label={t('workflowDesign.canvas')}
          />
        </LoadState>
      </div>
      <SideDrawer
        open={!!openNode || !!openBranch}
        onOpenChange={(next) => !next && setOpen(null)}
        title={openNode ? t(`workflowDesign.kind.${openNode.type}`) + ' · ' + openNode.name : openBranch ? openBranch.name : ''}
      >
        {openNode && openNode.type !== 'exclusive' && openNode.type !== 'parallel' && (
          <NodeSettings
            key={openNode.id}
            node={openNode}
            lookup={lookup}
            roles={roles.data ?? []}
            onPicked={staff.remember}
            onCancel={() => setOpen(null)}
            onApply={(node) => {
              setGraph(replaceNode(graph, node));
              setOpen(null);
            }}
          />
        )}
        {openBranch && open?.kind === 'branch' && (
          <BranchSettings
            key={openBranch.id}
            branch={openBranch}
            lookup={lookup}
            onCancel={() => setOpen(null)}
            onApply={(values) => {
              setGraph(updateBranch(graph, open.blockId, { id: openBranch.id, ...values }));
              setOpen(null);
            }}
          />
        )}
      </SideDrawer>
      <VersionsDialog open={versionsOpen} onOpenChange={setVersionsOpen} processId={row.id} lookup={lookup} />
    </section>
  );
}

/** The drawer that fixes a node: its own settings, or the condition branch's. */
function openFor(graph: FlowGraph, id: string): Open {
  const place = indexGraph(graph).get(id);
  if (place && place.node.type !== 'exclusive' && place.node.type !== 'parallel') return { kind: 'node', id };
  for (const { node } of indexGraph(graph).values()) {
    if (node.type === 'exclusive' && node.branches.some((b) => b.id === id)) return { kind: 'branch', blockId: node.id, branchId: id };
  }
  return null;
}
