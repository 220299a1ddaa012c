import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import {
  FEEDBACK_REPLY_MAX_LENGTH,
  feedbackCount,
  feedbackDetail,
  handleFeedback,
  managePage,
  replyFeedback,
  unreplyCount,
} from '../../shared/api/feedback-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormField, SubmitButton, TextArea } from '../ui/form';
import { Stars, StatusBadge } from './feedback-ui';
import { LoadState } from '../ui/load-state';
import { useDateTime } from '../ui/use-date-time';

/** What a change to a piece of feedback makes stale: the list, the tabs' counts, the shell's badge, the detail. */
export function refreshHandling(): void {
  void invalidateCall(managePage);
  void invalidateCall(feedbackCount);
  void invalidateCall(unreplyCount);
  void invalidateCall(feedbackDetail);
}

/** One piece of feedback for a handler: what was said, the replies so far, and the reply form. */
export function FeedbackDetailDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const at = useDateTime();
  const detail = useCall(feedbackDetail, { params: { id } });
  const form = useForm({ resolver: zodResolver(callBody(replyFeedback)), defaultValues: { id, content: '' } });
  const reply = useCallMutation(replyFeedback);
  const close = useCallMutation(handleFeedback);
  const item = detail.data;
  const send = async (values: { id: number; content: string }) => {
    await reply.mutateAsync({ body: values });
    form.reset({ id, content: '' });
    refreshHandling();
    toast.success(t('feedback.detail.sent'));
  };
  const closeIt = async () => {
    await close.mutateAsync({ body: { ids: [id], status: 'closed' } });
    refreshHandling();
    toast.success(t('feedback.detail.closed'));
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('feedback.detail.title')}>
      <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto pr-1">
        <LoadState pending={detail.isPending} error={detail.error} onRetry={() => void detail.refetch()} />
        {item && (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Stars score={item.score} />
              <StatusBadge status={item.status} />
              {item.categoryName && <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{item.categoryName}</span>}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('feedback.list.col.author')}</dt>
              <dd className="text-slate-900">
                {item.authorName} ({item.authorJobNumber}) · {at(item.createdAt)}
              </dd>
              <dt className="text-slate-600">{t('feedback.detail.page')}</dt>
              <dd className="break-all text-slate-900">{item.pageName ?? item.pagePath ?? t('feedback.wholeApp')}</dd>
              {item.question && (
                <>
                  <dt className="text-slate-600">{t('feedback.detail.question')}</dt>
                  <dd className="text-slate-900">{item.question}</dd>
                </>
              )}
            </dl>
            <p className="rounded-md bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-900">
              {item.content || t('feedback.noWords')}
            </p>
            <h3 className="text-sm font-medium text-slate-800">{t('feedback.detail.replies')}</h3>
            {item.replies.length === 0 ? (
              <p className="text-sm text-slate-600">{t('feedback.detail.noReplies')}</p>
            ) : (
              <ol className="flex flex-col gap-2">
                {item.replies.map((entry) => (
                  <li key={entry.id} className="rounded-md border-l-4 border-emerald-400 bg-emerald-50 px-3 py-2 text-sm">
                    <p className="text-xs text-emerald-900">
                      {t('feedback.repliedBy', { name: entry.authorName, time: at(entry.createdAt) })}
                    </p>
                    <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{entry.content}</p>
                  </li>
                ))}
              </ol>
            )}
            <Form form={form} onSubmit={send} className="flex flex-col gap-3">
              <FormField name="content" label={t('feedback.detail.reply')}>
                <TextArea rows={3} maxLength={FEEDBACK_REPLY_MAX_LENGTH} placeholder={t('feedback.detail.replyPlaceholder')} />
              </FormField>
              <div className="flex flex-wrap justify-end gap-2">
                {item.status !== 'closed' && (
                  <Button variant="secondary" disabled={close.isPending} onClick={() => void closeIt()}>
                    {t('feedback.detail.close')}
                  </Button>
                )}
                <SubmitButton>{t('feedback.detail.send')}</SubmitButton>
              </div>
            </Form>
          </>
        )}
      </div>
    </Dialog>
  );
}
