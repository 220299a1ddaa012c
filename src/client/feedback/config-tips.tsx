import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { tipsGet, tipsUpdate } from '../../shared/api/feedback-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { callBody, Form, FormField, SubmitButton, TextArea } from '../ui/form';
import { LoadState } from '../ui/load-state';

/** The note above the feedback form, in both languages. */
export function TipsTab() {
  const { t } = useTranslation();
  const tips = useCall(tipsGet);
  const form = useForm({ resolver: zodResolver(callBody(tipsUpdate)), defaultValues: { content: '', contentEn: '' } });
  const save = useCallMutation(tipsUpdate);
  useEffect(() => {
    if (tips.data) form.reset({ content: tips.data.content, contentEn: tips.data.contentEn });
  }, [tips.data, form]);
  if (!tips.data) return <LoadState pending={tips.isPending} error={tips.error} onRetry={() => void tips.refetch()} />;
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync({ body: values });
        void invalidateCall(tipsGet);
        toast.success(t('feedback.saved'));
      }}
      className="flex max-w-2xl flex-col gap-3"
    >
      <p className="text-sm text-slate-600">{t('feedback.config.tips.intro')}</p>
      <FormField name="content" label={t('feedback.config.tips.zh')}>
        <TextArea rows={3} maxLength={500} />
      </FormField>
      <FormField name="contentEn" label={t('feedback.config.tips.en')}>
        <TextArea rows={3} maxLength={800} />
      </FormField>
      <div className="flex justify-end">
        <SubmitButton>{t('feedback.save')}</SubmitButton>
      </div>
    </Form>
  );
}
