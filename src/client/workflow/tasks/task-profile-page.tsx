import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { buildFormSchema } from '../../../shared/api/workflow-form';
import { myToDoPage, operateInstanceDetail, type InstanceDetail } from '../../../shared/api/workflow-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { isApiError } from '../../api/api-error';
import { useCall } from '../../api/use-call';
import { useSessionUser } from '../../auth';
import { formatTime } from '../../download';
import { useLanguage } from '../../i18n/i18n';
import { useDocumentTitle } from '../../routes/use-document-title';
import { GENERIC_APPLY_PATH } from '../apply/apply-path';
import { isStaleTask, useUrge } from '../task-actions';
import { ActionBar, availableActions, type BarAction } from './action-bar';
import { ActionDialog, type DialogAction } from './action-dialogs';
import { FlowDiagram } from './flow-diagram';
import { FormView, editsInline, readFields } from './form-view';
import { ListState } from './list-state';
import { StatusBadge } from './status-badge';
import { Timeline } from './timeline';
import { listOfProfile, profileLink } from './task-lists';

const idOf = (text: string | null): number | null => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** `/general/my-*\/profile?id=…`: one request with its form, flow, history and the caller's moves. */
export default function TaskProfilePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const list = listOfProfile(pathname);
  const instanceId = idOf(search.get('id'));
  const query = useCall(operateInstanceDetail, instanceId === null ? null : { query: { instanceId } });
  useDocumentTitle(query.data?.title ?? t(`workflowTasks.lists.${list.kind}`));
  const back = (
    <Link to={list.path} className="text-sm text-brand-700 hover:underline">
      ← {t('workflowTasks.profile.backToList')}
    </Link>
  );
  if (instanceId === null) return <Missing text={t('workflowTasks.profile.missingId')}>{back}</Missing>;
  const error = query.error;
  if (error && isApiError(error) && (error.code === APP_CODES.NOT_FOUND || error.code === APP_CODES.FORBIDDEN)) {
    return <Missing text={t('workflowTasks.profile.notFound')}>{back}</Missing>;
  }
  return (
    <section className="flex flex-col gap-4" aria-labelledby="task-profile-title">
      {back}
      {query.data ? (
        // Keyed by revision: after any move the editable fields start again from the stored values.
        <Profile key={`${query.data.instanceId}-${query.data.rev}`} detail={query.data} />
      ) : (
        <ListState query={query} empty={false} emptyText="" />
      )}
    </section>
  );
}

function Missing({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      {children}
      <p role="alert" className="rounded-md border border-slate-200 bg-white px-4 py-10 text-center text-sm text-slate-600">
        {text}
      </p>
    </section>
  );
}

