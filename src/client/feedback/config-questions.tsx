import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { QUESTIONS_MAX, questionList, questionUpdate } from '../../shared/api/feedback-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { Button } from '../ui/button';
import { callBody, Form, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';
import { LoadState } from '../ui/load-state';

/** The rating questions, edited as one ordered list and saved together. */
export function QuestionsTab() {
  const { t } = useTranslation();
  const list = useCall(questionList);
  const form = useForm({
    resolver: zodResolver(callBody(questionUpdate)),
    defaultValues: { questions: [] as { id?: number; content: string; contentEn: string; enabled: boolean }[] },
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'questions' });
  const save = useCallMutation(questionUpdate);
  useEffect(() => {
    if (list.data) form.reset({ questions: list.data.map(({ id, content, contentEn, enabled }) => ({ id, content, contentEn, enabled })) });
  }, [list.data, form]);
  const submit = async (values: { questions: { id?: number | undefined; content: string; contentEn: string; enabled: boolean }[] }) => {
    await save.mutateAsync({ body: values });
    void invalidateCall(questionList);
    toast.success(t('feedback.saved'));
  };
  if (!list.data) return <LoadState pending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('feedback.config.questions.intro')}</p>
      {fields.length === 0 && (
        <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {t('feedback.config.questions.empty')}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-md border border-slate-200 bg-white p-3">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('feedback.config.questions.number', { n: index + 1 })}</legend>
              <div className="grid gap-2 md:grid-cols-2">
                <FormField name={`questions.${index}.content`} label={t('feedback.config.questions.zh')}>
                  <Input maxLength={200} />
                </FormField>
                <FormField name={`questions.${index}.contentEn`} label={t('feedback.config.questions.en')}>
                  <Input maxLength={300} />
                </FormField>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label className="flex items-center gap-1.5 text-sm text-slate-700">
                  <input type="checkbox" {...form.register(`questions.${index}.enabled`)} />
                  {t('feedback.enabled')}
                </label>
                <span className="flex-1" />
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`${t('feedback.moveUp')} ${index + 1}`}
                >
                  <ArrowUp aria-hidden size={16} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`${t('feedback.moveDown')} ${index + 1}`}
                >
                  <ArrowDown aria-hidden size={16} />
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove(index)} aria-label={`${t('feedback.remove')} ${index + 1}`}>
                  <Trash2 aria-hidden size={16} />
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {/* Save first, on the left: the right edge belongs to the assistant's opener. */}
      <div className="flex flex-wrap gap-2">
        <SubmitButton>{t('feedback.save')}</SubmitButton>
        <Button
          variant="secondary"
          disabled={fields.length >= QUESTIONS_MAX}
          onClick={() => append({ content: '', contentEn: '', enabled: true })}
        >
          {t('feedback.config.questions.add')}
        </Button>
      </div>
    </Form>
  );
}
