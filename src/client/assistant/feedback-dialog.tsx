import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { chatFeedback } from '../../shared/api/assistant-calls';
import { Dialog } from '../ui/dialog';
import { callBody, FieldError, Form, FormError, FormField, SubmitButton, TextArea, useErrorText } from '../ui/form';
import { useFeedbackTags } from './assistant-queries';

/**
 * The form a like or dislike opens (sections.md §4): tags of that kind and free text, checked with
 * the feedback call's own schema (at least one tag).
 */
export function FeedbackDialog({
  chatUuid,
  like,
  onSubmit,
  onClose,
}: {
  chatUuid: string;
  like: 1 | 0 | null;
  onSubmit(tag: string, content: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={like !== null}
      onOpenChange={(next) => !next && onClose()}
      title={like === 1 ? t('assistant.feedbackTitleLike') : t('assistant.feedbackTitleDislike')}
    >
      {/* Keyed by the kind, so each opening starts with nothing chosen. */}
      {like !== null && <FeedbackForm key={like} chatUuid={chatUuid} like={like} onSubmit={onSubmit} onClose={onClose} />}
    </Dialog>
  );
}

function FeedbackForm({
  chatUuid,
  like,
  onSubmit,
  onClose,
}: {
  chatUuid: string;
  like: 1 | 0;
  onSubmit(tag: string, content: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const tags = useFeedbackTags(like);
  const form = useForm({ resolver: zodResolver(callBody(chatFeedback)), defaultValues: { chatUuid, like, tag: '', content: '' } });
  const { field: tag, fieldState } = useController({ control: form.control, name: 'tag' });
  const chosen = tag.value ? tag.value.split(',') : [];
  const toggle = (name: string) =>
    tag.onChange((chosen.includes(name) ? chosen.filter((each) => each !== name) : [...chosen, name]).join(','));
  const submit = async (values: { tag: string; content: string }) => {
    await onSubmit(values.tag, values.content);
    onClose();
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2" aria-describedby={fieldState.error ? 'feedback-tag-error' : undefined}>
        <legend className="mb-2 text-sm text-slate-600">{t('assistant.feedbackTags')}</legend>
        {tags.map((name) => {
          const on = chosen.includes(name);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(name)}
              className={
                on
                  ? 'rounded-full border border-brand-500 bg-brand-50 px-3 py-1 text-sm text-brand-700'
                  : 'rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50'
              }
            >
              {name}
            </button>
          );
        })}
      </fieldset>
      {fieldState.error && <FieldError id="feedback-tag-error">{errorText(fieldState.error) ?? ''}</FieldError>}
      <FormField name="content" label={t('assistant.feedbackText')}>
        <TextArea maxLength={500} rows={3} />
      </FormField>
      <FormError />
      <div className="flex justify-end">
        <SubmitButton size="sm">{t('assistant.feedbackSubmit')}</SubmitButton>
      </div>
    </Form>
  );
}