function Profile({ detail }: { detail: InstanceDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const user = useSessionUser();
  const fields = useMemo(() => readFields(detail.formFields), [detail.formFields]);
  const editable = useMemo(
    () => new Set(detail.editable.filter((key) => fields.some((field) => field.key === key && editsInline(field)))),
    [detail.editable, fields],
  );
  const form = useForm<Record<string, unknown>>({
    resolver: zodResolver(buildFormSchema(fields, editable)) as never,
    defaultValues: Object.fromEntries([...editable].map((key) => [key, detail.formData[key]])),
  });
  const [dialog, setDialog] = useState<{ action: DialogAction; edited?: Record<string, unknown> } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const urge = useUrge();
  const actions = availableActions(detail, user?.staffId ?? null);

  const onAction = async (action: BarAction) => {
    setNotice(null);
    if (action === 'urge') {
      // The server allows one reminder per 10 minutes; the shared failure handler shows its sentence.
      const answer = await urge.mutateAsync({ body: { instanceId: detail.instanceId } }).catch(() => null);
      if (answer) toast.success(t('workflowTasks.done.urge', { count: answer.notified }));
      return;
    }
    if (action === 'agree' && detail.myTask?.kind === 'resubmit') {
      // A returned request is changed in its own apply form, every field editable, then sent again.
      navigate(`${GENERIC_APPLY_PATH}?resubmit=${detail.instanceId}`);
      return;
    }
    if (action === 'agree' && editable.size > 0) {
      if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
      setDialog({ action, edited: form.getValues() });
      return;
    }
    setDialog({ action });
  };

  return (
    <>
      <header className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="task-profile-title" className="text-xl font-semibold break-words text-slate-900">
            {detail.title}
          </h1>
          <StatusBadge status={detail.status} />
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>{t('workflowTasks.columns.process')}:</dt>
            <dd>
              {detail.processName} · {t('workflowTasks.profile.version', { version: detail.version })}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('workflowTasks.profile.applicant')}:</dt>
            <dd>{detail.applicant.name}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('workflowTasks.profile.started')}:</dt>
            <dd className="tabular-nums">{formatTime(detail.createdAt, language)}</dd>
          </div>
          {detail.finishedAt && (
            <div className="flex gap-1">
              <dt>{t('workflowTasks.profile.finished')}:</dt>
              <dd className="tabular-nums">{formatTime(detail.finishedAt, language)}</dd>
            </div>
          )}
        </dl>
        {detail.myTask && (
          <p className="text-sm font-medium text-blue-700">
            {t('workflowTasks.profile.yourTurn', { node: detail.nodes.find((node) => node.nodeId === detail.myTask?.nodeId)?.name ?? '' })}
          </p>
        )}
      </header>
      {notice && (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {moved && !detail.myTask && <NextTodo current={detail.instanceId} />}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(280px,380px)]">
        <Panel title={t('workflowTasks.profile.form')}>
          {editable.size > 0 && <p className="mb-2 text-xs text-slate-500">{t('workflowTasks.profile.editableHint')}</p>}
          <FormView fields={fields} data={detail.formData} editable={editable} form={form} />
        </Panel>
        <Panel title={t('workflowTasks.profile.flow')} className="lg:row-span-2">
          <FlowDiagram detail={detail} />
        </Panel>
        <Panel title={t('workflowTasks.profile.timeline')}>
          <Timeline entries={detail.timeline} />
        </Panel>
      </div>
      <ActionBar
        actions={actions}
        busy={urge.isPending}
        resubmit={detail.myTask?.kind === 'resubmit'}
        onAction={(action) => void onAction(action)}
      />
      {dialog && (
        <ActionDialog
          action={dialog.action}
          detail={detail}
          editedData={dialog.edited}
          onClose={() => setDialog(null)}
          onDone={(action) => {
            setDialog(null);
            setMoved(true);
            toast.success(t(`workflowTasks.done.${action}`, { count: 0 }));
          }}
          onFailure={(error) => {
            if (!isStaleTask(error)) return false;
            // Nothing moved; the views are refetching (the actions invalidate after a refusal too).
            setDialog(null);
            setNotice(t('workflowTasks.profile.staleTask'));
            return true;
          }}
        />
      )}
    </>
  );
}

function Panel({ title, className, children }: { title: string; className?: string; children: React.ReactNode }) {
  return (
    <section className={`min-w-0 rounded-md border border-slate-200 bg-white p-4 ${className ?? ''}`} aria-label={title}>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** After a move: the oldest to-do still waiting (DingTalk 下一条), or that none is left. */
function NextTodo({ current }: { current: number }) {
  const { t } = useTranslation();
  const next = useCall(myToDoPage, { body: { page: 1, pageSize: 2 } });
  if (!next.data) return null;
  const row = next.data.rows.find((each) => each.instanceId !== current);
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
    >
      {row ? (
        <>
          {t('workflowTasks.profile.nextTodo')}:
          <Link className="font-medium text-brand-700 underline" to={profileLink('todo', row.instanceId)}>
            {row.title}
          </Link>
        </>
      ) : (
        t('workflowTasks.profile.allDone')
      )}
    </p>
  );
}
