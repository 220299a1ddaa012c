import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toast';
import {
  FEEDBACK_MAX_LENGTH,
  dictPage,
  feedbackCommit,
  myPage,
  questionList,
  scoreLevels,
  tipsGet,
} from '../../../shared/api/feedback-calls';
import { provideFeedbackActions } from '../../../../commands/feedback-commands';
import { FEEDBACK_DIALOG_MINE, FEEDBACK_DIALOG_PARAM } from '../../../shared/feedback/feedback-links';
import { PER_SESSION, invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { MyFeedbackList, openRatingDialog, useFeedbackDialog, type FeedbackDialogView } from '../../feedback';
import { useLanguage } from '../../i18n/i18n';
import { menuLabel } from '../../routes/menu-tree';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { callBody, Form, FormField, SubmitButton, TextArea } from '../../ui/form';
import { useSessionUser } from '../../auth';
import { useShellPanels } from '../notification-drawer-store';
import { evaluationTarget, markEvaluated } from './page-evaluation-check';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * A reply notice for someone without the my-feedback page links to `?feedback=mine&id=N`: the
 * dialog opens on "my feedback" with that piece marked, and the parameter leaves the address.
 */
function useDialogLink() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get(FEEDBACK_DIALOG_PARAM) !== FEEDBACK_DIALOG_MINE) return;
    openRatingDialog('mine', { highlightId: Number(params.get('id')) || null });
    params.delete(FEEDBACK_DIALOG_PARAM);
    params.delete('id');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [pathname, search, navigate]);
}

/** The palette's feedback commands (提交反馈, 评价本页, 我的反馈) act through the dialog. */
function useProvideFeedbackActions() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  useEffect(() => {
    const target = () => (user ? evaluationTarget(pathname, user.resource) : null);
    provideFeedbackActions({
      open: (view) => openRatingDialog(view),
      ratablePage: () => target(),
      ratePage: () => {
        const page = target();
        if (page) useShellPanels.setState({ feedback: true, feedbackPage: { resourceId: page.id, name: page.name, nameEn: page.nameEn } });
      },
    });
  }, [pathname, user]);
  useEffect(() => () => provideFeedbackActions(null), []);
}

/**
 * Rating and feedback: 1–5 stars, a category and an optional comment, under the settings' note and
 * question. Opened from the user menu, the palette or the rating popover it rates Switchboard and
 * also shows the caller's own feedback with replies ("my feedback"); opened from "rate this page"
 * it is bound to that menu page (feedbackPage) and the rating counts as the page's evaluation.
 */
