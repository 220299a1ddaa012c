import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../ui/button';
import { openRatingDialog } from './feedback-dialog-store';
import { PageFrame } from '../ui/page-frame';
import { MyFeedbackList } from './my-feedback-list';

/** /csc/feedbackmanagement/feedback: the caller's feedback with the handlers' replies (`?id=` marks one). */
export default function MyFeedbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const highlight = Number(params.get('id')) || null;
  return (
    <PageFrame
      id="my-feedback-title"
      title={t('feedback.mine.title')}
      intro={t('feedback.mine.intro')}
      actions={<Button onClick={() => openRatingDialog('submit')}>{t('feedback.mine.submit')}</Button>}
    >
      <MyFeedbackList highlightId={highlight} />
    </PageFrame>
  );
}
