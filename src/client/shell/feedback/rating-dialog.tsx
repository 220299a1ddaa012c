import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { FEEDBACK_MAX_LENGTH, feedbackCommit } from '../../../shared/api/shell-calls';
import { useCallMutation } from '../../api/use-call';
import { useLanguage } from '../../i18n/i18n';
import { menuLabel } from '../../routes/menu-tree';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { callBody, Form, FormField, SubmitButton, TextArea } from '../../ui/form';
import { useShellPanels } from '../notification-drawer-store';
import { markEvaluated } from './page-evaluation-check';

/**
 * Rating and feedback: 1–5 stars and an optional comment, stored with the page. Opened from the
 * user menu or the sign-in prompt it rates Switchboard; opened from "rate this page" it is bound
 * to that menu page (feedbackPage) and the rating counts as the page's evaluation.
 */
export function RatingDialog() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const open = useShellPanels((state) => state.feedback);
  const page = useShellPanels((state) => state.feedbackPage);
  const { pathname } = useLocation();
  // Score 0 is "not chosen yet": the call's schema refuses it, and the submit button waits for a star.
  const form = useForm({ resolver: zodResolver(callBody(feedbackCommit)), defaultValues: { score: 0, content: '' } });
  const { field: score } = useController({ control: form.control, name: 'score' });
  const commit = useCallMutation(feedbackCommit);
  // Closing unbinds the page, so the user menu's next rating is of Switchboard again.
  const setOpen = (value: boolean) => useShellPanels.setState(value ? { feedback: true } : { feedback: false, feedbackPage: null });
  const submit = async (values: { score: number; content: string }) => {
    await commit.mutateAsync({ body: { ...values, pagePath: pathname, ...(page ? { resourceId: page.resourceId } : {}) } });
    if (page) markEvaluated(page.resourceId, values.score, new Date());
    toast.success(t('shell.feedback.thanks'));
    setOpen(false);
    form.reset();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={page ? t('shell.pageRating.title') : t('shell.feedback.title')}
      description={page ? t('shell.pageRating.description', { page: menuLabel(page, language) }) : t('shell.feedback.description')}
    >
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('shell.feedback.score')}</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className="cursor-pointer">
                <input
                  type="radio"
                  name={score.name}
                  value={value}
                  checked={score.value === value}
                  onChange={() => score.onChange(value)}
                  onBlur={score.onBlur}
                  className="peer sr-only"
                />
                <span className="sr-only">{t('shell.feedback.scoreValue', { score: value })}</span>
                <Star
                  aria-hidden
                  size={26}
                  className={clsx(
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500',
                    value <= score.value ? 'fill-amber-400 text-amber-400' : 'text-slate-300',
                  )}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <FormField name="content" label={t('shell.feedback.content')}>
          <TextArea maxLength={FEEDBACK_MAX_LENGTH} placeholder={t('shell.feedback.placeholder')} rows={4} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('app.cancel')}
          </Button>
          <SubmitButton disabled={score.value === 0}>{t('shell.feedback.submit')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
