import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, ClipboardCheck, Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { agreeBody } from '../../shared/api/workflow-operate-calls';
import { taskProfileUrl, type ApprovalCard } from '../../shared/assistant/approval-card';
import { formatMoney } from '../../shared/business/figures';
import { formatTime } from '../download';
import { useLanguage } from '../i18n/i18n';
import { Form, FormError, FormField, SubmitButton, TextArea } from '../ui/form';
import { isStaleTask, useAgreeTask } from '../workflow';
import { PortalAnchor } from './markdown-view';

/**
 * The confirmation card under an answer such as 同意张伟的充值申请: the exact task and amount, an
 * optional comment, and the one button that agrees — through the workflow's own agree call, with
 * the revision the card names, so a task changed meanwhile answers a conflict instead of moving.
 * Once used (or handled elsewhere) it shows the outcome and offers no button.
 */
const commentOnly = agreeBody.pick({ comment: true });

export function ApprovalCardView({
  card,
  onSettled,
}: {
  card: ApprovalCard;
  onSettled(state: Pick<ApprovalCard, 'state' | 'handledAt'>): void;
}) {
  const { t, language } = useLanguage();
  const agree = useAgreeTask({ silent: true });
  const form = useForm({ resolver: zodResolver(commentOnly), defaultValues: { comment: '' } });
  const figure = card.keyFigure ? `${formatMoney(card.keyFigure.amount)} ${card.keyFigure.currency}` : '—';
  const open = card.state === 'open';

  const submit = async ({ comment }: { comment: string }) => {
    try {
      await agree.mutateAsync({ body: { taskId: card.taskId, rev: card.rev, comment, attachments: [] } });
    } catch (error) {
      if (!isStaleTask(error)) throw error;
      onSettled({ state: 'changed', handledAt: null });
      return;
    }
    onSettled({ state: 'agreed', handledAt: new Date().toISOString() });
    toast.success(t('workflowAssistant.agreedToast', { title: card.title }));
  };

  return (
    <section
      aria-label={t('workflowAssistant.cardTitle')}
      data-testid="approval-card"
      data-state={card.state}
      className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <h3 className="flex items-center gap-1.5 font-medium text-slate-900">
        <ClipboardCheck size={16} aria-hidden className="text-brand-600" />
        {t('workflowAssistant.cardTitle')}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">{t('workflowAssistant.request')}</dt>
        <dd className="min-w-0 break-words text-slate-900">{card.title}</dd>
        <dt className="text-slate-500">{t('workflowAssistant.process')}</dt>
        <dd className="text-slate-900">{card.processName}</dd>
        <dt className="text-slate-500">{t('workflowAssistant.applicant')}</dt>
        <dd className="text-slate-900">{card.applicantName}</dd>
        <dt className="text-slate-500">{t('workflowAssistant.amount')}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums" data-testid="approval-card-amount">
          {figure}
        </dd>
        {card.nodeName && (
          <>
            <dt className="text-slate-500">{t('workflowAssistant.node')}</dt>
            <dd className="text-slate-900">{card.nodeName}</dd>
          </>
        )}
      </dl>
      {open ? (
        <Form form={form} onSubmit={submit} className="mt-3 flex flex-col gap-2">
          <FormField<{ comment: string }> name="comment" label={t('workflowAssistant.comment')}>
            <TextArea rows={2} maxLength={2000} placeholder={t('workflowAssistant.commentPlaceholder')} />
          </FormField>
          <FormError />
          <div className="flex flex-wrap items-center gap-2">
            <SubmitButton size="sm" busyLabel={t('workflowAssistant.agreeing')}>
              {t('workflowAssistant.agree')}
            </SubmitButton>
            <PortalAnchor href={taskProfileUrl(card.instanceId)}>{t('workflowAssistant.openDetail')}</PortalAnchor>
          </div>
          <p className="text-xs text-slate-500">{t('workflowAssistant.onlyOnClick')}</p>
        </Form>
      ) : (
        <Outcome card={card} at={card.handledAt ? formatTime(card.handledAt, language) : null} />
      )}
    </section>
  );
}

function Outcome({ card, at }: { card: ApprovalCard; at: string | null }) {
  const { t } = useTranslation();
  const done = card.state === 'agreed';
  const label =
    card.state === 'agreed'
      ? t('workflowAssistant.state.agreed')
      : card.state === 'rejected'
        ? t('workflowAssistant.state.rejected')
        : card.state === 'handled'
          ? t('workflowAssistant.state.handled')
          : t('workflowAssistant.state.changed');
  return (
    <div className="mt-3 flex flex-col gap-1" role="status">
      <p className={done ? 'flex items-center gap-1.5 font-medium text-emerald-700' : 'flex items-center gap-1.5 text-slate-700'}>
        {done ? <CheckCircle2 size={16} aria-hidden /> : <Info size={16} aria-hidden />}
        <span>{at ? `${label} · ${at}` : label}</span>
      </p>
      <PortalAnchor href={taskProfileUrl(card.instanceId)}>{t('workflowAssistant.openDetail')}</PortalAnchor>
    </div>
  );
}
