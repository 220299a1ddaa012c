import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { FEEDBACK_MAX_LENGTH, feedbackCommit } from '../../../shared/api/shell-calls';
import { useCallMutation } from '../../api/use-call';
import { useLanguage } from '../../i18n/i18n';
import { menuLabel } from '../../layout/menu-tree';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
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
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const commit = useCallMutation(feedbackCommit);
  // Closing unbinds the page, so the user menu's next rating is of Switchboard again.
  const setOpen = (value: boolean) => useShellPanels.setState(value ? { feedback: true } : { feedback: false, feedbackPage: null });
  const submit = async () => {
    setBusy(true);
    try {
      const body = { score, content, pagePath: pathname, ...(page ? { resourceId: page.resourceId } : {}) };
      await commit.mutateAsync({ body });
      if (page) markEvaluated(page.resourceId, score, new Date());
      toast.success(t('shell.feedback.thanks'));
      setOpen(false);
      setScore(0);
      setContent('');
    } catch {
      // the failure handler showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={page ? t('shell.pageRating.title') : t('shell.feedback.title')}
      description={page ? t('shell.pageRating.description', { page: menuLabel(page, language) }) : t('shell.feedback.description')}
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => (event.preventDefault(), void submit())}>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('shell.feedback.score')}</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className="cursor-pointer">
                <input type="radio" name="score" value={value} checked={score === value} onChange={() => setScore(value)} className="peer sr-only" />
                <span className="sr-only">{t('shell.feedback.scoreValue', { score: value })}</span>
                <Star aria-hidden size={26} className={clsx('peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500', value <= score ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 text-sm text-slate-800">
          {t('shell.feedback.content')}
          <textarea
            value={content}
            maxLength={FEEDBACK_MAX_LENGTH}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t('shell.feedback.placeholder')}
            rows={4}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>{t('app.cancel')}</Button>
          <Button type="submit" disabled={score === 0 || busy}>{t('shell.feedback.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