export function RatingDialog() {
  const { t } = useTranslation();
  const open = useShellPanels((state) => state.feedback);
  const page = useShellPanels((state) => state.feedbackPage);
  const view = useFeedbackDialog((state) => (page ? 'submit' : state.view));
  const highlightId = useFeedbackDialog((state) => state.highlightId);
  useDialogLink();
  useProvideFeedbackActions();
  // Closing unbinds the page, so the user menu's next rating is of Switchboard again.
  const setOpen = (value: boolean) => {
    useShellPanels.setState(value ? { feedback: true } : { feedback: false, feedbackPage: null });
    if (!value) useFeedbackDialog.setState({ view: 'submit', highlightId: null, popupConfigId: null, questionId: null, presetScore: null });
  };
  const setView = (next: FeedbackDialogView) => useFeedbackDialog.setState({ view: next });
  return (
    <Dialog open={open} onOpenChange={setOpen} title={page ? t('shell.pageRating.title') : t('shell.feedback.title')}>
      {!page && (
        <div role="tablist" aria-label={t('shell.feedback.title')} className="-mt-1 mb-4 flex gap-1 border-b border-slate-200">
          {(['submit', 'mine'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`feedback-tab-${tab}`}
              aria-selected={view === tab}
              aria-controls="feedback-tab-panel"
              onClick={() => setView(tab)}
              className={clsx(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
                view === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {tab === 'submit' ? t('feedback.mine.tabSubmit') : t('feedback.mine.tabMine')}
            </button>
          ))}
        </div>
      )}
      <div id="feedback-tab-panel" role={page ? undefined : 'tabpanel'} aria-labelledby={page ? undefined : `feedback-tab-${view}`}>
        {view === 'mine' ? (
          <div className="max-h-[60vh] overflow-y-auto pr-1">
            <MyFeedbackList highlightId={highlightId} pageSize={5} />
          </div>
        ) : (
          open && <RatingForm onDone={() => setOpen(false)} />
        )}
      </div>
    </Dialog>
  );
}

function RatingForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const page = useShellPanels((state) => state.feedbackPage);
  const { popupConfigId, questionId, presetScore } = useFeedbackDialog();
  const { pathname } = useLocation();
  const tips = useCall(tipsGet, undefined, PER_SESSION).data;
  const levels = useCall(scoreLevels, undefined, PER_SESSION).data ?? [];
  const questions = useCall(questionList, undefined, PER_SESSION).data ?? [];
  const categories = useCall(dictPage, { body: { dictType: 'category', enabledOnly: true, pageSize: 100 } }, PER_SESSION).data?.rows ?? [];
  const enabled = questions.filter((q) => q.enabled);
  const question = enabled.find((q) => q.id === questionId) ?? enabled[0] ?? null;
  // Score 0 is "not chosen yet": the call's schema refuses it, and the submit button waits for a star.
  const form = useForm({
    resolver: zodResolver(callBody(feedbackCommit)),
    defaultValues: { score: presetScore ?? 0, content: '', categoryId: undefined as number | undefined },
  });
  const { field: score } = useController({ control: form.control, name: 'score' });
  const commit = useCallMutation(feedbackCommit);
  const tip = tips ? (language === 'en' ? tips.contentEn : tips.content) : '';
  const level = levels.find((entry) => entry.score === score.value);
  const submit = async (values: { score: number; content: string; categoryId?: number | undefined }) => {
    await commit.mutateAsync({
      body: {
        ...values,
        pagePath: pathname,
        ...(page ? { resourceId: page.resourceId } : {}),
        ...(question ? { questionId: question.id } : {}),
        ...(popupConfigId && !page ? { popupConfigId } : {}),
      },
    });
    if (page) markEvaluated(page.resourceId, values.score, new Date());
    void invalidateCall(myPage);
    toast.success(t('shell.feedback.thanks'));
    onDone();
    form.reset();
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {page ? t('shell.pageRating.description', { page: menuLabel(page, language) }) : t('shell.feedback.description')}
      </p>
      {tip && <p className="rounded-md bg-sky-50 px-3 py-2 text-xs text-sky-900">{tip}</p>}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {question ? (language === 'en' ? question.contentEn : question.content) : t('shell.feedback.score')}
        </legend>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
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
                <span className="sr-only">
                  {t('shell.feedback.scoreValue', { score: value })}
                  {levels[value - 1] ? ` ${language === 'en' ? levels[value - 1]?.nameEn : levels[value - 1]?.name}` : ''}
                </span>
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
          {level && (
            <span aria-hidden className="text-sm text-amber-700">
              {language === 'en' ? level.nameEn : level.name}
            </span>
          )}
        </div>
      </fieldset>
      {categories.length > 0 && (
        <FormField
          name="categoryId"
          label={t('feedback.form.category')}
          options={{ setValueAs: (v: string) => (v === '' || v === undefined ? undefined : Number(v)) }}
        >
          <select className={SELECT}>
            <option value="">{t('feedback.form.noCategory')}</option>
            {categories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {language === 'en' ? entry.nameEn : entry.name}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <FormField name="content" label={t('shell.feedback.content')}>
        <TextArea maxLength={FEEDBACK_MAX_LENGTH} placeholder={t('shell.feedback.placeholder')} rows={4} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('app.cancel')}
        </Button>
        <SubmitButton disabled={score.value === 0}>{t('shell.feedback.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
