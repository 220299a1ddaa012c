import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schedulingPage, tagDeptAdd, tagDel, tagList, type ScheduleTag } from '../../shared/api/hrm-calls';
import { invalidateCall, useCallMutation } from '../api/use-call';
import { callBody, FieldError, Form, SubmitButton, useErrorText } from '../ui/form';
import { TAG_STYLE } from './schedule-grid';
import { input } from './hrm-ui';

/** The group's tags: add one (name unique in the group), delete one (its days keep their shift). */
export function ScheduleTags({ groupId, tags }: { groupId: number; tags: ScheduleTag[] }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(callBody(tagDeptAdd)), defaultValues: { groupId, name: '', color: 'blue' as const } });
  const errorText = useErrorText();
  const nameError = errorText(form.formState.errors.name, t('scheduling.schedule.newTag'));
  const refresh = () => Promise.all([invalidateCall(tagList), invalidateCall(schedulingPage)]);
  const add = useCallMutation(tagDeptAdd, { silent: true, onSuccess: refresh });
  const remove = useCallMutation(tagDel, { onSuccess: refresh });
  return (
    <section aria-labelledby="schedule-tags" className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <h2 id="schedule-tags" className="text-sm font-medium text-slate-800">
        {t('scheduling.schedule.tags')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.id} className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2 text-xs text-slate-800">
            <span aria-hidden className={`h-2 w-2 rounded-full ${TAG_STYLE[tag.color] ?? ''}`} />
            {tag.name}
            <button
              type="button"
              className="rounded-full px-1 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
              aria-label={t('scheduling.schedule.deleteTag', { name: tag.name })}
              onClick={() => remove.mutate({ body: { id: tag.id } })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Form
        form={form}
        onSubmit={async (values) => {
          await add.mutateAsync({ body: { ...values, groupId } });
          form.reset({ groupId, name: '', color: values.color });
        }}
        className="flex flex-wrap items-start gap-2"
      >
        <div className="flex flex-col gap-1">
          <label className="sr-only" htmlFor="schedule-tag-name">
            {t('scheduling.schedule.newTag')}
          </label>
          <input
            id="schedule-tag-name"
            className={input}
            placeholder={t('scheduling.schedule.newTag')}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'schedule-tag-name-error' : undefined}
            {...form.register('name')}
          />
          {nameError && <FieldError id="schedule-tag-name-error">{nameError}</FieldError>}
        </div>
        <SubmitButton size="sm" variant="secondary">
          {t('scheduling.schedule.addTag')}
        </SubmitButton>
      </Form>
    </section>
  );
}
