import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useFeedbackTags } from './assistant-queries';

/**
 * The form a like or dislike opens (sections.md §4): tags of that kind and free text. At least
 * one tag is needed (warning "please select a tag").
 */
export function FeedbackDialog({ like, onSubmit, onClose }: {
  like: 1 | 0 | null;
  onSubmit(tag: string, content: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={like !== null} onOpenChange={(next) => !next && onClose()} title={like === 1 ? t('assistant.feedbackTitleLike') : t('assistant.feedbackTitleDislike')}>
      {/* Keyed by the kind, so each opening starts with nothing chosen. */}
      {like !== null && <FeedbackForm key={like} like={like} onSubmit={onSubmit} onClose={onClose} />}
    </Dialog>
  );
}

function FeedbackForm({ like, onSubmit, onClose }: { like: 1 | 0; onSubmit(tag: string, content: string): Promise<void>; onClose(): void }) {
  const { t } = useTranslation();
  const tags = useFeedbackTags(like);
  const [chosen, setChosen] = useState<string[]>([]);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (chosen.length === 0) {
      toast.warning(t('assistant.selectTag'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(chosen.join(','), content.trim());
      onClose();
    } catch {
      // The shared client showed the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm text-slate-600">{t('assistant.feedbackTags')}</legend>
        {tags.map((tag) => {
          const on = chosen.includes(tag);
          return (
            <button key={tag} type="button" aria-pressed={on}
              onClick={() => setChosen((list) => (on ? list.filter((name) => name !== tag) : [...list, tag]))}
              className={on ? 'rounded-full border border-brand-500 bg-brand-50 px-3 py-1 text-sm text-brand-700' : 'rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50'}>
              {tag}
            </button>
          );
        })}
      </fieldset>
      <label className="mt-4 flex flex-col gap-1 text-sm text-slate-600">
        {t('assistant.feedbackText')}
        <textarea value={content} maxLength={500} rows={3} onChange={(event) => setContent(event.target.value)}
          className="rounded-md border border-slate-300 p-2 text-sm text-slate-800 outline-none focus:border-brand-500" />
      </label>
      <div className="mt-4 flex justify-end">
        <Button size="sm" disabled={busy} onClick={() => void submit()}>{t('assistant.feedbackSubmit')}</Button>
      </div>
    </>
  );
}
